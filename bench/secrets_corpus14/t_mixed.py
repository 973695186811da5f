# Code-switched Chinese/English templates. 1st, 3rd, ... template of a kind go to dev, 2nd, 4th, ... to test.
# Settings: an IT helpdesk at a foreign company in Shanghai, cross-border Amazon sellers, international-school
# teachers, a game guild, indie app developers, a Singaporean Chinese family, cabin crew, 港漂 office workers.
T = {}

T["password_nl"] = [
    "IT helpdesk：你的 AD 密码已 reset，临时 password 是 ⟨S⟩，first login 会要求你改。",
    "[⟨stamp⟩] ⟨zname⟩: 公会 Discord 的 admin 账号密码 我改成 ⟨S⟩ 了\n[⟨stamp⟩] ⟨name⟩: ok noted 👌",
    "语音转文字：hi那个 Amazon seller central 的密码是⟨S:pw_spelled⟩ 你 copy 一下",
    "@ocr Screenshot 识别：\nTeams – ⟨zname⟩\nlaptop 开机 pwd：⟨S:pw_fw⟩\n别给 intern 看",
]

T["pin"] = [
    "妈 your ATM PIN 我帮你改成 ⟨S⟩ 了，don't tell anyone 啊",
    "crew locker 旁边那台 iPad 的 passcode 是 ⟨S:pin6⟩，briefing 之后记得 lock",
    "语音：the SIM PIN is ⟨S:pin_en⟩，插新卡的时候要输",
    "Octopus 卡的 PIN… no wait, 是 credit card 的 PIN：⟨S:pin_fw⟩，⟨?收好|别乱说⟩",
]

T["door_code"] = [
    "公司 server room 门禁 code 改了：⟨S:door_keypad⟩，记得 badge 也要刷",
    "Airbnb 房东说 lockbox code 是 ⟨S⟩，钥匙在里面，check-in after 3pm",
    "Hi 各位，staff room 的 keypad 新密码 ⟨S⟩，don't share with students 哈",
    "语音：hotel 后门 code 是⟨S:door_zh⟩ then 按 #",
]

T["otp"] = [
    "Fwd 短信: [Amazon] ⟨S:otp6⟩ is your one-time password. 不要告诉任何人.",
    "⟨zname⟩：我手机收到 code ⟨S:otp_dash⟩，是你在 login Steam 吗？",
    "@ocr 锁屏通知 · now\nDBS: Your OTP is ⟨S⟩ for a transaction of SGD ⟨num3⟩.00. 如非本人操作请致电.",
    "验证码 ⟨S:otp_fw⟩ expired 了，resend 一下",
]

T["security_answer"] = [
    "bank 的 security question「first school」我填的是 ⟨S:ans_school⟩，你 call 的时候用这个",
    "密保 Q: 你最喜欢的 teacher？A: ⟨S:ansz_teacher⟩",
    "HSBC 打来 verify，问 mother's maiden name，我说 ⟨S:ans_maiden⟩，然后就 ok 了",
    "Apple ID 安全问题：first pet's name → ⟨S:ansz_pet⟩",
]

T["login_pair"] = [
    "公会网站后台 username: ⟨user⟩ password: ⟨S⟩",
    "新 intern 的 account：⟨workmail⟩ / ⟨S⟩，第一次登录要改 password",
    "| 系统 | user | pwd |\n|---|---|---|\n| ERP | ⟨user⟩ | ⟨S⟩ |\n| 报销 | SSO | - |",
    "语音：Shopify 的 login 是 ⟨email⟩ 密码 ⟨S:pw_spelled⟩",
]

T["bank_login"] = [
    "DBS iBanking 的 User ID 是 ⟨member⟩，PIN ⟨S:bank_passcode⟩，阿嬷叫我帮她记",
    "HSBC HK online banking password：⟨S⟩，security device 在抽屉",
    "公司 PayPal business 登录 password ⟨S⟩，两步验证绑的是 finance 手机",
    "@ocr 开户信 Welcome letter\nInternet Banking 用户名: ⟨user⟩\n初始密码 Initial password: ⟨S⟩",
]

T["card_number"] = [
    "帮我付下 AWS 的账单，card ⟨S⟩ exp ⟨expiry⟩ CVV ⟨cvv⟩",
    "公司 corporate card：⟨S⟩，有效期 ⟨expiry⟩，背面 code ⟨cvv⟩，只能订 flight",
    "@ocr Screenshot 卡片信息\nCard number ⟨S⟩\nExpiry ⟨expiry⟩\n持卡人 ⟨fullname⟩",
    "语音：卡号 ⟨S:card_plain⟩ expiry ⟨expiry⟩ 后面三位 ⟨cvv⟩",
]

T["wifi_password"] = [
    "Office WiFi：⟨ssid⟩，密码 ⟨S⟩，guest 网络不要用",
    "crew hotel 的 WiFi password 是 ⟨S⟩，房间号当 username",
    "@code WIFI:T:WPA;S:⟨zssid⟩;P:⟨S⟩;;  # 二维码内容",
    "教室 wifi 改了：⟨S⟩（network: ⟨ssid⟩），别告诉学生",
]

T["recovery_codes"] = [
    "公会 Discord 的 backup codes，我存一份：\n⟨S:rc_generic⟩",
    "GitHub recovery codes（独立开发那个 org）：\n⟨S:rc_github⟩",
    "Apple ID recovery key：⟨S:rc_apple⟩，写在纸上放保险箱了",
    "用掉了一个 backup code ⟨S:rc_single⟩，剩下的在 1Password",
]

T["totp_secret"] = [
    "2FA secret 手动输入：⟨S:totp_grouped⟩（Google Authenticator）",
    "二维码 decode 出来是 ⟨S:otpauth⟩",
    "AWS root 的 MFA seed：⟨S⟩，别丢了 ⟨?否则要 call support|不然进不去⟩",
    "@code # 测试用 TOTP\nTOTP_SECRET = \"⟨S⟩\"  # 改成 env 读取",
]

T["mnemonic_bip39_en"] = [
    "Ledger 的 seed phrase（不要截图！）：\n⟨S:mn_numbered⟩",
    "wallet 恢复词：⟨?⟨S:mn_line⟩|⟨S:mn_slash⟩⟩",
    "我把 24 words 抄在 notebook 了，拍照 OCR 出来：\n⟨?⟨S:mn_cols⟩|⟨S:mn_tsv⟩⟩",
    "MetaMask 的 secret recovery phrase：⟨?⟨S:mn_dash⟩|⟨S:mn_upper⟩⟩",
]

T["mnemonic_zh"] = [
    "Trust Wallet 的助记词（Chinese list）：⟨S:mnz_space⟩",
    "imToken backup 中文助记词：\n⟨S:mnz_numbered⟩",
    "seed phrase 用的中文：⟨?⟨S:mnz_inline_num⟩|⟨S:mnz_fw_num⟩⟩",
    "备份 words，from 我的 notebook：\n⟨?⟨S:mnz_grid⟩|⟨S:mnz_tight⟩⟩",
]

T["api_key"] = [
    "OpenAI 的 API key 我放这里了：⟨S:key_openai⟩，记得设 usage limit",
    "Claude key：⟨S:key_anthropic⟩，只给 side project 用",
    "Slack bot token ⟨S:key_slack_bot⟩，部署完就 revoke 旧的",
    "Amazon SP-API 的 refresh token？不是，这个是 Shopify admin token：⟨S:key_shopify⟩",
]

T["jwt"] = [
    "@code # 调试用 token\ncurl -H \"Authorization: Bearer ⟨S⟩\" https://api.⟨domain⟩/v1/orders",
    "Chrome devtools 里的 cookie：session=⟨S⟩，帮我 decode 看 exp",
    "小程序 login 之后返回的 access token：⟨S⟩",
    "这个 JWT 一直 401：⟨S⟩，是不是 secret 配错了",
]

T["private_key"] = [
    "EC2 的 key pair 私钥（pem）：\n⟨S:pk_rsa⟩",
    "deploy 用的 SSH key，贴进 GitHub Actions secret 里：\n⟨S:pk_openssh⟩",
    "Apple push 证书的 private key：\n⟨S:pk_ec⟩",
    "age key 给 sops 用：⟨S:pk_age⟩",
]

T["crypto_wallet_key"] = [
    "公会金库 wallet 的 private key：⟨S:hexkey⟩，只有会长和我有",
    "Electrum 导出的 WIF：⟨S:wif⟩",
    "Solana 钱包 export 出来的 secret：⟨S:sol⟩",
    "@code # 测试网 deploy\nPRIVATE_KEY=⟨S:hexkey⟩  # 别 commit",
]

T["connection_string"] = [
    "prod DB 连接：⟨S:conn_pg⟩，只读账号还没建",
    "Azure storage 的 connection string：⟨S:conn_azure⟩",
    "Service Bus 连不上？用这个：⟨S:conn_servicebus⟩",
    "Oracle 的 tns 太麻烦，直接用 ⟨S:conn_oracle⟩",
]

T["url_credentials"] = [
    "飞书 bot 的 webhook：⟨S:url_feishu⟩",
    "NAS WebDAV 地址 ⟨S:url_basic⟩，同步 photos 用",
    "repo 的 remote 带了 token：⟨S:url_git⟩，记得换掉",
    "订阅 calendar 用这个 private link：⟨S:url_query⟩",
]

T["env_file"] = [
    "@code # .env.local 本地开发\nNEXT_PUBLIC_SITE=https://⟨domain⟩\n⟨keyname⟩=⟨S⟩",
    "Vercel 的 env 里 ⟨keyname⟩ 设成 ⟨S⟩ 就行",
    "@code # GitHub Actions\nenv:\n  ⟨keyname⟩: ⟨S⟩  # TODO 改成 secrets",
    "@code export ⟨keyname⟩=\"⟨S⟩\"  # 加到 ~/.zshrc",
]

T["cli_password"] = [
    "@code docker login registry.⟨domain⟩ -u ⟨user⟩ -p ⟨S⟩  # CI 里用",
    "昨天连 DB 用的命令：psql \"postgresql://⟨dbuser⟩@⟨host⟩/shop\" 然后 PGPASSWORD=⟨S⟩",
    "@code net use Z: \\\\fileserver\\finance ⟨S⟩ /user:CORP\\⟨user⟩  # 财务共享盘",
    "@code wget --user=⟨user⟩ --password=⟨S⟩ https://files.⟨domain⟩/export.csv  # 每天拉报表",
]

T["dotfile_credential"] = [
    "@code # ~/.aws/credentials（个人账号）\n[default]\naws_access_key_id = ⟨aws_id⟩\naws_secret_access_key = ⟨S:key_aws_secret⟩",
    "@code # ~/.s3cfg 配置\naccess_key = ⟨aws_id⟩\nsecret_key = ⟨S:key_aws_secret⟩",
    "@code # gradle.properties 签名配置\nRELEASE_STORE_FILE=release.jks\nRELEASE_STORE_PASSWORD=⟨S⟩\nRELEASE_KEY_ALIAS=upload",
    "@code # ~/.msmtprc 发邮件\naccount default\nhost smtp.⟨domain⟩\nuser ⟨workmail⟩\npassword ⟨S⟩",
]

# ---------------------------------------------------------------------------
# Benign
# ---------------------------------------------------------------------------

T["credential_talk"] = [
    "IT 说 password 每 ⟨?90|60|180⟩ 天要改一次，好烦，而且不能 reuse",
    "又有 scam call 说是 DBS 要我 OTP，我直接挂了，大家 be careful",
    "我 forgot 了 Apple ID 的密码，reset 要等 ⟨?24|72⟩ 小时",
    "新 policy：door code 不准发 WeChat group，要问 ⟨?admin|前台|HR⟩",
]

T["secret_reference"] = [
    "WiFi 密码在 ⟨zpm⟩ 的 shared vault 里，name 叫「Office」",
    "server root password 不在这里，去 Bitwarden → IT → Servers 找",
    "seed phrase 在 ⟨?safe deposit box|保险箱|老家⟩，不在任何 device 上",
    "门禁 code 每月会 email 给大家，别问我 😂",
]

T["order_number"] = [
    "Amazon order ⟨order_amazon⟩ 客户说没收到",
    "订单 ⟨order_ref⟩ 已 refund",
    "eBay 订单号 ⟨order_ebay⟩，buyer 要 return",
    "淘宝 order ⟨order_taobao⟩，帮我 check 一下",
]

T["tracking_number"] = [
    "UPS tracking ⟨track_ups⟩，还在 customs",
    "顺丰 ⟨track_sf⟩ 已经 delivered",
    "DHL ⟨track_dhl⟩，预计 ⟨zday⟩ 到",
    "FBA 入仓的 tracking ⟨track⟩，帮我 follow up",
]

T["phone_number"] = [
    "有事 call 我 ⟨phone_hk⟩",
    "客户 hotline ⟨phone_400⟩",
    "UK office 电话 ⟨phone_uk⟩",
    "我的新 number 是 ⟨phone_cn⟩",
]

T["date_time"] = [
    "meeting 改到 ⟨zdate⟩ ⟨ztime⟩",
    "flight 是 ⟨date⟩ ⟨time⟩ 的，记得 check-in",
    "parents' evening ⟨zdate⟩，⟨?下午|晚上⟩ 六点开始",
    "deadline ⟨date⟩，别 delay",
]

T["price"] = [
    "这个 SKU 成本 ⟨zprice⟩，卖 $⟨num2⟩.99",
    "机票 ⟨zprice⟩，hotel 另外 ⟨price⟩",
    "公会 server 每月 $⟨num2⟩，大家 AA",
    "学费 ⟨price⟩ per term，有点贵",
]

T["version_string"] = [
    "app 更新到 ⟨version⟩ 之后 crash 了",
    "Xcode ⟨?15.3|16.0|15.4⟩ build 不过，要降回去",
    "游戏 patch ⟨version⟩ 今天上线",
    "@code $ python --version\nPython 3.⟨?11|12|10⟩.⟨num2⟩  # 公司电脑",
]

T["git_log"] = [
    "@code ⟨sha7⟩ fix: 修复 checkout bug\n⟨sha7⟩ feat: 加入 dark mode",
    "revert 了 ⟨sha7⟩，prod 有问题",
    "deploy 的 commit 是 ⟨sha40⟩",
    "cherry-pick ⟨sha7⟩ 到 release branch",
]

T["checksum"] = [
    "下载的 iso，SHA256 是 ⟨sha256⟩，match 了",
    "@code <!-- 第三方 script -->\n<script src=\"https://unpkg.com/htmx.org@1.9.10\" integrity=\"⟨sri⟩\" crossorigin=\"anonymous\"></script>",
    "file 的 md5 ⟨md5⟩，跟 vendor 给的一样",
    "docker image digest sha256:⟨sha256⟩，已 pin 住",
]

T["placeholder"] = [
    "@code # 把下面换成你自己的 key\nOPENAI_API_KEY=⟨placeholder_key⟩",
    "test card 用 ⟨test_card⟩ 就行，sandbox 模式",
    "password 那栏填 ⟨placeholder_pw⟩，正式环境再换",
    "@code ⟨?-----BEGIN PRIVATE KEY-----\n（在这里粘贴你的 private key）\n-----END PRIVATE KEY-----|-----BEGIN RSA PRIVATE KEY-----\n...（省略，paste your own）\n-----END RSA PRIVATE KEY-----|-----BEGIN OPENSSH PRIVATE KEY-----\n<你的 key>\n-----END OPENSSH PRIVATE KEY-----⟩\n# ⟨?template 文件|不要 commit 真的 key|示例 only⟩",
]

T["example_key"] = [
    "文档里的 example：⟨example_key⟩，不是 real key 放心",
    "AWS 官方 sample：⟨aws_example_id⟩，教学用",
    "jwt.io 上那个 sample token ⟨jwt_io⟩，training 用",
    "README 写 e.g. `⟨example_key⟩`，只是 example",
]

T["room_number"] = [
    "meeting room ⟨room⟩，⟨?十点|下午两点⟩",
    "crew hotel 房间 ⟨room⟩",
    "我在 Room ⟨room⟩ 上课",
    "locker ⟨num3⟩ 是我的，不是密码啦",
]

T["flight_number"] = [
    "我的 flight 是 ⟨zflight⟩，gate ⟨gate⟩",
    "明天飞 ⟨flight⟩，seat ⟨seat⟩",
    "⟨zflight⟩ delay 了两个小时",
    "roster：⟨zflight⟩ / ⟨flight⟩ 连飞",
]

T["postal_code"] = [
    "寄到 UK 的 postcode ⟨uk_post⟩",
    "美国仓库 ZIP ⟨us_zip⟩",
    "India 客户地址，PIN code ⟨in_pin⟩，city ⟨?Pune|Jaipur|Kochi⟩",
    "地址写 ⟨cn_post⟩ 就行，no need for 区号",
]

T["identifier"] = [
    "ticket ID ⟨uuid⟩，IT 会 follow",
    "laptop serial ⟨serial⟩，报修用",
    "IMEI ⟨imei⟩，手机丢了要报",
    "员工号 ⟨member⟩，HR system 里查",
]

T["public_material"] = [
    "公会收款 address：⟨eth_addr⟩",
    "我的 SSH public key：⟨ssh_pub⟩",
    "BTC address ⟨btc_addr⟩，donate 用",
    "GPG fingerprint ⟨pgp_fp⟩，verify 一下",
]

T["bip39_prose"] = [
    "今天 spelling test：⟨bip_bad12⟩",
    "vocabulary list 第三课：⟨bipwords8⟩",
    "band 名字 ideas：⟨bipwords5⟩",
    "公会 motto：⟨?never give up|stay together|fight as one⟩，大家加油",
]

T["code_config_benign"] = [
    "@code # 从 env 读，不要 hardcode\nAPI_KEY = os.environ[\"⟨envvar⟩\"]",
    "@code // 配置 config\nconst secret = process.env.⟨envvar⟩ ?? \"\";",
    "@code # CI 里用 secrets\nenv:\n  TOKEN: ${{ secrets.⟨envvar⟩ }}",
    "@code # 密码从 keyring 拿\npw = keyring.get_password(\"⟨?shop|erp|guild⟩\", \"⟨user⟩\")",
]

T["redacted_text"] = [
    "memory：门禁 code 是 ⟨redaction⟩",
    "@code redactions:  # 自动脱敏\n  - ⟨kind⟩",
    "邮箱 ⟨cut_email⟩（domain 被截掉了）",
    "evidence：“PIN 是 ⟨redaction⟩”",
]

T["masked_value"] = [
    "card ending ⟨last4⟩ 扣款了",
    "验证码 code 发到 ⟨masked_phone⟩ 了",
    "key 显示 ⟨masked_key⟩，看不到全部",
    "password 显示 ⟨?******|••••••⟩，要点 reveal",
]

T["numeric_prose"] = [
    "今天出了 ⟨num3⟩ 单，return ⟨num2⟩ 单",
    "raid 打了 ⟨num2⟩ 次才过，DPS 要 ⟨num3⟩k",
    "班上 ⟨num2⟩ 个 students，⟨num2⟩ 个 parents 来了",
    "这个月飞了 ⟨num2⟩ 个 sectors，⟨num3⟩ flying hours",
]
