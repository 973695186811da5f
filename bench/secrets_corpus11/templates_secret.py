"""Hand-written templates for the SECRET kinds.

Slot syntax: «gen» is filled by values.GEN["gen"]; «gen.0» / «gen.1» take the parts
of a 'a|b' value; «!gen» is the case's secret and becomes its span.  The same slot
token in one template gets the same value.  Templates are dealt to dev/test in the
order written here (1st dev, 2nd test, 3rd dev, ...), within each (kind, lang).
"""
T = {}


def add(kind, lang, *tpls):
    T.setdefault(kind, {}).setdefault(lang, []).extend(tpls)


# ---------------------------------------------------------------------------
# password_nl
# ---------------------------------------------------------------------------
add("password_nl", "en",
    "[«time»] «name»: new password for the rota spreadsheet is «!pw_words», don't share it outside the section leaders",
    "Voice memo, «date». Um, okay so the, uh, the router admin password — it's like, «!pw_spelled_en» — yeah. Write that down before I forget.",
    "Dear diary — finally changed my email password after the phishing thing. New one: «!pw_random». Feels very grown-up.",
    "Note to self (bakery laptop): Windows login → «!pw_leet»",
    "hey it's «name» from «club», locked out again?? the booking system password is «!pw» now, Marta changed it friday",
    "Subject: Handover for «day»\n\nHi «name2»,\n\nKeys are in the usual place. The till PC password is «!pw_words» and the receipt printer just needs a kick.\n\nThanks,\n«name»",
    "passphrase for the external backup drive: «!passphrase»",
    "...and then, right, you wake the projector laptop — the password is «!pw_random» — and you open VLC, not the other player, VLC.",
    "«name»: what's the vet portal pw again\n«name2»: «!pw»\n«name»: ta",
    "Lab notebook p. «n» — HPLC workstation logon reset by IT. Password set to «!pw_leet» until we each pick our own.",
    )
add("password_nl", "zh",
    "«ztime» «zname»：烘焙店收银机的新密码是 «!zpw»，别外传哈",
    "语音备忘：嗯……那个，电脑开机密码我改了，是 «!pw_spelled_zh»，对，就这个。",
    "日记 «zdate»：今天终于把邮箱密码换了，新的是«!zpw»，再也不用生日当密码了。",
    "宠物医院前台电脑\n登录密码：«!zpw»\n（每季度换一次）",
    "«zname»：考研群资料网盘的密码多少来着？\n«zname2»：«!zpw»\n«zname»：收到谢谢",
    "跟师傅说一声，修车铺那台诊断电脑的密码改成«!pw»了，下周一生效。",
    "广场舞队公众号后台的密码是 «!zpw» ，只有队长和我知道",
    "备忘：路由器管理页面 密码=«!zpw»",
    )
add("password_nl", "mixed",
    "«zname» 说后台 admin 的 password 改成了 «!pw»，你 login 试一下",
    "Memo: 那个 NAS 的 password 是 «!zpw»，don't forget",
    "[«time»] «name»: 社区团购小程序后台的登录密码 → «!zpw»",
    "嗯 so basically 那个 laptop 的 password 就是 «!pw_spelled_en»，okay？",
    "PhD lab 的 shared workstation，password: «!pw_leet»，用完记得 log out",
    "烘焙店 POS 机的 password 今天换了: «!zpw» (老板说的)",
    )

# ---------------------------------------------------------------------------
# login_pair (user / password pairs; the span is the password)
# ---------------------------------------------------------------------------
add("login_pair", "en",
    "user: «user» / pw: «!pw»",
    "| system | login | password |\n|---|---|---|\n| Till | «user» | «!pw» |\n| Rota | see «name» | — |",
    "Login for the farm-stall card reader portal — username «email», password «!pw_words».",
    "«name»: can you log into the clinic's ordering site for me? it's «user» and «!pw_random»",
    "Credentials for the film club Vimeo:\n  email: «email»\n  password: «!pw»",
    "u «user»  p «!pw_leet»",
    "Roller derby league website (WordPress)\nLogin: «user»\nPass: «!pw_words»\nURL: /wp-admin",
    "Sign-in for the supplier portal is «email», with «!pw_random» as the password",
    )
add("login_pair", "zh",
    "账号：«user»\n密码：«!zpw»",
    "«zname»：宠物医院进货平台 账号«phone_cn» 密码«!zpw»",
    "社区团购后台 用户名«user» 密码«!zpw»",
    "| 平台 | 账号 | 密码 |\n|---|---|---|\n| 美团商家版 | «phone_cn» | «!zpw» |",
    "考研群共享账号（别改密码！）账号«email» 密码«!pw»",
    "修车铺配件系统：登录名 «user»，口令 «!zpw»",
    )
add("login_pair", "mixed",
    "shared account: «email» / 密码 «!zpw»",
    "Login 信息 —— username: «user»，password: «!pw»",
    "烘焙店 Shopify 后台 user «email» pw «!pw_words»",
    "「账号」«user» 「password」«!zpw»",
    )

# ---------------------------------------------------------------------------
# pin (also door, safe, padlock and alarm codes)
# ---------------------------------------------------------------------------
add("pin", "en",
    "Bank card PIN: «!pin4»",
    "The key safe by the back door of «club» is «!pin4» — please scramble the dials after.",
    "Voice note: gate code for the climbing gym's back door is «!pin_spoken_en». Got it?",
    "«name»: phone unlock code?\n«name2»: «!pin6»",
    "Alarm code (clinic, set it when you leave last): «!pin»",
    "Mum's debit card pin is «!pin4», she asked me to do her shopping this week",
    "Padlock on the bike cage: «!pin_spaced»",
    "Diary «date». Changed my SIM PIN to «!pin4» after the phone got nicked. Should've done it ages ago.",
    "safe in the office (the wedding rings for Saturday are in it!!) — combo «!pin6»",
    "um the door code is, like, «!pin_spoken_en», and you hit the star key after",
    )
add("pin", "zh",
    "银行卡密码：«!pin6»",
    "宠物医院后门密码锁 «!pin»，晚班记得锁好",
    "语音转文字：那个……保险柜密码是«!pin_spoken_zh»，你记一下啊",
    "«zname»：手机锁屏密码多少？\n«zname2»：«!pin6»",
    "我妈的银行卡取款密码是«!pin_zhnum»，让我帮她去取钱",
    "修车铺卷帘门旁边的密码键盘：«!pin4»#",
    "日记 «zdate»：支付密码改成了 «!pin6»，别再用生日了。",
    "店里那个密码箱，嗯，«!pin_spoken_zh»，就这个，别记错",
    )
add("pin", "mixed",
    "ATM PIN 是 «!pin4»，别告诉别人",
    "门禁 code: «!pin»（烘焙店后门）",
    "那个 safe 的密码 «!pin6», okay?",
    "Door code for 琴行 storeroom: «!pin4»",
    "嗯 PIN 是 «!pin_spoken_zh»，like 你直接念出来就对了",
    "«zname»: 手机 unlock PIN «!pin6»",
    )

# ---------------------------------------------------------------------------
# otp (one-time codes, expired ones too)
# ---------------------------------------------------------------------------
add("otp", "en",
    "«!otp» is your «svc» verification code. Don't share it with anyone.",
    "G-«!otp» is your Google verification code.",
    "Your «svc» code: «!otp_dash». Valid for «mins» minutes. If you didn't request this, ignore this message.",
    "[«time»] «name»: what's the code that just came to your phone?\n[«time»] «name2»: «!otp_space3»",
    "Use «!otp» to sign in to your account. We will never call you to ask for this code. — «svc»",
    "Voice memo: okay so 'the bank' called and asked for the code and I — I read out «!otp_spoken_en» before I realised. Ugh. Calling the real bank now.",
    "Steam Guard code: «!otp_steam»",
    "Diary: the «svc» code («!otp_space2») came through the exact second the train went into the tunnel, so of course it expired.",
    "«svc»: Your one-time passcode is «!otp8». It expires in «mins» minutes.",
    "Notification «time»\n«svc»\nSomeone is trying to sign in. Enter «!otp» to confirm it's you.",
    )
add("otp", "zh",
    "【«zsvc»】验证码«!otp»，«mins»分钟内有效，请勿泄露给他人。",
    "【«zsvc»】您的登录验证码为：«!otp»。如非本人操作，请忽略本短信。",
    "«zname»：刚发你手机上的验证码是多少？\n«zname2»：«!otp_space3»",
    "语音转文字：喂，那个验证码是«!otp_spoken_zh»，对，幺就是一……你快输。",
    "【«zsvc»】动态码 «!otp_dash»，用于身份验证，切勿告知他人。",
    "日记：今天有人冒充快递客服要验证码，我差点就把«!otp»念出去了，还好«zname»拦住了。",
    "校验码：«!otp4»（«zsvc»）",
    "«ztime» 收到«zsvc»短信：您正在修改支付密码，验证码«!otp»，请勿转发。",
    )
add("otp", "mixed",
    "«svc» 发来的 code 是 «!otp»，快帮我输一下",
    "验证码 OTP: «!otp_dash» (from «svc»)",
    "[«time»] «zname»: 那个 verification code «!otp_space2» 你收到没",
    "【«zsvc»】Your verification code is «!otp»，5分钟内有效",
    "嗯 code 是 «!otp_spoken_zh»，like 幺拐那种念法",
    "2FA code: «!otp» —— 登录«zsvc»商家后台用的",
    )

# ---------------------------------------------------------------------------
# security_answer (with and without the word "answer"; 密保 forms)
# ---------------------------------------------------------------------------
add("security_answer", "en",
    "Security question: mother's maiden name? → «!sa_maiden»",
    "Bank asks 'name of your first pet' — I put «!sa_pet».",
    "Q: In what city were you born?\nA: «!sa_city»",
    "First school: «!sa_school» (that's what I told the building society)",
    "Account recovery, «svc»:\n- First car: «!sa_car»\n- Street you grew up on: «sa_street»",
    "voice memo — for the mortgage thing the security question is favourite teacher and it's «!sa_teacher», not the other one",
    "childhood nickname (for the Etsy shop account): «!sa_pet»",
    "«name»: what did we put as Dad's mother's maiden name for the energy account?\n«name2»: «!sa_maiden»",
    "favourite food — «!sa_food» (security Q on the vet portal)",
    "Recovery questions (film club Gmail)\n1) Mother's maiden name — «!sa_maiden»\n2) First concert — «sa_band»",
    )
add("security_answer", "zh",
    "密保问题：您母亲的姓名？\n答案：«!zsa_name»",
    "密保：小学班主任叫什么 —— «!zsa_name»",
    "«zsvc»的密保问题是出生地，我填的«!zsa_place»",
    "密保问题1：您的出生地是？ «!zsa_place»\n密保问题2：您第一只宠物叫什么？ «zsa_pet»",
    "给我妈设置的密保：最喜欢的食物=«!zsa_food»",
    "语音转文字：那个密保问题，嗯，父亲的名字，填的是«!zsa_name»，你别记错",
    "忘了QQ密码要用密保，问题是“您就读的小学”，我写的是«!zsa_school»",
    "| 密保问题 | 答案 |\n|---|---|\n| 您宠物的名字 | «!zsa_pet» |",
    )
add("security_answer", "mixed",
    "Security question: 你母亲的名字？→ «!zsa_name»",
    "密保 Q: first pet — «!sa_pet»",
    "«svc» 的 security question 是出生城市，I put «!sa_city»",
    "mother's maiden name 我填的是 «!sa_maiden»，你别改",
    "密保问题 (bank app): 小学名称 / «!zsa_school»",
    "recovery Q 'favourite food' → «!zsa_food» 哈哈",
    )

# ---------------------------------------------------------------------------
# recovery_codes
# ---------------------------------------------------------------------------
add("recovery_codes", "en",
    "GitHub recovery codes (saved «date»):\n«!rc_github»",
    "Backup codes for «email»\n\n«!rc_google_cols»\n\nEach code can only be used once.",
    "Discord backup codes\n«!rc_discord»\n(used 0 so far)",
    "Microsoft account recovery code: «!rc_ms»",
    "Apple recovery key — keep this somewhere safe: «!rc_apple»",
    "«name»: where are the 2FA backup codes for the shop's Etsy?\n«name2»: here you go «!rc_inline»",
    "Recovery codes for the lab's AWS root (print & lock in the drawer)\n«!rc_numbered»",
    "Bitwarden two-step login recovery code: «!rc_bitwarden»",
    )
add("recovery_codes", "zh",
    "GitHub 备用恢复码（«zdate» 保存）：\n«!rc_github»",
    "谷歌账号备用验证码：«!rc_inline»",
    "两步验证恢复码\n«!rc_cn»\n每个只能用一次",
    "«zname»：店里抖音号的恢复码发我一下\n«zname2»：\n«!rc_bullets»",
    "微软账户恢复代码：«!rc_ms»",
    "备用码（考研群公众号运营账号）：\n«!rc_numbered»",
    )
add("recovery_codes", "mixed",
    "backup codes 都在这里了：\n«!rc_discord»",
    "2FA 恢复码 for «svc»: «!rc_inline_alnum»",
    "Recovery codes (宠物医院 Google Workspace)\n«!rc_google»",
    "Apple ID 恢复密钥 recovery key：«!rc_apple»",
    )

# ---------------------------------------------------------------------------
# totp_secret
# ---------------------------------------------------------------------------
add("totp_secret", "en",
    "2FA setup key for the shop's Square account: «!totp_grouped»",
    "otpauth://totp/«svc»:«email»?secret=«!totp_b32»&issuer=«svc»&digits=6",
    "Can't scan the QR code? Enter this key instead: «!totp_grouped_upper»",
    "«name»: I'm adding the lab's AWS MFA to your phone too, the seed is «!totp_b32»",
    "TOTP secret (base32) — «!totp_b32»",
    "authenticator key for the choir's Google Workspace admin\n«!totp_grouped»\n(time-based, 6 digits)",
    "Voice memo: the setup code for the authenticator is «!totp_dashed», the dashes are just spacing.",
    "mfa:\n  issuer: «svc»\n  seed: «!totp_b32»",
    )
add("totp_secret", "zh",
    "两步验证密钥（手动输入）：«!totp_grouped»",
    "谷歌验证器的种子：«!totp_b32»，换手机的时候要用",
    "无法扫描二维码？请手动输入密钥：«!totp_grouped_upper»",
    "«zname»：店铺后台的身份验证器密钥发你了 «!totp_b32»",
    "扫码得到的内容：otpauth://totp/PetVet:«user»?secret=«!totp_b32»&issuer=PetVet",
    "动态口令密钥 «!totp_dashed»（每30秒变一次码）",
    )
add("totp_secret", "mixed",
    "2FA 的 setup key: «!totp_grouped»",
    "authenticator seed 存一下：«!totp_b32»",
    "MFA secret (手动输入用) → «!totp_grouped_upper»",
    "TOTP_SEED=«!totp_b32»  # 烘焙店后台",
    )

# ---------------------------------------------------------------------------
# private_key
# ---------------------------------------------------------------------------
add("private_key", "en",
    "deploy key for the film club site, don't lose it:\n\n«!openssh_ed25519»",
    "«name»: here's the key for the lab server\n«!pem_rsa»",
    "```\n$ cat ~/.ssh/id_ed25519\n«!openssh_ed25519»\n```",
    "TLS key for shop.weddingbyrosa.com (renewed «date»):\n«!pem_ec»",
    "signing key (ed25519):\n«!pem_ed25519»",
    "My PGP secret key backup — print it, then delete this note\n«!pgp_private»",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: clinic-tls\nstringData:\n  tls.key: |\n    «!pem_ec_ind»",
    "PuTTY key for the print shop's NAS:\n«!putty_ppk»",
    )
add("private_key", "zh",
    "服务器私钥，别外传：\n«!openssh_ed25519»",
    "«zname»：考研群网站的证书私钥发你了\n«!pem_rsa»",
    "宠物医院小程序的支付私钥（开放平台）：\n«!pem_pkcs8_rsa»",
    "备份一下 id_ed25519：\n«!openssh_ed25519»",
    "社区团购服务器 SSL 私钥，«zdate» 更新\n«!pem_ec»",
    "签名用的私钥（ed25519）\n«!pem_ed25519»",
    )
add("private_key", "mixed",
    "SSH private key 给你，放到 ~/.ssh/ 下面：\n«!openssh_ed25519»",
    "这个是 EC private key，API 签名用\n«!pem_ec»",
    "[Interface]\nPrivateKey = «!wg_private»\nAddress = 10.8.0.«n»/24\n# 烘焙店 VPN",
    "PGP 私钥 backup:\n«!pgp_private»",
    )

# ---------------------------------------------------------------------------
# mnemonic_bip39_en
# ---------------------------------------------------------------------------
add("mnemonic_bip39_en", "en",
    "seed phrase for the hardware wallet, written «date»:\n«!bip39_numbered»",
    "words: «!bip39_line»",
    "Diary, «date». Bought my first bit of bitcoin today, felt very daring. The app made me write down the recovery phrase so here it is: «!bip39_line12». Then it asked me to tap them back in order, which was weirdly stressful. Tea after.",
    "Recovery sheet\n\n«!bip39_grid»\n\nDo not photograph.",
    "voice memo uh the twelve words are «!bip39_line12» — that's all of them I think",
    "«name»: Dad's wallet words from the card in his desk\n«!bip39_perline»",
    "backup card (left column / right column):\n«!bip39_grid_cols»",
    "Mnemonic: «!bip39_comma»",
    )
add("mnemonic_bip39_en", "zh",
    "助记词（别截图）：\n«!bip39_numbered»",
    "钱包助记词 «!bip39_line12»",
    "日记 «zdate»：今天买了点比特币，App 让我抄下助记词：«!bip39_line»。抄完还要按顺序点一遍，好紧张。",
    "«zname»：老爸硬件钱包卡片上的单词\n«!bip39_perline»",
    "备份：\n«!bip39_grid»",
    "语音转文字：嗯那十二个单词是«!bip39_line12»，就这些",
    )
add("mnemonic_bip39_en", "mixed",
    "seed phrase 抄在这里：«!bip39_line»",
    "MetaMask 的 recovery phrase:\n«!bip39_numbered_inline»",
    "助记词 backup —\n«!bip39_plain_grid»",
    "那个 wallet 的 12 words: «!bip39_line12»",
    )

# ---------------------------------------------------------------------------
# mnemonic_zh (BIP39 chinese_simplified)
# ---------------------------------------------------------------------------
add("mnemonic_zh", "en",
    "Chinese-wordlist seed for Mum's wallet (she set it up in Chinese): «!zbip39_line»",
    "recovery phrase (BIP39 chinese_simplified):\n«!zbip39_numbered»",
    "Diary: Wei's wallet app shows the backup in Chinese characters. Copied it: «!zbip39_line12». Twelve characters, in order.",
    "wallet backup — characters, one per line\n«!zbip39_perline»",
    "«name»: the seed card in the drawer is in Chinese, here: «!zbip39_comma»",
    "Seed grid (zh):\n«!zbip39_grid»",
    "mnemonic=«!zbip39_line»",
    "voice memo: the characters are «!zbip39_line12», she read them to me over the phone",
    )
add("mnemonic_zh", "zh",
    "助记词：«!zbip39_line»",
    "钱包备份助记词（中文）\n«!zbip39_numbered»",
    "日记 «zdate»：老爸让我帮他抄钱包助记词，«!zbip39_line12»，抄了三遍才对。",
    "«zname»：助记词发你了，一行一个\n«!zbip39_perline»",
    "冷钱包助记词卡片\n«!zbip39_grid»\n请勿拍照",
    "语音转文字：嗯……那个助记词是«!zbip39_comma»，你按顺序记",
    )
add("mnemonic_zh", "mixed",
    "seed phrase（中文词表）: «!zbip39_line»",
    "Trust Wallet 助记词 backup:\n«!zbip39_numbered»",
    "mnemonic 中文版 —— «!zbip39_line12»",
    "wallet 助记词 grid\n«!zbip39_grid_cols»",
    )

# ---------------------------------------------------------------------------
# api_key
# ---------------------------------------------------------------------------
add("api_key", "en",
    "OpenAI key for the lab's paper summariser: «!ak_openai»",
    "«name»: the Stripe live secret for the farm stall shop is «!ak_stripe», put it in the POS config",
    "curl https://api.anthropic.com/v1/messages -H \"x-api-key: «!ak_anthropic»\" -H \"anthropic-version: 2023-06-01\"",
    "export GITHUB_TOKEN=«!ak_github»",
    "Slack bot token for the rota reminder bot: «!ak_slack_bot»",
    "[default]\naws_access_key_id = «ak_aws_id»\naws_secret_access_key = «!ak_aws_secret»",
    "Maps key (restrict it to our domain later!!) «!ak_google»",
    "«name» pasted a key into #general by mistake: «!apikey» — can someone rotate it?",
    )
add("api_key", "zh",
    "OpenAI 的 key：«!ak_openai»",
    "DeepSeek API key «!ak_deepseek»，考研群机器人用的",
    "«zname»：通义千问的 key 发你 «!ak_dashscope»",
    "Telegram 机器人 token：«!ak_telegram»",
    "GitHub 令牌（店铺网站自动部署用）：«!ak_github_fine»",
    "Hugging Face 访问令牌 «!ak_hf»，别传到群里",
    )
add("api_key", "mixed",
    "API key 在这：«!apikey_cn»",
    "Stripe 的 secret key «!ak_stripe» 放到 config 里",
    "«zname»: Slack token 是 «!ak_slack_user»",
    "SendGrid key for 烘焙店 newsletter: «!ak_sendgrid»",
    )

# ---------------------------------------------------------------------------
# jwt
# ---------------------------------------------------------------------------
add("jwt", "en",
    "Authorization: Bearer «!jwt»",
    "«name»: the session cookie from the booking admin, if you want to test: token=«!jwt»",
    "localStorage dump:\n{\"access_token\":\"«!jwt»\",\"expires_in\":3600}",
    "curl -H 'Authorization: Bearer «!jwt»' https://api.cragworks.gym/v2/members",
    "The kiosk's API token (a JWT) is «!jwt» — it's long-lived, sorry",
    "[«ts»] DEBUG auth ok user=«user» jwt=«!jwt»",
    "Cookie: theme=dark; session=«!jwt»",
    "Refresh token for the clinic's lab-results API:\n«!jwt»",
    )
add("jwt", "zh",
    "登录接口返回的 token：«!jwt»",
    "«zname»：后台接口调用要带这个 token «!jwt»",
    "请求头：Authorization: Bearer «!jwt»",
    "小程序的 access_token（有效期7天）«!jwt»",
    "日志 «ts» 用户«user»登录成功 token=«!jwt»",
    "抓包看到的 JWT：«!jwt»",
    )
add("jwt", "mixed",
    "Bearer token 给你 «!jwt»，测试环境用",
    "这个 JWT 别泄露：«!jwt»",
    "curl 的时候加上 -H \"Authorization: Bearer «!jwt»\" 就行",
    "session token（从 DevTools 复制的）：«!jwt»",
    )

# ---------------------------------------------------------------------------
# crypto_wallet_key
# ---------------------------------------------------------------------------
add("crypto_wallet_key", "en",
    "paper wallet private key (WIF): «!wif_u»",
    "«name»: exported the key from Electrum for the donations wallet: «!wif_c»",
    "MetaMask > Account details > Show private key: «!eth_priv»",
    "xprv for the choir's multisig cosigner — keep it offline:\n«!xprv»",
    "Phantom keypair (id.json):\n«!sol_json»",
    "Private key: «!hex_priv» (no 0x prefix)",
    "Voice memo: the private key starts with K or L, whatever, I'll just paste it: «!wif_c»",
    "import this into the wallet app: «!wallet»",
    )
add("crypto_wallet_key", "zh",
    "钱包私钥：«!eth_priv»",
    "比特币纸钱包私钥（WIF格式）«!wif_u»",
    "«zname»：导出的私钥在这 «!wif_c»，导入 Electrum 就能用",
    "小狐狸钱包导出的私钥：«!hex_priv»",
    "扩展私钥 xprv：«!xprv»",
    "日记：把冷钱包私钥«!wallet»抄在本子上了，然后又担心本子丢了。",
    )
add("crypto_wallet_key", "mixed",
    "private key 给你：«!eth_priv»，import 到 MetaMask",
    "WIF 私钥 «!wif_c»",
    "Phantom 导出的 private key «!sol_priv»",
    "钱包 key backup → «!wallet»",
    )

# ---------------------------------------------------------------------------
# card_number
# ---------------------------------------------------------------------------
add("card_number", "en",
    "card: «!card_spaced» exp «expiry» cvv «cvv»",
    "«name»: can you book the venue on the business card? «!card» «expiry»",
    "Mum's Visa for the online shop: «!card_visa»",
    "Payment details for the caterer\nName on card: R. Moretti\nNumber: «!card_dashed»\nExpiry: «expiry»",
    "Voice memo: card number is «!card_spaced», expiry «expiry», the three digits on the back are «cvv»",
    "AmEx (lab purchasing card): «!card_amex»",
    "saved to notes because the app keeps logging me out: «!card_plain»",
    "| card | number | exp |\n|---|---|---|\n| club debit | «!card_spaced» | «expiry» |",
    )
add("card_number", "zh",
    "银行卡号：«!card_up»",
    "«zname»：帮我在网上订一下，卡号«!card_spaced»，有效期«expiry»，背面三位«cvv»",
    "信用卡 «!card» 有效期 «expiry» 安全码 «cvv»",
    "店里采购用的信用卡 «!card_visa»，有效期«expiry»",
    "日记 «zdate»：把信用卡«!card_spaced»绑定到了«zsvc»。",
    "语音转文字：卡号是«!card_spaced»，嗯，过期时间«expiry»",
    )
add("card_number", "mixed",
    "Visa card «!card_visa» exp «expiry» 帮我付一下",
    "信用卡 number: «!card_spaced», CVV «cvv»",
    "AmEx «!card_amex» 是公司卡，只能订机票",
    "card 号 «!card_dashed» 过期 «expiry»",
    )

# ---------------------------------------------------------------------------
# connection_string
# ---------------------------------------------------------------------------
add("connection_string", "en",
    "DATABASE_URL=«!conn_pg»",
    "«name»: prod db for the booking app is «!conn» — a read-only user is coming",
    "settings.py\nDATABASES = {'default': dj_database_url.parse('«!conn_pg»')}",
    "docker-compose.yml\nservices:\n  api:\n    environment:\n      - MONGO_URI=«!conn_mongo»",
    "appsettings.json: \"ConnectionStrings\": { \"Default\": \"«!conn_ado»\" }",
    "[«ts»] ERROR could not connect to «!conn_pg»: timeout",
    "redis for the rota cache: «!conn_redis»",
    "psql \"«!conn_pg»\" -c 'select count(*) from members'",
    )
add("connection_string", "zh",
    "数据库连接串：«!conn»",
    "«zname»：社区团购的 MySQL 是 «!conn_mysql»",
    "宠物医院系统 .env 里的 MONGO_URL=«!conn_mongo»",
    "日志 «ts» 连接失败 «!conn_pg»",
    "Redis 地址 «!conn_redis»，缓存用的",
    "SQL Server 连接字符串：«!conn_ado»",
    )
add("connection_string", "mixed",
    "prod DB 的 connection string: «!conn»",
    "MySQL 连接 «!conn_mysql» 先别给实习生",
    "mongo URI 改成了 «!conn_mongo»",
    "redis 连接 → «!conn_redis»",
    )

# ---------------------------------------------------------------------------
# url_credentials (user:pass@host, tokens in query strings, webhook paths)
# ---------------------------------------------------------------------------
add("url_credentials", "en",
    "NAS share: «!url_cred»",
    "Slack webhook for the #orders channel: «!webhook_slack»",
    "git remote set-url origin «!url_git»",
    "«name»: camera stream for the back door «!url_rtsp»",
    "Calendar feed (private link, don't share): «!url_token»",
    "Discord webhook for the film club announcements: «!webhook_discord»",
    "Presigned download for the wedding album (7 days): «!presigned_s3»",
    "[«ts»] GET «!url_cred» 200",
    )
add("url_credentials", "zh",
    "钉钉机器人 webhook：«!webhook_dingtalk»",
    "企业微信群机器人地址 «!webhook_wecom»",
    "飞书机器人：«!webhook_feishu»",
    "监控摄像头地址 «!url_rtsp»",
    "«zname»：NAS 地址 «!url_cred» 直接能登",
    "git 远程仓库：«!url_git»",
    )
add("url_credentials", "mixed",
    "群机器人 webhook URL: «!webhook_cn»",
    "NAS link 带密码的 «!url_cred»",
    "Slack webhook 给你 «!webhook»",
    "repo clone 用 «!url_git»",
    )

# ---------------------------------------------------------------------------
# env_file (the span is the value; key names are arbitrary)
# ---------------------------------------------------------------------------
add("env_file", "en",
    "# .env (rota app)\nPORT=8080\nDEBUG=false\n«envkey»=«!envval»\nTZ=Europe/London",
    ".env.production\nNODE_ENV=production\nBOOKING_CRED=«!envval»",
    "export SUMUP_CLIENT_SECRET=«!envval»",
    "[«time»] «name»: add this to your .env → LAB_NAS_PASS=«!envval»",
    "heroku config:set COOKIE_SEAL=«!envval» -a cragworks-api",
    "fly secrets set «envkey»=«!envval»",
    "MQTT_HOST=broker.local\nMQTT_USER=hive\nMQTT_PASS=«!envval»",
    "environment:\n  - APP_ENV=prod\n  - «envkey»=«!envval»",
    )
add("env_file", "zh",
    "# 社区团购 .env\nAPP_ENV=prod\nWX_APPID=«wx_appid»\nWX_APPSECRET=«!envval»",
    "阿里云短信配置\nSMS_ACCESS_KEY_ID=«ali_akid»\nSMS_ACCESS_SECRET=«!envval»",
    "把这行加到 .env 里：PAYMENT_SIGN=«!envval»",
    "«zname»：服务器环境变量 DINGTALK_SECRET=«!envval»",
    ".env 文件内容\nDB_HOST=127.0.0.1\nDB_PORT=3306\n«envkey»=«!envval»",
    "export OSS_ACCESS_KEY_SECRET=«!envval»  # 图片上传用",
    )
add("env_file", "mixed",
    ".env 里加一行 «envkey»=«!envval»",
    "env 配置：\nAPP_NAME=烘焙店\n«envkey»=«!envval»",
    "export TUYA_ACCESS_SECRET=«!envval»  # 宠物医院的智能门锁",
    "docker run -e «envkey»=«!envval» petvet/api  # 宠物医院后台",
    )

# ---------------------------------------------------------------------------
# wifi_password
# ---------------------------------------------------------------------------
add("wifi_password", "en",
    "WiFi: «ssid» / «!wifi»",
    "Guest wifi for the wedding venue — network «ssid», password «!wifi»",
    "WIFI:T:WPA;S:«ssid»;P:«!wifi»;;",
    "«name»: what's the wifi here?\n«name2»: «!wifi», network's «ssid»",
    "Sign on the staff-room fridge: 'Wi-Fi «ssid» — key: «!wifi»'",
    "voice memo... the wifi password for the clinic is, um, «!pw_spelled_en», all one word",
    "network={\n    ssid=\"«ssid»\"\n    psk=\"«!wifi»\"\n}",
    "Climbing gym members' wifi changed → «!wifi»",
    )
add("wifi_password", "zh",
    "WiFi名称：«zssid»\nWiFi密码：«!zwifi»",
    "店里员工用的无线密码是«!zwifi»，别告诉顾客",
    "«zname»：wifi密码多少？\n«zname2»：«!zwifi»",
    "宠物医院员工wifi «zssid» 密码 «!zwifi»",
    "二维码内容：WIFI:T:WPA;S:«zssid»;P:«!zwifi»;;",
    "语音转文字：无线网密码是«!pw_spelled_zh»",
    )
add("wifi_password", "mixed",
    "wifi password 是 «!zwifi»",
    "Wi-Fi: «ssid», 密码 «!wifi»",
    "员工 WiFi 改了，new password «!zwifi»",
    "network «ssid» 的 password → «!wifi»",
    )

# ---------------------------------------------------------------------------
# Second batch: shell history, INI/TOML, e-mails, SMS variants, stories
# ---------------------------------------------------------------------------
add("password_nl", "en",
    "$ history | tail -3\n  501  ssh pi@printshop.local\n  502  sudo mysql -u root -p'«!pw_random»'\n  503  exit",
    "From: «email»\nTo: committee\nSubject: Re: new shared inbox\n\nThe shared inbox is set up. Password is «!pw_words» — change it on first login please.",
    )
add("password_nl", "zh",
    "【«zclub»群公告】群文件里加密压缩包的解压密码：«!zpw»",
    "服务器上的操作记录：\n$ history\n  88  mysql -uroot -p'«!zpw»'\n  89  exit",
    )
add("password_nl", "mixed",
    "zip 文件的 unzip password: «!pw»",
    "老板 voice message 转文字：那个 email 的密码是 «!pw_spelled_zh»，嗯，就这样",
    )
add("otp", "en",
    "Your WhatsApp code: «!otp_dash»\nDon't share this code with others",
    "Story time: grandpa got a text saying his parcel was held, 'reply with code «!otp»' — and he did. We've since called the bank.",
    )
add("otp", "zh",
    "【«zsvc»】«!otp»（登录验证码）。工作人员不会向您索取，请勿泄露。",
    "语音转文字：那个，嗯，验证码是«!otp_spoken_zh»，洞就是零",
    )
add("otp", "mixed",
    "SMS 来了: «!otp» is your verification code，赶紧填",
    "code 是 «!otp_spaced1»，一个一个念给我",
    )
add("security_answer", "en",
    "Form — Security question 2: 'What was the make of your first car?'  «!sa_car»",
    "[recovery]\nquestion = Name of the street you grew up on\nreply = «!sa_street»",
    )
add("security_answer", "zh",
    "填表：密保问题③ 您最喜欢的食物：«!zsa_food»",
    "«zname»：妈，你支付宝的密保填的啥？\n«zname2»：«!zsa_name»，你外婆的名字",
    )
add("security_answer", "mixed",
    "secret question 小时候的宠物 → «!zsa_pet»",
    "security Q: first school / 我填了 «!sa_school»",
    )
add("pin", "en",
    "Lockbox on the farm stall honesty box: «!pin4» (we reset it monthly)",
    "config.toml\n[door]\nkeypad_code = \"«!pin6»\"",
    )
add("pin", "zh",
    "【置顶】宠物医院药品柜密码：«!pin4»",
    "语音：门禁密码，嗯，«!pin_zhnum»，然后按井号",
    )
add("pin", "mixed",
    "行李箱 lock combo 是 «!pin_spaced»",
    "保险箱 code: «!pin_spoken_en»",
    )
add("recovery_codes", "en",
    "backup_codes.txt\n---\n«!rc_bullets»",
    "Figma 2FA recovery codes, generated «date»: «!rc_inline_alnum»",
    )
add("totp_secret", "en",
    "[2fa]\nsecret = «!totp_b32»\nperiod = 30",
    "Enter a setup key\nAccount name: «email»\nYour key: «!totp_grouped»\nType of key: Time based",
    )
add("private_key", "en",
    "id_rsa from the old laptop:\n«!pem_rsa»",
    "-- key.pem --\n«!pem_pkcs8_rsa»",
    )
add("api_key", "en",
    "~/.pypirc\n[pypi]\n  username = __token__\n  password = «!ak_pypi»",
    "~/.npmrc\n//registry.npmjs.org/:_authToken=«!ak_npm»",
    )
add("jwt", "en",
    "settings.toml\n[api]\ntoken = \"«!jwt»\"",
    "$ http GET :8000/me \"Authorization:Bearer «!jwt»\"",
    )
add("crypto_wallet_key", "en",
    "wallet.toml\n[signer]\nkey = \"«!eth_priv»\"",
    "bitcoin-cli importprivkey «!wif_c» \"donations\" false",
    )
add("card_number", "en",
    "Booking form\nCardholder: «name»\nCard no.: «!card_plain»\nCVC: «cvv»",
    "voicemail: hi it's «name», uh, the card's «!card_spaced», thanks, bye",
    )
add("connection_string", "en",
    "[database]\nurl = \"«!conn»\"",
    "$ history\n  412  export DATABASE_URL='«!conn_pg»'\n  413  alembic upgrade head",
    )
add("url_credentials", "en",
    "curl -O «!url_cred»",
    "Teams incoming webhook for the clinic rota channel: «!webhook_teams»",
    )
add("env_file", "en",
    "docker-compose.yml\nservices:\n  app:\n    environment:\n      CHOIR_MAIL_PW: «!envval»",
    ".env.local\n# ask «name» before rotating\nZOOM_SDK_SECRET=«!envval»\nZOOM_SDK_ID=zm-«n»",
    )
add("wifi_password", "en",
    "[wifi]\nssid = «ssid»\npsk = «!wifi»",
    "«name» (SMS): wifi pass for the stall's router is «!wifi» btw",
    )
add("mnemonic_bip39_en", "en",
    "Email draft (unsent): Dear Tom, if anything happens to me, the wallet words are: «!bip39_line». Love, Mum",
    "seed.txt\n«!bip39_plain_grid»",
    )
add("mnemonic_zh", "en",
    "[«time»] «name»: copied Grandma's seed from her phone: «!zbip39_numbered_inline»",
    "seed (zh):\n«!zbip39_plain_grid»",
    )
add("login_pair", "en",
    "[smtp]\nuser = «email»\npassword = «!pw»",
    "Admin for the clinic's booking widget: «user» // «!pw_leet»",
    )
