"""Code-switched Chinese/English templates of the secret kinds (see t_secret_en for the slot syntax)."""

TEMPLATES = {}

TEMPLATES["pin"] = [
    "新的 debit card 到了，PIN 是 ⟨S:pin4⟩，周末去 ATM 改掉。",
    "iPad 的 Screen Time passcode 我设成 ⟨S:pin4⟩ 了，别让小朋友看见。",
    "card PIN 忘了好几次，这次记这里：⟨S:pin6⟩ （⟨zh_bank⟩ Visa 那张）",
    "[voice memo] 嗯，那个 voicemail PIN 是 ⟨S:pin_words⟩，对，就这个",
    "SIM 卡 locked 了，PUK code ⟨S:puk⟩，在卡托背面找到的。",
    "老妈手机 unlock PIN：⟨S:pin_sp⟩ ，她自己老是忘",
    "Netflix profile lock 的 PIN 改成 ⟨S:pin4⟩ 了，孩子的 profile 不用输。",
    "汽修群：店里 POS 机的 manager PIN ⟨S:pin46⟩，退款的时候要输。",
]

TEMPLATES["door_code"] = [
    "Airbnb 的 check-in：大门密码 ⟨S:door_hash⟩，钥匙在 lockbox 里。",
    "篮球场 side door code 是 ⟨S:pin4⟩，周四晚上 training 大家直接进。",
    "快递柜旁边那个 storage room 的 keypad：⟨S:door_c⟩，拿完东西关好门。",
    "gym locker 密码 ⟨S:wheel3⟩ ，我的 AirPods 在里面，帮我拿一下 thanks",
    "装修师傅问 smart lock 密码，我给了个 temporary code ⟨S:pin6⟩，周五前有效。",
    "跑团 storage cage 的 padlock：⟨S:combo3⟩，水和号码布都在里面。",
    "办公室 alarm code ⟨S:pin4⟩，最后一个走的人记得 set。",
    "物业说 ⟨zh_place⟩ 车库门 code 换成 ⟨S:door_hash⟩ 了，别 share 到大群。",
]

TEMPLATES["login_pair"] = [
    "后台 login：⟨user⟩ / ⟨S⟩",
    """账号 account: ⟨email⟩
password: ⟨S⟩""",
    "诊所 booking system 的 username 是 ⟨user⟩，password ⟨S⟩，别改。",
    "shared 账号给你：id ⟨zh_user⟩ pw ⟨S⟩",
    """| 平台 | user | pwd |
|---|---|---|
| 羽毛球馆 booking | ⟨zh_user⟩ | ⟨S⟩ |""",
    "Zoom 家长会 host 账号 ⟨email⟩，密码 ⟨S⟩，开会前十分钟登。",
    "打电话的时候他念的 password：⟨S:pw_spelled_zh⟩，username 是 ⟨user⟩",
    "login 信息 → ⟨zh_user⟩:⟨S⟩ （民乐团官网后台）",
]

TEMPLATES["recovery_codes"] = [
    """GitHub recovery codes 存一下：
⟨S:rc_github⟩""",
    """Google backup codes，打印了一份放保险柜：
⟨S:rc_google⟩""",
    "Apple ID 的 recovery key：⟨S:rc_apple⟩",
    "公司电脑 BitLocker recovery key ⟨S:rc_bitlocker⟩ ，IT 说重装前要用",
    "2FA backup codes（跑团 Strava club 管理员）：⟨S:rc_inline⟩",
    """Discord 的 backup codes：
⟨S:rc_discord⟩""",
    "Microsoft account 的 recovery code：⟨S:rc_ms⟩ ，放在这里备用",
    """Proton 的 recovery codes：
⟨S:rc_numbered⟩""",
]

TEMPLATES["security_answer"] = [
    """Security question：你第一只宠物的名字？
⟨S:ans_zh_pet⟩""",
    "Apple ID 密保 'city you were born in' 我填的 ⟨S:ans_zh_city⟩",
    "bank 打电话来 verify，问 mother's maiden name，我说的 ⟨S:ans_maiden⟩（我妈那边的姓）",
    "mother's name 那题填的是 ⟨S:ans_zh_mother⟩，别的题没设。",
    "PayPal 的 security question 'first school'：⟨S:ans_school⟩ （英国那边读的小学）",
    "Q: favourite teacher? → ⟨S:ans_zh_teacher⟩ （初中班主任）",
    "帮我记一下 Steam 的 secret question，宠物名 ⟨S:ans_pet⟩",
    "Hotmail 的 recovery question 'first car'，当年写的 ⟨S:ans_car⟩",
]

TEMPLATES["otp"] = [
    "Your verification code is ⟨S:otp6⟩. 请在⟨mins⟩分钟内输入。",
    "【⟨zh_app⟩】Your OTP is ⟨S:otp6⟩，请勿泄露。",
    "帮我看下 SMS，有个 6 位的 code —— 哦看到了，⟨S:otp_sp⟩",
    "⟨S:otp_g⟩ 是 Google 发的 verification code，刚才登录用的",
    "OTP ⟨S:otp6⟩ 过期了吗？我试了两次都不行",
    "[voice] 你的 code 是 ⟨S:otp_zh⟩，快点输",
    "Microsoft 的 security code: ⟨S:otp_dash⟩ ，你登录 Teams 的时候用",
    "登录 code：⟨S:otp_alnum⟩ （from ⟨issuer⟩），five minutes 内有效",
]

TEMPLATES["totp_secret"] = [
    "2FA secret key：⟨S:b32_grp⟩ ，手动输入到 authenticator 里",
    "otpauth://totp/⟨issuer@i⟩:⟨email⟩?secret=⟨S:b32⟩&issuer=⟨@i⟩ ←这个生成二维码给大家扫",
    "MFA seed 备份一下：⟨S:b32⟩",
    "这个 setup key 输到 Google Authenticator：⟨S:b32_grp_up⟩",
    """TOTP secret（两个 admin 共用）：
⟨S:b32_lines⟩""",
    "authenticator 的 key 是 ⟨S:b32_lower⟩，time based",
    "pyotp.TOTP(\"⟨S:b32⟩\").now()  # 跑团后台的两步验证",
    "⟨issuer⟩ 的两步验证 seed：⟨S:b32_16⟩",
]

TEMPLATES["mnemonic_zh"] = [
    "seed phrase（中文）：⟨S:mn_zh_line⟩",
    """wallet 助记词 backup：
⟨S:mn_zh_num⟩""",
    """hardware wallet 的 recovery sheet：
⟨S:mn_zh_grid⟩""",
    "mnemonic：⟨S:mn_zh_nospace⟩ ，别放 cloud",
    """todo：
- 买 ⟨bread⟩
- seed words 抄一份：
⟨S:mn_zh_lines⟩
- 回 ⟨en_first⟩ 邮件""",
    "recovery words 按顺序：⟨S:mn_zh_comma⟩",
    "⟨S:mn_zh_inline_num⟩ ←wallet backup，别 screenshot",
    """seed 两列：
⟨S:mn_zh_cols⟩""",
]

TEMPLATES["wifi_password"] = [
    "WiFi 名 ⟨zh_ssid⟩，password ⟨S⟩",
    "guest wifi 密码是 ⟨S⟩ ，连 ⟨ssid⟩ 那个",
    "WIFI:T:WPA;S:⟨ssid⟩;P:⟨S⟩;; 做成二维码贴前台",
    "店里 wifi 换了，new password：⟨S:wifi_digits⟩",
    "wifi pw ⟨S⟩ （5G 那个信号好一点）",
    """Network: ⟨zh_ssid⟩
密码: ⟨S⟩""",
    "[语音] wifi password 是 ⟨S:pw_spelled_zh⟩",
    "练习室 wifi 叫 ⟨ssid⟩，key 是 ⟨S:passphrase⟩，中间有空格",
]

TEMPLATES["password_nl"] = [
    "我 Mac 的开机 password 是 ⟨S⟩，忘了就问我老婆",
    "邮箱 password 改成 ⟨S⟩ 了",
    "[voice] password 是 ⟨S:pw_spelled_zh⟩",
    "Excel 表格加了密码 ⟨S⟩，打开的时候要输",
]

TEMPLATES["mnemonic_bip39_en"] = [
    "seed phrase 备份：⟨S:mn_en_line⟩",
    """钱包 recovery phrase：
⟨S:mn_en_num⟩""",
    """backup 卡片上的 words：
⟨S:mn_en_grid⟩""",
    "12 个 words 存这：⟨S:mn_en_comma⟩",
]

TEMPLATES["card_number"] = [
    "帮我 book 一下 hotel，card number ⟨S:card⟩，expiry ⟨#1-12⟩/⟨#27-31⟩",
    "信用卡 ⟨S:card⟩ ，CVV ⟨n3⟩，网上 pay 用",
    "公司 card：⟨S:card_cn⟩ （只能 business 用）",
    "付款 failed 了，我用的是 ⟨S:card⟩ 这张",
]

TEMPLATES["api_key"] = [
    "OpenAI 的 key：⟨S⟩ ，别 commit 到 repo",
    "Slack bot token ⟨S⟩ ，跑团群的 reminder 用",
    "AWS 的 secret access key：⟨S:aws_secret⟩",
    "config 里 api_key: ⟨S⟩ 先这样，上线前换",
]

TEMPLATES["jwt"] = [
    "login 之后拿到的 token：⟨S⟩",
    "header 加上 Authorization: Bearer ⟨S⟩ 就行",
    "debug 用的 JWT ⟨S⟩ ，24 小时后过期",
    "access_token 是 ⟨S⟩ ，你试试调 /api/orders",
]

TEMPLATES["private_key"] = [
    """server 的 private key：
⟨S:ssh_key⟩""",
    """SSL 证书 key 文件内容：
⟨S:pem_key⟩""",
    """PGP private key 备份：
⟨S:pgp_key⟩""",
    """deploy key 给你：
⟨S:pem_key⟩
用完 delete""",
]

TEMPLATES["crypto_wallet_key"] = [
    "冷钱包 private key（WIF）：⟨S:wif⟩",
    "MetaMask 导出的 private key ⟨S:hexkey⟩",
    "xprv 备份：⟨S:xprv⟩",
    "Solana keypair 文件内容：⟨S:sol_json⟩",
]

TEMPLATES["connection_string"] = [
    "DB connection string 在这：⟨S:conn_db⟩",
    "production 的 DATABASE_URL 是 ⟨S:conn_url⟩ ，小心点用",
    "Navicat 连不上 ⟨S:conn_db⟩ ，是不是 firewall 的问题？",
    "redis 用这个：⟨S:redis_url⟩",
]

TEMPLATES["url_credentials"] = [
    "门口 camera 的 stream：⟨S:cred_rtsp⟩",
    "webhook URL ⟨S:cred_webhook⟩ ，别贴到 public 的地方",
    "NAS WebDAV 地址 ⟨S:cred_https⟩",
    "git clone ⟨S:cred_git⟩ 就能拉下来",
]

TEMPLATES["env_file"] = [
    """.env 文件：
DEBUG=false
SECRET_KEY=⟨S:env_val⟩""",
    "export MINIAPP_SECRET=⟨S:env_val⟩  # 小程序后台",
    """docker-compose 里：
environment:
  - PAYMENT_KEY=⟨S:env_val⟩""",
    "把 SMTP_PASSWORD=⟨S:env_val⟩ 加到 .env 里",
]
