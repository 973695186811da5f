# -*- coding: utf-8 -*-
"""Code-switched Chinese/English templates for secrets_corpus17 (syntax: see t_en.py)."""
T = {}

# ---------------------------------------------------------------------------- secret kinds
T["otp"] = [
    "BLIK 码 ⟦S:⟪otp¦otp_sp⟫⟧，两分钟内在 Allegro checkout 输入，⟪快点！¦过期就要重新生成¦别截图发群里⟫",
    "Nubank 发来的 código：⟦S⟧，⟪帮我在 app 里确认 Pix 转账¦我手机没电了，你先登¦房东在等这笔 rent⟫",
    "Toss 验证码 ⟦S:⟪otp_sp¦otp_dash⟫⟧，我念给你，你在 laptop 上输，⟪快¦三分钟有效¦别点错⟫",
    "Lalamove 司机到楼下了，收货 code ⟦S:otp4⟧，⟪你下去给他说一下¦我在 meeting 出不去¦他只会说 English⟫",
    "GTBank token 上显示 ⟦S⟧，我在 internet banking 给工人转 salary，⟪你帮我看着¦还差两笔¦Lagos 这边网太慢⟫",
    "Alibaba.com 登录 verification code ⟦S⟧ 过期了吗？expired 的话就再 resend 一次，⟪我这边收不到¦样品单还没下¦深圳那边等着⟫",
]

T["security_answer"] = [
    "Nubank 的 security question：What is your pet's name？我填的是 ⟦S:saz_pet⟧，⟪直接写中文¦没用拼音¦别忘了⟫",
    "Handelsbanken 问 mother's full name，当时写的是 ⟦S:saz_name⟧（中文，不是 pinyin）",
    "Apple ID 安全提示问题\nQ1 What was the name of your first teacher? —— ⟦S:sa_teacher⟧\nQ2 （没设）",
    "PayPay 的 secret question，favourite food → ⟦S:saz_food⟧，⟪客服电话会问¦换手机要¦别改⟫",
    "GTBank 的 memorable date 设的是 ⟦S:sa_date⟧（⟪我们结婚那天¦儿子生日¦到 Lagos 那天⟫），call center 会问",
    "（voice memo）那个 Bizum 的 security word 是 ⟦S:sa_word⟧ 记住了啊 ⟪别写在 phone 上¦bank 会问¦就一个词⟫",
]

T["pin"] = [
    "Nubank card 的 PIN 是 ⟦S:pin4⟧，Pix 不用 PIN，但 ATM 取钱要",
    "Opay wallet PIN：⟦S⟧，⟪工地发工资用¦给工头充值用¦别给 anyone⟫",
    "妈妈 debit card 的 PIN 用中文记的：⟦S:pin_zh⟧，⟪Swish 不用这个¦ICA 刷卡要¦她自己记不住⟫",
    "7-Eleven ATM 取钱，暗証番号 ⟦S:pin4⟧，⟪Japan Post 的卡¦一次最多五万¦别输错三次⟫",
    "iPad Screen Time passcode ⟦S:⟪pin_sp¦pin4⟫⟧，别让孩子看到",
    "⟪BBVA México 卡的 NIP ⟦S:pin⟧，下周 OXXO 充值用¦SIM 卡 PUK code ⟦S:puk⟧，手机锁了要用¦Garanti kart şifre ⟦S:pin4⟧，Istanbul 出差带着⟫",
]

T["password_nl"] = [
    "Prato 工厂的 ERP password 改成 ⟦S⟧ 了，⟪告诉 Marco¦下周再改¦别写在 whiteboard 上⟫",
    "公司 VPN 新密码 ⟦S:pw_pinyin_cap⟧，Friday 之前⟪要改¦大家统一改¦记得登录一次⟫",
    "NATO spelling 念给你：⟦S:pw_nato⟧，⟪记下来¦这是 NAS 的 admin password¦别念错⟫",
    "bazar 收银 POS 登录密码：⟦S:pw_pinyin⟧（⟪老板生日¦老板娘设的¦Madrid 店⟫）",
    "Tour group 的 shared Google account 密码 ⟦S:pw_phrase⟧，⟪每团结束改一次¦导游都知道¦Bangkok 团用⟫",
    "拼读给你：⟦S:pw_zhspell⟧ —— this is the new router admin password，⟪别搞错大小写¦全部连起来¦没有空格⟫",
]

T["door_code"] = [
    "Stockholm 公寓的 portkod ⟦S⟧，⟪进门后二楼¦按完等 beep¦晚上十点后才要⟫",
    "Korean 公寓 doorlock 密码 ⟦S:door6⟧，先摸一下屏幕 wake up，⟪再输¦输完按 *¦听到音乐就开了⟫",
    "Airbnb lockbox code ⟦S:door_hashfirst⟧，钥匙在里面，⟪check-in 三点后¦记得锁回去¦host 叫 ⟦name⟧⟫",
    "Factory 仓库 padlock ⟦S:padlock⟧，QA 样品在⟪里面¦左边架子¦蓝色箱子⟫",
    "工地 container 的门锁 code ⟦S:door_letter⟧，⟪下班锁好¦工具在里面¦Lagos site B⟫",
    "voice note：gate code 是 ⟦S:door_zh⟧，按完听到 beep 就推门，⟪车停外面¦狗不咬人¦房东在家⟫",
]

T["totp_secret"] = [
    "Alibaba Cloud MFA setup key：⟦S:totp_g4u⟧，⟪我截屏了¦换手机要重新绑¦存在这里⟫",
    "@code # 卖家中心 2FA（Shopee seller account）\ntotp = ROTP::TOTP.new(\"⟦S:totp_plain⟧\", issuer: \"Shopee\")",
    "旧手机 Google Authenticator 导出的 QR 解码：⟦S:totp_migration⟧",
    "Binance 的 2FA backup key 写在护照最后一页：⟦S:⟪totp_g8¦totp_2lines⟫⟧",
    "Authenticator 手动输入：⟦S:totp_g4⟧（Time based, 6 digits，⟪公司邮箱¦Proton¦Hetzner⟫）",
    "KeePassXC 的 TOTP settings：secret key ⟦S:⟪totp_dash¦totp_lower⟫⟧，period 30 秒",
]

T["mnemonic_bip39_en"] = [
    "Trezor recovery seed（英文 words）：\n⟦S:mn_numbered⟧\n⟪抄完记得核对¦别拍照¦放 safe 里⟫",
    "Ledger 的 words，我按 column 抄的，竖着读：\n⟦S:mn_cols3⟧",
    "steel plate 上只打了每个词的前四个字母：⟦S:mn_prefix4⟧",
    "seed phrase：⟦S:⟪mn_line¦mn_comma¦mn_title⟫⟧ 别发 WeChat",
    "@code # 钱包备份（别 commit）\nwallet:\n  seed:\n  ⟦S:mn_yaml⟧",
    "（voice memo）seed words 念一遍 ⟦S:mn_voice⟧ okay 就这些，⟪写好放抽屉¦别录第二遍¦十二个⟫",
]

T["mnemonic_zh"] = [
    "MetaMask 不支持中文 wordlist，这是 imToken 的中文助记词：⟦S:mz_line⟧",
    "Chinese seed words（中文助记词，numbered）：\n⟦S:mz_numbered⟧\n⟪抄完 double check¦别 upload 到云盘¦收好⟫",
    "backup 的助记词 grid：\n⟦S:mz_grid⟧\n⟪read left to right¦按编号¦别拍照⟫",
    "⟦S:mz_nospace⟧ ← wallet recovery words，⟪别删¦别 share¦换手机用⟫",
    "助记词 rows（from the backup card）：\n⟦S:⟪mz_rows¦mz_cols2⟫⟧",
    "seed（中文，comma separated）：⟦S:⟪mz_comma¦mz_arrow¦mz_groups3⟫⟧",
]

T["connection_string"] = [
    "staging DB 的 connection string：⟦S:cs_pg⟧，⟪别连 production¦只读¦测试完删表⟫",
    "JDBC url 给你：⟦S:cs_jdbc_mssql⟧（QA 报表用，⟪MES¦ERP¦SPC⟫ 数据库）",
    "Redis cache URL ⟦S:cs_redis⟧，TTL 一小时，⟪worker 用¦别 flushall¦session 存这里⟫",
    "@code // 连接 Mongo（replica set）\nmongoose.connect(\"⟦S:cs_mongo⟧\");",
    "⟪Supabase pooler 连接串：⟦S:cs_supabase⟧¦PlanetScale 连接串：⟦S:cs_planetscale⟧⟫，⟪Vercel 上配好了¦本地测试用¦别泄露⟫",
    "⟪message queue 换成新的了：⟦S:⟪cs_amqps¦cs_nats⟫⟧，worker 要重启¦报表库换到 ClickHouse：⟦S:cs_clickhouse⟧，dashboard 要改¦SQL Server 连接串（ERP）：⟦S:cs_ado⟧，别给 supplier⟫",
]

T["env_file"] = [
    "@code # 生产环境 secrets\n⟪SHOPEE_PARTNER_KEY¦TIKTOK_APP_SECRET¦LAZADA_APP_SECRET⟫=⟦S:env_hex⟧",
    "@code ⟪PIX_WEBHOOK_SECRET¦MERCADOPAGO_WEBHOOK_KEY¦ASAAS_API_KEY⟫=⟦S⟧ # Brazil 支付回调",
    "Railway 的 Variables 面板里 ⟪OPAY_SECRET_KEY¦PAYSTACK_SECRET¦FLW_SECRET_HASH⟫ = ⟦S⟧，⟪别截图¦部署前确认¦Lagos 项目⟫",
    "@code env:\n  - name: ⟪MES_API_TOKEN¦ERP_SYNC_KEY¦SPC_EXPORT_SECRET⟫\n    value: \"⟦S⟧\"  # 先这样，之后改 secretKeyRef",
    "@code export ALIBABA_CLOUD_ACCESS_KEY_SECRET=⟦S⟧ # 深圳 hardware 测试",
    "@code # .env.local（别 commit）\n⟪NEXTAUTH_SECRET¦SESSION_SECRET¦JWT_SIGNING_KEY⟫=⟦S:⟪env_b64¦env_laravel¦env_whsec⟫⟧",
]

T["wifi_password"] = [
    "Airbnb host 说 Wi-Fi 是 ⟦ssid⟧，password ⟦S⟧，⟪router 在电视后面¦信号不好就重启¦check-out 十一点⟫",
    "bazar 的 wifi 密码：⟦S:wifi_digits⟧（customers ⟪别给¦问就说没有¦只给员工⟫）",
    "工地 router：SSID ⟦ssid⟧ ／ key ⟦S⟧，⟪container 里信号最好¦晚上会断¦Starlink 那个⟫",
    "@code # 树莓派连 wifi\niwctl --passphrase \"⟦S⟧\" station wlan0 connect ⟦ssid⟧",
    "tour bus 上的 hotspot 密码 ⟦S:wifi_sp⟧，⟪客人问就告诉他们¦有空格¦全小写⟫",
    "宿舍 Wi-Fi ⟦ssid_zh⟧ 的 password 是 ⟦S:wifi_zh⟧，roommate 都知道",
]

T["recovery_codes"] = [
    "Google backup codes（打印版）：\n⟦S:rc_8digit⟧",
    "GitHub recovery codes 存这里，⟪别删¦换电脑用¦公司账号⟫：\n⟦S:rc_hex55⟧",
    "Proton backup codes（打印出来放抽屉）：\n⟦S:rc_alnum⟧",
    "Tuta recovery code：⟦S:rc_tuta⟧（邮箱 ⟦email⟧）",
    "Microsoft recovery code ⟦S:⟪rc_ms25¦rc_upper⟫⟧，公司邮箱用",
    "刚用了 backup code ⟦S:rc_single⟧，还剩 ⟦n2⟧ 个，⟪要重新 generate¦纸放抽屉¦下次记得带⟫",
]

T["crypto_wallet_key"] = [
    "MetaMask export 的 private key：⟦S:wk_hex⟧，千万别给 anyone",
    "Sparrow 导出的 descriptor：⟦S:wk_desc⟧",
    "Phantom 导出的 private key（Solana）：⟦S:⟪wk_sol¦wk_sol_arr⟫⟧",
    "paper wallet 上的 WIF：⟦S:⟪wk_wif¦wk_ltc¦wk_doge⟫⟧，⟪2017 年打印的¦在老家抽屉¦拍照后删⟫",
    "@code // 测试网部署脚本\nconst wallet = new ethers.Wallet(\"⟦S:wk_hex0x⟧\", provider);",
    "xprv 备份：⟦S:wk_xprv⟧（don't share）",
]

T["login_pair"] = [
    "ERP login：user ⟦S.user⟧ / pass ⟦S⟧，⟪今天先用¦QA 共用¦下周会改⟫",
    "@code {\"account\": \"⟦S.email⟧\", \"密码\": \"⟦S⟧\", \"备注\": \"⟪Shopee 卖家¦Lazada¦TikTok Shop⟫\"}",
    "Seller Center 账号 ⟦S.email⟧，password ⟦S⟧，登录后要 2FA",
    "WordPress admin：⟦S.user⟧ ／ ⟦S⟧（店铺官网，⟪别改主题¦插件别乱装¦Madrid 店⟫）",
]

T["url_credentials"] = [
    "Mattermost incoming webhook：⟦S:url_mattermost⟧，⟪QA 告警¦发到 #factory¦别转发⟫",
    "git remote 换成带 token 的：⟦S:⟪url_gitlab_ci¦url_bitbucket¦url_hf⟫⟧",
    "摄像头 camera stream：⟦S:url_cam⟧（⟪工地门口¦仓库¦bazar 收银台⟫）",
    "⟪Zapier hook ⟦S:url_zapier⟧，表单提交会推到群¦IFTTT trigger ⟦S:url_ifttt⟧，门开了会通知¦Home Assistant webhook ⟦S:url_ha⟧，别 share⟫",
]

T["api_key"] = [
    "OpenAI key：⟦S:ak_openai⟧ 别 push 到 GitHub",
    "Mercado Pago access token ⟦S:ak_mercadopago⟧（Brazil 店）",
    "⟪Anthropic API key 给你测试：⟦S:ak_anthropic⟧¦GitHub token（CI 用）：⟦S:ak_github⟧¦Slack bot token，发 QA 告警：⟦S:ak_slack⟧¦Hugging Face token 下 model 用：⟦S:ak_hf⟧⟫",
    "AWS access key ⟦S.akid⟧ secret ⟦S:ak_aws⟧（深圳 factory 的 S3）",
]

T["jwt"] = [
    "Postman 里 Authorization → Bearer Token 填 ⟦S⟧",
    "@code # 测试用\ncurl -H \"Authorization: Bearer ⟦S⟧\" https://api.⟦domain⟧/orders",
    "localStorage 里的 access_token：⟦S⟧，⟪过期了再拿¦别发群里¦QA 复现用⟫",
    "log 里打印出来的 JWT：⟦S:jwt_rs⟧，要赶紧 revoke",
]

T["private_key"] = [
    "服务器的 SSH private key：\n⟦S:⟪pk_openssh¦pk_openssh_rsa⟫⟧",
    "IoT 设备证书的 private key：\n⟦S:⟪pk_p256¦pk_ec384⟫⟧",
    "TLS key（nginx 用）：\n⟦S:⟪pk_rsa8¦pk_rsa1⟫⟧",
    "@code # WireGuard 配置（工厂 VPN）\n[Interface]\nPrivateKey = ⟦S:pk_wg⟧\nListenPort = 51820",
]

T["card_number"] = [
    "帮我订 hotel，用这张 Visa：⟦S:card_visa⟧ exp ⟦S.exp⟧",
    "Elo 卡号 ⟦S:card_elo⟧，CVV ⟦S.cvv⟧，⟪付 Correios 运费¦iFood 用¦São Paulo 用⟫",
    "UnionPay 卡 ⟦S:card_up⟧ 在 Bangkok 能刷，⟪有效期 ⟦S.exp⟧¦7-Eleven 也行¦别丢⟫",
    "⟪Mastercard ⟦S:card_mc⟧¦Amex ⟦S:card_amex⟧¦RuPay ⟦S:card_rupay⟧⟫，付 supplier 的 deposit",
]

# ---------------------------------------------------------------------------- benign kinds
T["checksum"] = [
    "@code <!-- 官网 landing page -->\n<script src=\"https://cdn.jsdelivr.net/npm/⟪alpinejs@3¦htmx.org@2¦chart.js@4⟫/dist/⟪cdn.min¦htmx.min¦chart.umd⟫.js\" integrity=\"⟦sri⟧\" crossorigin=\"anonymous\"></script>",
    "firmware 的 SHA-256：⟦sha256⟧，⟪和 vendor 给的一致¦刷之前核对¦QA 签字了⟫",
    "Docker image digest sha256:⟦sha256⟧（⟪production 版本¦回滚用¦今天 deploy 的⟫）",
    "@code # package-lock 里的 integrity\n\"integrity\": \"⟦sri⟧\"",
]

T["postal_code"] = [
    "India 客户地址：⟦pincode_in#1.0⟧, ⟦pincode_in#1.2⟧，PIN code ⟦pincode_in#1.1⟧（邮编）",
    "Correios 寄件，CEP 填 ⟦postcode⟧，⟪收件人 ⟦name⟧¦记得填 CPF¦PAC 慢一点⟫",
    "delivery address 的邮编：⟦postcode⟧，⟪别写错¦customs form 也要¦快递员说的⟫",
    "这个 PIN code ⟦pincode_in#1.1⟧ 是 ⟦pincode_in#1.0⟧ 的 postal code，不是 password",
]

T["code_config_benign"] = [
    "@code # 从 env 读，不写死\n⟪api_key¦token¦secret⟫ = os.environ[\"⟪SHOPEE_PARTNER_KEY¦OPENAI_API_KEY¦MES_TOKEN⟫\"]",
    "@code // 配置从 process.env 拿\nconst ⟪secret¦key⟫ = process.env.⟪PIX_WEBHOOK_SECRET¦STRIPE_SECRET_KEY¦OPAY_SECRET⟫ ?? ⟪(() => { throw new Error('missing') })()¦''⟫;",
    "@code # GitHub Actions 里用 secrets\nenv:\n  ⟪DB_PASSWORD¦API_TOKEN¦DEPLOY_KEY⟫: ${{ secrets.⟪DB_PASSWORD¦API_TOKEN¦DEPLOY_KEY⟫ }}",
    "@code # 密码交互输入，不存 history\n⟪read -rsp¦read -s -p⟫ \"⟪DB password¦VPN password¦Enter passphrase⟫: \" ⟪PGPASSWORD¦VPN_PASS¦PASS⟫",
]

T["secret_reference"] = [
    "⟪ERP¦Shopee¦WordPress⟫ admin password → 1Password › ⟪Factory¦Shop¦Family⟫ › ⟪ERP¦Seller¦Website⟫，⟪自己去看¦别发微信¦找 ⟦name⟧ 开权限⟫",
    "⟪Wi-Fi password¦router admin password¦guest network key⟫ 在 router 背后的 sticker 上，⟪自己看¦我不打字了¦别问我¦翻过来就有⟫",
    "safe 的 combination 只有我和 ⟪accountant¦老板¦Marco⟫ 知道，⟪当面说¦不写下来¦别问⟫",
    "seed phrase 刻在 steel plate 上，放在 ⟪bank 保险箱¦老家¦lawyer 那里⟫",
]

T["placeholder"] = [
    "@code # .env.example（别填真的）\n⟪OPENAI_API_KEY¦SHOPEE_PARTNER_KEY¦STRIPE_SECRET_KEY⟫=⟪sk-...¦<your-key-here>¦YOUR_API_KEY¦请填写⟫",
    "⟪测试用 card¦sandbox 测试卡¦checkout 测试⟫：⟪4242 4242 4242 4242¦5555 5555 5555 4444¦4000 0566 5566 5556⟫，any future date，⟪sandbox 模式¦别用真卡¦Stripe 文档里的¦CVC 随便填⟫",
    "@code # ⟪连接串 format¦example 示例¦docs 里的格式⟫\nDATABASE_URL=⟪postgresql://USER:PASSWORD@HOST:5432/DB¦mysql://用户名:密码@host:3306/db¦mongodb://<user>:<password>@host/db¦redis://:YOUR_PASSWORD@localhost:6379/0⟫",
    "@code ⟪[default]¦[profile demo]¦[sandbox]⟫\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY  # ⟪AWS 文档示例¦example only，不是真的¦教程里的¦官方 docs 示例⟫",
]

T["credential_talk"] = [
    "BLIK code 只有两分钟，⟪别念给打电话的人¦bank 不会问你要¦过期就重新生成⟫",
    "password policy：至少 ⟪12¦14¦16⟫ 位，要有 uppercase 和 number，⟪90 天换一次¦不能重复用¦不能用生日⟫",
    "Nubank 锁了，PIN 输错 ⟪三¦五⟫次，⟪明天去 branch¦要打 support¦等 24 小时⟫",
    "seed phrase 一定要自己手写，⟪不要 screenshot¦不要存 cloud¦不要发 WeChat⟫",
]

T["masked_value"] = [
    "card ⟦mask_card⟧ 付了 ⟦price⟧，⟪Mercado Pago 通知¦Shopee¦Amazon.co.jp⟫",
    "verification code 已发送到 ⟦mask_phone⟧，⟪60 秒后 resend¦请查收 inbox¦没收到就 retry⟫",
    "API key ⟦mask_key⟧ —— ⟪已 revoke¦最近使用 today¦创建于 ⟦date_zh⟧¦last used 三天前⟫",
    "Account settings：PIN ****，password ••••••••（⟦date_zh⟧ 修改）",
]

T["redacted_text"] = [
    "memory：⟪外婆¦妈妈¦老板⟫的 card PIN 是 [REDACTED:pin]，⟪别问¦只在本地¦已处理⟫",
    "@code redactions:\n- ⟪security_answer¦otp¦pin⟫\n- ⟪wifi_password¦door_code⟫\n# source: 微信聊天 ⟦hexid⟧",
    "evidence：“⟪gate code¦door code¦lockbox code⟫ 是 [REDACTED:door_code]，⟪按完听到 beep¦钥匙在里面¦check-in 三点后⟫”",
    "@code {\"name\": \"⟦name_zh⟧\", \"email\": \"⟦name_py⟧@⟪[…]¦[redacted]⟫\", \"role\": \"⟪QA lead¦supplier¦driver⟫\"}",
]

T["bip39_prose"] = [
    "English 听写 words：⟦en_words12⟧",
    "孩子的 spelling list：⟦en_words6⟧，⟪Friday 考¦每个写三遍¦读给奶奶听⟫",
    "识字卡片 flash cards：⟦zh_words5⟧",
    "今天 factory 的 audit 很顺利，⟪QA team 请吃饭¦supplier 也来了¦明天写 report⟫，⟪大家都很累¦下周还有一次¦老板很满意⟫。",
]

T["order_number"] = [
    "Amazon.co.jp order ⟦order_amz⟧，⟪明天到¦已发货¦申请 return⟫",
    "Shopee order ⟦order_shopee⟧，⟪客户要退款¦物流卡住了¦已 confirm⟫",
    "Mercado Livre 订单 #⟦order_meli⟧，⟪buyer 问 tracking¦已 shipped¦差评了⟫",
    "Coupang order 订单 ⟦order_coupang⟧，⟪rocket delivery¦明早到¦取消了⟫",
]

T["tracking_number"] = [
    "Correios tracking ⟦trk_s10⟧，⟪还在 customs¦已派送¦寄往 São Paulo⟫",
    "Yamato tracking 追踪号 ⟦trk_yamato⟧，⟪redelivery 约了明晚¦已签收¦放宅配箱⟫",
    "InPost paczkomat 包裹 ⟦trk_inpost⟧，⟪去 locker 取¦周五前¦短信会发 code⟫",
    "Ninja Van ⟦trk_ninja⟧ / J&T ⟦trk_zh⟧，⟪Bangkok 仓库¦两天到¦已揽收⟫",
]

T["version_string"] = [
    "firmware 升级到 version ⟦version⟧，⟪QA 测过了¦有 bug 回滚到 ⟦version⟧¦下周 release⟫",
    "App 版本 ⟦version⟧ (build ⟦n3⟧)，⟪TestFlight 上了¦审核中¦安卓版晚点⟫",
    "@code # 依赖\nnode --version  # v⟦version⟧\nnpm --version   # ⟦version⟧",
    "WeChat 版本 8.0.⟦n2⟧，iOS ⟪17¦18⟫.⟦n2⟧，⟪小程序打不开¦更新后正常¦要重启⟫",
]

T["git_log"] = [
    "@code commit ⟦sha40⟧\nAuthor: ⟦name_py⟧ <⟦name_py⟧@⟦domain⟧>\n\n    ⟪fix: 订单导出时区¦feat: 新增 QA 报表¦chore: 更新依赖⟫",
    "今天 deploy 的 commit 是 ⟦sha7⟧，⟪有问题回滚到¦上一个 stable 是¦对比一下⟫ ⟦sha7⟧",
    "@code ⟦sha7⟧ ⟪Merge branch 'feature/打印'¦修复 login bug¦Revert \"新 UI\"⟫\n⟦sha7⟧ ⟪docs: 部署说明¦fix: timezone¦test: 补单元测试⟫",
    "revert 了 commit ⟦sha40⟧，⟪payment callback 报错¦安卓白屏¦打印模板坏了⟫",
]

T["price"] = [
    "supplier 报价 ⟦price⟧/件，MOQ ⟦n3⟧，⟪含运费¦不含税¦下周确认⟫",
    "今天 bazar 的 sales 营业额 ⟦price⟧，⟪比上周多¦周六¦下雨没人⟫",
    "tour package 费用 ⟦price⟧ 每人，⟪含早餐¦不含门票¦小孩半价⟫",
    "⟪rent €⟦amt0⟧，utilities €⟦amt⟧¦rent R$ ⟦amt0⟧，utilities R$ ⟦amt⟧¦rent ฿⟦amt0⟧，utilities ฿⟦amt0⟧⟫，⟪押一付一¦每月五号交¦房东说涨了⟫",
]

T["date_time"] = [
    "audit 定在 ⟦date⟧ ⟦time⟧，⟪QA 全员到¦准备好文件¦客户会来⟫",
    "@code ⟦iso⟧ INFO 订单同步完成 count=⟦n3⟧",
    "flight ⟦date⟧ ⟦time⟧ 起飞，⟪提前两小时到¦在 T2¦行李托运⟫",
    "⟪Visa 面签¦体检 appointment¦看房 viewing⟫约在 ⟦date_zh⟧ ⟦time⟧，⟪带 passport¦别迟到 please¦address 发你了⟫",
]

T["phone_number"] = [
    "landlord 的 phone ⟦phone⟧，⟪WhatsApp 也可以¦有事找他¦只会说 English⟫",
    "emergency contact：⟦name_zh⟧ ⟦phone_cn⟧ / ⟦name⟧ ⟦phone⟧",
    "supplier 的 mobile ⟦phone⟧，⟪工作时间打¦微信同号¦Marco⟫",
    "台湾 office 电话 ⟦phone_tw⟧，⟪找 ⟦name⟧¦上午 call¦extension 12⟫",
]

T["room_number"] = [
    "hotel room ⟦room⟧，⟪breakfast 7 点¦late checkout 申请了¦有事打前台⟫",
    "宿舍 room ⟦room⟧，⟪roommate 是 ⟦name⟧¦钥匙在 reception¦laundry 在地下室⟫",
    "meeting room ⟦room⟧，⟦time⟧ 开会，⟪带 laptop¦QA review¦客户也来⟫",
    "外公在 Ward ⟪7¦3¦12⟫，bed ⟦n2⟧，⟪visiting hours 下午¦八楼¦ICU 旁边⟫",
]

T["public_material"] = [
    "我的 public key，加到 server 上：⟦ssh_pub⟧",
    "收款 address（⟪ETH¦USDT-ERC20⟫）：⟦eth_addr⟧，先小额 test 一下",
    "⟪BTC address ⟦btc_addr⟧¦Solana address ⟦sol_addr⟧¦watch-only xpub ⟦xpub⟧¦age recipient ⟦age_pub⟧⟫，⟪可以公开¦捐款用¦只读⟫",
    "@code # public key（可以公开）\n⟦pub_pem⟧",
]

T["identifier"] = [
    "request id ⟦uuid⟧，⟪报错时附上 log¦发给 support¦ticket 里填⟫",
    "phone 丢了，IMEI ⟦imei⟧，⟪已经 report¦police 报警用¦blacklist 了⟫",
    "ORCID ⟦orcid⟧，⟪论文 submission 用¦填 grant 表要¦导师 supervisor 说的⟫",
    "device MAC ⟦mac⟧，⟪加到 whitelist¦DHCP 绑定¦打印机⟫",
]

T["url_plain"] = [
    "活动 link：https://⟦domain⟧/event?utm_source=⟪wechat¦instagram¦line⟫&utm_campaign=⟪launch¦sale¦open-day⟫",
    "地图 https://maps.google.com/?q=⟪13.75,100.50¦-23.55,-46.63¦40.42,-3.70¦43.88,11.10⟫ ⟪就是这家¦停车在后面¦bazar 在这⟫",
    "@code # clone repo（只读）\ngit clone git@github.com:⟪shenzhen-hw¦prato-tessile¦bazar-madrid⟫/⟪firmware¦erp¦pos⟫.git",
    "OAuth 授权 link：https://accounts.⟦domain⟧/authorize?client_id=⟦hexid⟧&state=⟦hexid⟧&response_type=code",
]

T["env_benign"] = [
    "@code # 基础 config\nNODE_ENV=production\nPORT=⟪8080¦3000⟫\nTZ=⟪Asia/Bangkok¦Europe/Madrid¦America/Sao_Paulo⟫",
    "@code # DB 地址（password 另配）\nDB_HOST=⟦host⟧\nDB_USER=⟦user⟧\nDB_NAME=⟪erp¦orders¦mes⟫",
    "@code # feature flags 开关\nFEATURE_PIX=⟪true¦false⟫\nFEATURE_QA_REPORT=⟪true¦false⟫\nLOG_LEVEL=⟪info¦debug¦warn⟫",
    "@code # S3 bucket 配置\nS3_BUCKET=⟪factory-photos¦bazar-receipts¦tour-docs⟫\nAWS_REGION=⟪ap-southeast-1¦eu-south-1¦sa-east-1⟫",
]
