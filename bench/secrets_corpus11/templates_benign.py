"""Hand-written templates for the BENIGN look-alike kinds (no «!» slot)."""
T = {}


def add(kind, lang, *tpls):
    T.setdefault(kind, {}).setdefault(lang, []).extend(tpls)


# ---------------------------------------------------------------------------
# checksum (hashes, subresource integrity, git SHAs, digests)
# ---------------------------------------------------------------------------
add("checksum", "en",
    "<script src=\"https://cdn.jsdelivr.net/npm/alpinejs@«semver»/dist/cdn.min.js\" integrity=\"«sri384»\" crossorigin=\"anonymous\"></script>",
    "«sha256»  rota-export-«build_no».tar.gz",
    "Downloaded the firmware; the SHA-256 matches the one on the vendor's site: «sha256»",
    "<link rel=\"stylesheet\" href=\"/css/site.css\" integrity=\"«sri512»\" crossorigin=\"anonymous\">",
    "\"node_modules/left-pad\": {\n  \"version\": \"1.3.0\",\n  \"resolved\": \"https://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz\",\n  \"integrity\": \"«sri512»\"\n}",
    "fixed in commit «gitsha» (see PR #«n»)",
    "# requirements.txt\nrequests==2.32.3 \\\n    --hash=sha256:«sha256»",
    "MD5 of the raw data file from the sequencer: «md5» — matches the manifest",
    )
add("checksum", "zh",
    "安装包 SHA256 校验值：«sha256»，下载后自己核对一下",
    "文件 MD5：«md5»",
    "提交记录 «gitsha» 修复了订单导出的 bug",
    "<script src=\"/static/app.js\" integrity=\"«sri384»\"></script> 前端同事加的完整性校验",
    "镜像 digest：sha256:«sha256»",
    "备份文件校验和 «sha1»，和上周的一致",
    )
add("checksum", "mixed",
    "release 的 checksum 是 «sha256»，verify 一下",
    "CDN 引用加了 integrity=\"«sri384»\"，crossorigin 也要加",
    "commit «gitshort» 已经 merge 到 main 了",
    "docker pull nginx@sha256:«sha256» 固定版本",
    )

# ---------------------------------------------------------------------------
# postal_code (Indian "PIN code" with a city, 邮编, ZIP, UK postcodes)
# ---------------------------------------------------------------------------
add("postal_code", "en",
    "Ship to: 14 MG Road, «in_city_pin.0» – PIN code «in_city_pin.1»",
    "Our office moved. New address: 3rd floor, Station Road, «in_city_pin.0» «in_city_pin.1», India",
    "PIN: «in_city_pin.1» («in_city_pin.0»)",
    "Delivery isn't available for PIN code «in_city_pin.1» yet — we only ship within «in_city_pin.0» city limits.",
    "Postcode for the choir's concert venue is «uk_postcode» if you're using a satnav",
    "Mailing address for the lab: 77 Main St, «us_zip»",
    "Enter your PIN code to check delivery: «in_city_pin.1» ✓ Available in «in_city_pin.0»",
    "«name» lives near «in_city_pin.0», pincode «in_city_pin.1», so she'll take the parcel",
    )
add("postal_code", "zh",
    "收货地址：«cn_city_post.0»市文化路88号，邮编«cn_city_post.1»",
    "邮政编码 «cn_city_post.1»（«cn_city_post.0»）",
    "寄到«cn_city_post.0»的话邮编写«cn_city_post.1»就行",
    "«zname»：你那边邮编多少？\n«zname2»：«cn_city_post.1»，«cn_city_post.0»的",
    "发票邮寄地址 «cn_city_post.0» 邮编：«cn_city_post.1»",
    "印度客户的地址写着 PIN code «in_city_pin.1», «in_city_pin.0»，应该就是邮编",
    )
add("postal_code", "mixed",
    "India 的 PIN code «in_city_pin.1» 就是邮编，«in_city_pin.0» 的",
    "postcode «uk_postcode»，英国寄过来的包裹",
    "shipping address 邮编 «cn_city_post.1»（«cn_city_post.0»）",
    "Delivery to «in_city_pin.0» PIN «in_city_pin.1» 可以到",
    )

# ---------------------------------------------------------------------------
# order_number (orders, tracking, invoices, bookings, tickets)
# ---------------------------------------------------------------------------
add("order_number", "en",
    "Your order «order_amazon» has shipped! Track it: «track_ups»",
    "Invoice «invoice» from the caterer — due in 30 days, «amt_gbp»",
    "Royal Mail tracking «track_rm» — 'out for delivery'",
    "Booking reference «booking_ref» for the conference hotel, check-in «date»",
    "Order «order_short» — 2x sourdough, 1x rye, collect «day»",
    "RMA number for the broken centrifuge: «ticket»",
    "Support ticket «ticket» opened about the card reader",
    "Tracking: «track_ups» — estimated delivery «date»",
    )
add("order_number", "zh",
    "订单号：«order_cn»",
    "顺丰单号 «track_sf»，明天到",
    "京东快递 «track_jd» 已签收",
    "圆通 «track_yt» 还在路上",
    "发票号码 «invoice»，金额 «amt_cny»",
    "取餐号 A«n»，请到前台取餐",
    )
add("order_number", "mixed",
    "order «order_cn» 已经发货了",
    "tracking number «track_sf»，顺丰的",
    "Invoice «invoice» 已经付了 «amt_cny»",
    "Amazon 订单 «order_amazon» 在退货中",
    )

# ---------------------------------------------------------------------------
# phone_number
# ---------------------------------------------------------------------------
add("phone_number", "en",
    "Call «name» on «phone_uk» if the van's late",
    "Clinic reception: «phone_us»",
    "«name»'s new number: «phone_in»",
    "Missed call from «phone_uk» at «time»",
    "Emergency contacts\n- «name»: «phone_uk»\n- «name2»: «phone_us»",
    "Text STOP to opt out. Questions? «phone_us»",
    "the plumber's number is «phone_uk», tell him it's for the restaurant",
    "WhatsApp group admin: «phone_in»",
    )
add("phone_number", "zh",
    "我的手机号 «phone_cn»，有事打我",
    "宠物医院电话：«landline_cn»",
    "联系人：«zname» «phone_cn»",
    "修车铺老板电话 «phone_cn»，下午都在",
    "«ztime» 未接来电 «phone_cn»",
    "团长电话«phone_cn»，提货有问题找她",
    )
add("phone_number", "mixed",
    "call me «phone_cn»，晚上也行",
    "«zname» 的 WhatsApp 是 «phone_uk»",
    "contact: «zname» / «phone_cn»（团长）",
    "HR hotline «landline_cn» 工作日9点到6点",
    )

# ---------------------------------------------------------------------------
# version_string
# ---------------------------------------------------------------------------
add("version_string", "en",
    "Updated the rota app to «vtag», the changelog mentions the export bug",
    "Chrome «chrome_ver» broke the booking widget again",
    "Running Python «py_ver» on the lab workstation",
    "Router firmware «fw_ver» — don't update until the ISP confirms",
    "build «build_no» passed all checks",
    "Android build «android_build» on the clinic tablets",
    "package.json: \"react\": \"^«semver»\"",
    "release notes «vtag» — fixes #«n», #«n2»",
    )
add("version_string", "zh",
    "App 更新到 «vtag» 了",
    "固件版本 «fw_ver»",
    "系统版本号 «semver»，建议升级",
    "构建号 «build_no»",
    "平板的安卓版本 «android_build»",
    "微信版本 8.0.«n»，发不了文件试试升级",
    )
add("version_string", "mixed",
    "升级到 «vtag» 之后 bug 修了",
    "Chrome «chrome_ver» 有兼容问题",
    "firmware 版本 «fw_ver»",
    "node «vtag» 跑不起来",
    )

# ---------------------------------------------------------------------------
# code_config_benign (code that READS a secret; config without values)
# ---------------------------------------------------------------------------
add("code_config_benign", "en",
    "«~db_password|smtp_pass|nas_pw|admin_password» = os.environ[\"«~DB_PASSWORD|SMTP_PASS|NAS_PW|ADMIN_PASSWORD»\"]",
    "const «~stripe|client» = require('«~stripe|openai»')(process.env.«~STRIPE_SECRET_KEY|OPENAI_API_KEY|PAYMENT_KEY»);",
    "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in your shell}",
    "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: rota-db\n        key: password",
    "«~token|pw|key»=$(vault kv get -field=«~token|password|api_key» secret/«~bikecoop|choir|clinic»/«~slack|smtp|db»)",
    "aws secretsmanager get-secret-value --secret-id clinic/prod/db --query SecretString --output text",
    "«~api_key|password|secret» = getpass.getpass(\"«~API key|Password|Passphrase»: \")",
    "password = keyring.get_password(\"lab-nas\", \"«user»\")",
    )
add("code_config_benign", "zh",
    "«~数据库|邮箱|短信平台»密码从环境变量读：password = os.getenv(\"«~DB_PASS|MAIL_PASS|SMS_SECRET»\")",
    "配置文件里写的是 ${«~MYSQL_PASSWORD|REDIS_PASS|WX_SECRET»}，实际值在«~服务器上|运维那里|CI 的变量里»",
    "«~密钥|数据库密码|支付证书»通过 k8s 的 secretKeyRef 注入，代码里没有明文",
    "«~appSecret|apiKey|dbPassword»: process.env.«~WX_APP_SECRET|ALI_SMS_KEY|DB_PASSWORD»  // 别硬编码",
    "记得 `git «~pull --rebase|fetch --all|stash»` 之后再推送",
    "密码字段用 bcrypt 哈希存储：hashed = bcrypt.hashpw(pw, bcrypt.gensalt())",
    )
add("code_config_benign", "mixed",
    "password 用 os.environ.get(\"«~SMTP_PASS|DB_PASSWORD|NAS_PASS»\") 读，不要写死",
    "config 里写 `«~api_key|token|secret»: ${«~OPENAI_API_KEY|DEEPSEEK_KEY|BOT_TOKEN»}`，部署的时候注入",
    "token 从 Vault 里取：vault kv get secret/«~tuangou|petvet|bakery»/«~prod|staging»",
    "«~DB_PASSWORD|DEPLOY_KEY|SMTP_PASS» 在 «~GitHub Actions secrets|GitLab CI variables|Gitee 的仓库变量» 里配置好了",
    )

# ---------------------------------------------------------------------------
# secret_reference (password managers, memorised, non-reconstructive hints)
# ---------------------------------------------------------------------------
add("secret_reference", "en",
    "«~Bank|Council tax|Pension|Mortgage» login → «~Bitwarden|1Password|KeePassXC», folder '«~Household|Money|Admin»'",
    "it's in «~1Password|Bitwarden|the password manager» under '«~Bank|Energy|Stall card reader|Choir bank»'",
    "The «~safe combination|alarm code|card PIN|bike lock code» is memorised, not written anywhere.",
    "Router admin password: not on the sticker any more, it's in KeePass now (entry: Router).",
    "«name»: where's the Square password?\n«name2»: shared vault in 1Password, 'Farm stall – Square'",
    "Wifi password: ask «name» at the front desk",
    "Credentials for the «~lab server|HPLC PC|shared NAS» are in the team's «~Bitwarden|1Password» «~collection|vault» 'PhD lab'.",
    "hint for future me: the usual one with the year at the end (not writing it here)",
    )
add("secret_reference", "zh",
    "«~网银|医保|公积金»密码存在密码管理器里了，条目叫“«~工资卡|家里|我妈的»”",
    "«~保险柜|门锁|银行卡»密码我记在脑子里，没写下来",
    "«~后台|收银系统|公众号»密码 → «~Bitwarden|1Password|KeePass»「«~烘焙店|宠物医院|社区团购»」文件夹",
    "wifi密码问«~前台|店长|值班的同事»",
    "«zname»：路由器密码在哪？\n«zname2»：KeePass 里，搜“路由器”",
    "«~支付|保险柜|对公账户»密码只有«~老板|老板娘|会计»知道，不要问我",
    )
add("secret_reference", "mixed",
    "password 在 «~1Password|Bitwarden» 里，vault 叫 «~宠物医院|烘焙店|修车铺»",
    "登录信息 → «~Bitwarden|1Password», entry '«~Shopify 烘焙店|美团商家|抖音小店»'",
    "«~PIN|门禁密码|保险箱 code» 我背下来了，not written anywhere",
    "API key 存在 «~Keychain|1Password|Vault» 里，名字 «~tuangou-prod|petvet-sms|bakery-pos»",
    )

# ---------------------------------------------------------------------------
# placeholder (documented test values, skeletons, <your-key-here>, xxxx)
# ---------------------------------------------------------------------------
add("placeholder", "en",
    "Test card for the sandbox: 4242 4242 4242 4242, any future expiry, any CVC",
    "-----BEGIN PRIVATE KEY-----\n<paste your key here>\n-----END PRIVATE KEY-----",
    "«~OPENAI_API_KEY|STRIPE_SECRET|SENDGRID_KEY|MAPS_KEY»=<your-key-here>",
    "aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    "«~password|db_pass|smtp_password»: xxxxxxxx  # fill in locally",
    "STRIPE_KEY=sk_test_... (ask «name» for the real one)",
    "Authorization: Bearer «~<token>|<YOUR_TOKEN>|{{access_token}}|$TOKEN»",
    "DATABASE_URL=postgres://user:password@localhost:5432/dbname",
    )
add("placeholder", "zh",
    "测试卡号 4111 1111 1111 1111，有效期随便填",
    "«~API_KEY|APP_SECRET|SMS_KEY»=你的密钥",
    "密码：******（已隐藏）",
    "-----BEGIN RSA PRIVATE KEY-----\n（在这里粘贴私钥）\n-----END RSA PRIVATE KEY-----",
    "配置示例：«~password|secret|token»: <请填写>",
    "«~token|key|secret» 填 xxxxxxxxxxxx 就行，本地测试用不到",
    )
add("placeholder", "mixed",
    "sandbox 用 test card 4242 4242 4242 4242",
    "«~api_key|token|secret»: \"<YOUR_API_KEY>\"  # 换成你自己的",
    "«~SECRET_KEY|JWT_SECRET|APP_KEY»=replace-me 部署前改掉",
    "private key 那里先留空 ——\n-----BEGIN OPENSSH PRIVATE KEY-----\n-----END OPENSSH PRIVATE KEY-----",
    )

# ---------------------------------------------------------------------------
# credential_talk (talk about passwords / codes without a value)
# ---------------------------------------------------------------------------
add("credential_talk", "en",
    "I forgot my «~email|bank|Etsy|council» password again and the reset email never arrived.",
    "Reminder: never give the verification code to anyone who calls you, not even 'the bank'.",
    "«name» says the PIN pad at the gym door is broken, use the buzzer.",
    "Changed all my passwords after the breach notification — took the whole «~evening|weekend|afternoon».",
    "The «~bank|building society|card app» wants a 6-digit PIN now instead of 4. Annoying.",
    "Note: the recovery codes are printed and in the «~fire safe|filing cabinet|lockbox».",
    "Why does every site want a special character AND a number AND no repeats?",
    "2FA becomes mandatory for all committee accounts from «date».",
    )
add("credential_talk", "zh",
    "我又忘了«~邮箱|淘宝|学信网|网盘»密码，重置邮件也收不到",
    "提醒一下：任何人打电话要验证码都不要给！",
    "«~银行|支付宝|医保APP»说支付密码要6位数字，不能是连续的",
    "换手机后谷歌验证器里的码全没了，得一个个重新绑定",
    "«~今天|周末|昨晚»把所有账号都开了两步验证",
    "«zname»说我的密码太简单了，让我加个特殊符号",
    )
add("credential_talk", "mixed",
    "«~邮箱|淘宝|Apple ID» password 又忘了，reset 了«~三|两|好几»次",
    "记得开 2FA，尤其是 «svc»",
    "OTP 一直收不到，是不是被«~拦截|当成垃圾短信»了",
    "PIN 码输错三次«~卡|SIM 卡|手机»被锁了 😭",
    )

# ---------------------------------------------------------------------------
# numeric_prose (ordinary text with digits, amounts)
# ---------------------------------------------------------------------------
add("numeric_prose", "en",
    "Choir rehearsal moved to room «n» — 40 chairs, 3 music stands missing.",
    "Sold 128 loaves, 46 croissants and 12 cakes today, takings «amt_gbp».",
    "Route setting this week: «n» new problems, 6 of them V4 or above.",
    "Centrifuged at 4000 rpm for 12 minutes, OD600 = 0.«n»",
    "Table 7 asked for the bill: «amt_gbp» split 3 ways.",
    "Bike #2417 back to its owner after a new chain and cassette, «amt_gbp».",
    "Guest count: 142 adults, «n» kids, 3 vegans, 1 coeliac.",
    "Film club attendance: 23 in October, 31 in November, 287 for the year so far.",
    )
add("numeric_prose", "zh",
    "今天团购了 36 箱橙子，每箱 «amt_cny»，周六下午 3 点自提。",
    "宠物医院今天接诊 27 只猫、15 只狗，打了 «n» 针疫苗。",
    "考研倒计时 «n» 天，数学还剩 3 章没复习。",
    "广场舞队 «zdate» 晚上 7 点半在文化广场集合，一共 24 人。",
    "烘焙店本月营业额 «amt_cny»，比上月多 «n»%。",
    "修车铺换了 4 个轮胎，工时费 120 元，共 «amt_cny»。",
    )
add("numeric_prose", "mixed",
    "今天 sales 一共 «amt_cny»，比 last week 多一点",
    "meeting 改到 «zdate» 下午 3 点，room 402",
    "一共 «n» 个 orders，其中 12 个 refund",
    "跑团这周 total «n»6 km，pace 5'«n»\"",
    )

# ---------------------------------------------------------------------------
# date_time
# ---------------------------------------------------------------------------
add("date_time", "en",
    "Rehearsal: «day» «date», 19:30–21:30, bring the Fauré scores.",
    "Clinic hours changed: Mon–Fri 08:00–18:00, Sat 09:00–12:00.",
    "Wedding timeline: ceremony 14:00, drinks 15:15, dinner 17:45, first dance 21:00.",
    "Deadline for the thesis draft is «date», 23:59 GMT.",
    "Next screening: «date» at «time», doors open 15 minutes before.",
    "Shift swap: I'll take «day» 06:00–14:00 if you do Sunday.",
    "Run window: 2026-11-«n»T14:32:07Z to 2026-11-«n»T16:05:51Z",
    "Gym closed on 25 December and 1 January; open 10:00–16:00 on 26 December.",
    )
add("date_time", "zh",
    "«zdate»下午2点半在宠物医院门口集合",
    "营业时间：周一至周五 «~8:00|8:30|9:00»-20:00，周末 9:00-18:00",
    "考研初试时间：2026年12月20日至21日，«~还剩|只剩»«n»天",
    "社区团购截单时间每晚 «~21:00|22:00|23:00»，次日 «~14:00|16:00|17:30» 到货",
    "«zdate» «ztime» 修车铺预约保养",
    "广场舞比赛定在2026年12月«n»日上午9点",
    )
add("date_time", "mixed",
    "meeting 定在 «zdate» «ztime»",
    "deadline 是 «date_slug» 23:59，别拖",
    "flight «date» «time» 起飞，记得提前两小时到",
    "烘焙课 every «day» 10:00-12:00",
    )

# ---------------------------------------------------------------------------
# public_key (public keys, certificates, fingerprints)
# ---------------------------------------------------------------------------
add("public_key", "en",
    "Add my public key to the server please:\n«ssh_pub» «email»",
    "authorized_keys:\n«ssh_rsa_pub» lab@workstation",
    "[Peer]\nPublicKey = «wg_pub»\nAllowedIPs = 10.8.0.«n»/32",
    "my PGP public key, feel free to share:\n«pgp_public»",
    "-- cert for the booking site --\n«cert»",
    "age recipient for the backups: «age_pub»",
    "SSH host key fingerprint: «ssh_fp»",
    "PGP fingerprint: «fingerprint»",
    )
add("public_key", "zh",
    "我的公钥，加到服务器上：\n«ssh_pub» «user»",
    "证书内容如下：\n«cert»",
    "SSH 主机指纹 «ssh_fp»",
    "公钥（PEM）\n«pubkey_pem»",
    "WireGuard 对端公钥 «wg_pub»",
    "PGP 公钥指纹：«fingerprint»",
    )
add("public_key", "mixed",
    "public key 给你：«ssh_pub»",
    "这是 PGP public key block\n«pgp_public»",
    "cert 更新了：\n«cert»",
    "host key fingerprint «ssh_fp» 确认一下",
    )

# ---------------------------------------------------------------------------
# wallet_address (public addresses, xpub)
# ---------------------------------------------------------------------------
add("wallet_address", "en",
    "Donations welcome! BTC: «btc_bech32»",
    "Send the ETH to «eth_addr» (my public address)",
    "Tip jar for the film club: «btc_p2pkh»",
    "Received 0.0«n» BTC at «btc_p2sh»",
    "USDT (TRC20) address: «tron_addr»",
    "watch-only xpub for the donations wallet: «xpub»",
    "Tx confirmed, from «eth_addr» to «eth_addr2»",
    "Our on-chain address: «btc_bech32»",
    )
add("wallet_address", "zh",
    "收款地址：«eth_addr»",
    "USDT 的 TRC20 地址 «tron_addr»",
    "比特币地址 «btc_bech32»，转账前核对一下",
    "«zname»：往这个地址转 «btc_p2pkh»",
    "钱包公开地址 «btc_p2sh»",
    "观察钱包的 xpub：«xpub»",
    )
add("wallet_address", "mixed",
    "ETH address «eth_addr»，别转错链",
    "BTC 收款 «btc_bech32»",
    "TRC20 地址 «tron_addr»",
    "wallet address (public) «btc_p2pkh»，可以公开",
    )

# ---------------------------------------------------------------------------
# identifier (UUIDs, request ids, usernames, member numbers)
# ---------------------------------------------------------------------------
add("identifier", "en",
    "Request ID «req_id» — please quote this in support emails",
    "UUID for the new sample batch: «uuid»",
    "my username on the forum is «user»",
    "Member number 0«n»-4471, valid until Dec 2027",
    "trace_id=«uuid» span_id=«crc32»",
    "Customer ID: «req_id»",
    "Library card: L«n»0048",
    "Booking «uuid» confirmed for «name»",
    )
add("identifier", "zh",
    "会员号：«n»0386",
    "用户名 «user»",
    "请求ID «uuid»",
    "学号 2026«n»013",
    "设备序列号 SN«crc32»",
    "工单编号 «uuid»",
    )
add("identifier", "mixed",
    "user ID «uuid»，查日志用",
    "username 是 «user»",
    "request_id «req_id» 报错了",
    "device SN «crc32»（收银机）",
    )

# ---------------------------------------------------------------------------
# bip39_prose (prose and word lists that use BIP39 words; ordinary Chinese)
# ---------------------------------------------------------------------------
add("bip39_prose", "en",
    "Shopping list: apple, butter, «~coffee|cheese», lemon, onion, «~pepper|potato», rice, salt, sugar, tomato",
    "The choir will sing about an ocean, a bridge and a distant island this «~winter|spring|season».",
    "Word list for the kids' spelling test: «bip_words8»",
    "Vocabulary for «day»: «bip_invalid12»",
    "Poem for the film club zine: 'Ocean ghost, winter siren, / the cable hums, the engine sleeps'",
    "Crossword answers: across — fabric, jungle, pilot; down — canyon, frost, laundry.",
    "Tasting notes: cherry, leather, tobacco, a little vanilla, long finish.",
    "Team names the kids voted on: «bip_words6»",
    )
add("bip39_prose", "zh",
    "今天天气很好，我们去«~公园|河边|湖边»走了一圈。",
    "明天早上«~八|七|九»点在«~学校|小区|地铁站»门口见，别迟到。",
    "这个月的水电费一共是«~三|四|两»百多，大家平摊一下。",
    "老师说这次«~考试|模拟|测验»的题目不难，主要看基础。",
    "我们小区的团购群又开始卖«~水果|大米|鸡蛋»了，价格还可以。",
    "他说下个月要去外地工作，家里的«~猫|狗|鱼»交给我养。",
    )
add("bip39_prose", "mixed",
    "这个 list 里的 words：apple, river, table, «~garden|window|orange» 是英语课的生词",
    "今天的 spelling test 有 ocean、island、«~bridge|castle|forest»",
    "Team names 投票：tiger、eagle、«~rocket|dragon|thunder»，你选哪个？",
    "单词本：«bip_words6»",
    )

# ---------------------------------------------------------------------------
# masked_value (last 4 digits, masked keys and phones)
# ---------------------------------------------------------------------------
add("masked_value", "en",
    "Paid with card «mask_card», thanks!",
    "Your Visa ending in «last4» was charged «amt_gbp».",
    "API key: «mask_key» (the full key was shown once)",
    "«~Password|PIN|Passcode»: ••••••••  [show]",
    "Code sent to your phone ending ••«last2»",
    "Account ****«last4» — direct debit set up",
    "Token last used «date»: «mask_key»",
    "Your recovery email is r•••@g•••.com",
    )
add("masked_value", "zh",
    "您尾号«last4»的储蓄卡于«zdate»支出«amt_cny»",
    "验证码已发送至 «phone_masked»",
    "绑定的银行卡：工商银行（«last4»）",
    "密钥：«mask_key»（仅显示一次）",
    "支付宝账号 «phone_masked»",
    "«~密码|支付密码|登录密码»：********",
    )
add("masked_value", "mixed",
    "card ending «last4» 扣了 «amt_cny»",
    "API key «mask_key» 已经 rotate 了",
    "验证码 sent to «phone_masked»",
    "«~password|PIN|passcode» 显示为 ••••••，点眼睛图标才能看",
    )

# ---------------------------------------------------------------------------
# url_plain (URLs without credentials)
# ---------------------------------------------------------------------------
add("url_plain", "en",
    "Timetable: https://cragworks.gym/timetable?week=«n»&utm_source=newsletter",
    "git clone git@github.com:«~phdlab|bikecoop|filmclub»/«~pipeline|site|inventory».git",
    "Menu PDF: https://trattoria-nonna.co.uk/menu.pdf?v=«n»",
    "ssh «user»@«host» -p 2222",
    "https://«user»@bitbucket.org/filmclub/site.git (it will ask for your own password)",
    "Track your parcel: https://www.royalmail.com/track-your-item#/tracking-results/«track_rm»",
    "Wiki: http://intranet.clinic-north.org/wiki/Rota_Guidelines?rev=«n»",
    "Open http://localhost:«port»/admin and log in with your own account",
    )
add("url_plain", "zh",
    "小程序链接：https://tuangou-app.cn/group?id=«n»0281",
    "商品链接 https://shop.example.cn/item?id=«order_cn»",
    "仓库地址 git@gitee.com:«~petvet|tuangou|bakery»/«~clinic-app|miniapp|pos».git",
    "教程在这：https://kaoyan.example.cn/notes/math/ch«n»",
    "ssh «user»@«host»，密码问管理员",
    "后台地址 http://192.168.1.«n» ，用自己的账号登录",
    )
add("url_plain", "mixed",
    "活动 link: https://cragworks.gym/events?lang=zh&ref=wechat&p=«n»",
    "repo 地址 git@github.com:«~bakery|petvet|kaoyan»/«~pos|site|notes».git",
    "download 地址 https://releases.example.com/v«semver»/app.apk",
    "ssh «user»@«host» 登上去看 log",
    )

# ---------------------------------------------------------------------------
# Second batch (en)
# ---------------------------------------------------------------------------
add("checksum", "en",
    "$ sha256sum -c SHA256SUMS\ninstaller.iso: OK\n# «sha256»  installer.iso",
    "HTTP/1.1 200 OK\nETag: \"«md5»\"\nContent-Length: «n»842",
    )
add("postal_code", "en",
    "Pincode: «in_city_pin.1»\nCity: «in_city_pin.0»\nCountry: India",
    "Address proof shows PIN «in_city_pin.1», «in_city_pin.0» — matches the form.",
    )
add("code_config_benign", "en",
    "[database]\npassword_env = \"DB_PASSWORD\"\nhost = «host»",
    "$ op read \"op://Lab/NAS/password\"",
    )
add("secret_reference", "en",
    "WiFi password → Bitwarden 'Clinic Wi-Fi'",
    "PIN: memorised. Card: in the «~blue|brown|travel» wallet.",
    )
add("placeholder", "en",
    "Use 4000 0000 0000 0002 to test a declined payment.",
    "JWT_SECRET=<generate with openssl rand -hex 32>",
    )
add("credential_talk", "en",
    "Voice memo: um, remind me to, like, reset the router password tomorrow",
    "The «~OTP|SMS code|login code» arrived after it had already expired. Twice.",
    )
add("masked_value", "en",
    "Card •••• «last4» expires soon — update your details",
    "Revoked: sk_live_…«last4»",
    )
add("public_key", "en",
    "known_hosts:\n«host» «ssh_pub»",
    "-----BEGIN PUBLIC KEY----- block for the webhook verifier:\n«pubkey_pem»",
    )
add("wallet_address", "en",
    "Ledger receive address, verified on the device: «btc_bech32»",
    "ENS: rosa.eth → «eth_addr»",
    )
add("identifier", "en",
    "Sample tube IDs: «uuid», «uuid2»",
    "Device serial «crc32» registered to «name»",
    )
add("numeric_prose", "en",
    "Rain gauge: «n» mm overnight, 3.2 °C at 06:00, wind 18 km/h.",
    "The climbing wall is 14.5 m tall with 212 holds; «n» routes are graded 6a+ or harder.",
    )
add("date_time", "en",
    "Diary «date», «time» — couldn't sleep, wrote until 02:40.",
    "Choir tour: depart 05:45 «day», return 22:10 Sunday.",
    )
add("version_string", "en",
    "OS: Ubuntu 24.04.1 LTS, kernel 6.8.0-«n»-generic",
    "Firmware for the label printer: «fw_ver»",
    )
add("phone_number", "en",
    "Out-of-hours vet: «phone_uk» (press 2)",
    "Landline for the farm stall: 01970 6«n»214",
    )
add("order_number", "en",
    "Booking confirmed — reference «booking_ref», 2 adults, «date»",
    "PO number «invoice» for the choir's new music stands",
    )
add("url_plain", "en",
    "Rota: https://docs.choir-stgiles.org/rota/«date_slug»",
    "API docs: https://api.cragworks.gym/v2/docs#/members/get_member",
    )
add("bip39_prose", "en",
    "Ingredients: flour, sugar, butter, egg, milk, salt — bake 25 minutes.",
    "Our film club's winter season theme is 'frontier, journey, and escape'.",
    )
