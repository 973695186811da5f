# Code-switched Chinese/English templates (overseas students, 外贸, 民宿 hosts
# with foreign guests, 电竞 teams, families across two countries).
# Syntax: see make_corpus.py.  Odd positions -> dev, even positions -> test.

T = {}

T["pin"] = [
    "我的 debit card PIN 是 ⟦S:pin4⟧，你去 ATM 帮我取 200 pounds",
    "mum 你那张 Visa 的 pin 还是 ⟦S:pin4⟧ 吗？",
    "【voice memo】ok so 那个 card 的 PIN 是 ⟦S:pin_zh⟧，别忘了",
    "iPad 的 screen time passcode 设成 ⟦S:pin4⟧ 了，别让小孩知道",
    "SIM 卡 PIN：⟦S:pin4⟧ / PUK 在卡套背面",
    "note：POS 机 manager PIN ⟦S⟧，每周一换",
]

T["door_code"] = [
    "Guest check-in：大门 door code ⟦S⟧，按完等绿灯",
    "gym locker 密码 ⟦S:padlock4⟧，我放了 towel",
    "dorm 楼下的 keypad 是 ⟦S:door_star⟧，lift 在左边",
    "剧本杀店 staff room 的 code：⟦S:pin4⟧",
    "Airbnb host 说 key box 密码 ⟦S:padlock4⟧，钥匙拿完 reset 一下",
    "tent 那个 padlock 的 combination 是 ⟦S:padlock⟧，营地 locker 也一样",
]

T["security_answer"] = [
    "security question：first pet's name？我填的 ⟦S:ans_zh_pet⟧",
    "PayPal 的 security answer 是 ⟦S:ans_zh_city⟧（出生城市）",
    "Apple ID 密保 Q1：最喜欢的老师 → ⟦S:ans_zh_teacher⟧",
    "mother's maiden name 那栏我写的 ⟦S:ans_zh_name⟧，拼音的话是全小写",
    "bank 打电话来 verify，问 primary school，我说 ⟦S:ans_zh_school⟧",
    "memorable word 设成了 ⟦S:ans_word⟧，别告诉别人",
]

T["password_nl"] = [
    "我的 Netflix password 是 ⟦S⟧ 别外传",
    "电脑 login 密码改成 ⟦S⟧ 了，记得 update 一下",
    "Steam 密码 ⟦S⟧，周末你可以上我号玩",
    "学校 portal 的 password：⟦S⟧",
    "zip 文件的 password 是 ⟦S⟧，客户发来的报价单",
    "【voice memo】密码是 ⟦S:pw_zh_spelled⟧，all lowercase except the first one",
]

T["login_pair"] = [
    "爸的 account：⟦zuser⟧ / password：⟦S⟧",
    "外贸网站后台 username ⟦username⟧ 密码 ⟦S⟧",
    "Zoom 账号 ⟦email⟧，password ⟦S⟧，上课用",
    "战队训练号：ID ⟦username⟧，pw ⟦S⟧",
    "@| 平台 | username | password |\n|---|---|---|\n| Shopify | ⟦username⟧ | ⟦S⟧ |",
    "民宿 Booking.com extranet：login ⟦username⟧，密码 ⟦S⟧",
]

T["otp"] = [
    "verification code 是 ⟦S⟧，5 分钟内输",
    "妈，Google 给你发的那个 code 念一下\n妈：⟦S:otp_g⟧",
    "【Uber】Your code ⟦S:otp4⟧，司机问就报这个",
    "bank 的 OTP ⟦S⟧ 已经过期了，重新发",
    "WhatsApp code ⟦S:otp_dash⟧，帮我输一下",
    "Steam Guard 码 ⟦S:otp_alnum⟧",
]

T["recovery_codes"] = [
    "GitHub recovery codes 存一下：\n⟦S:rc_gh⟧",
    "Microsoft recovery code：⟦S:rc_ms25⟧，换电脑要用",
    "backup codes 打印了，这里也留一份：\n⟦S:rc_list⟧",
    "Bitwarden recovery code ⟦S:rc_bitwarden⟧ 别丢",
]

T["totp_secret"] = [
    "2FA secret key：⟦S:totp_groups⟧，手动输进 authenticator",
    "otpauth 链接：⟦S:totp_uri⟧",
    "AWS MFA 的 seed 是 ⟦S⟧",
    "换手机前备份一下 TOTP secret：⟦S:totp_plain⟧",
]

T["mnemonic_bip39_en"] = [
    "seed phrase 抄在这：⟦S:mn_en_line⟧",
    "MetaMask recovery phrase：\n⟦S:mn_en_block⟧\n别截图",
    "wallet 助记词 ⟦S:mn_en_line⟧",
    "Ledger 的 24 words：\n⟦S⟧",
]

T["mnemonic_zh"] = [
    "wallet 助记词（中文版）：⟦S:mn_zh_line⟧",
    "seed phrase 是中文的：\n⟦S:mn_zh_block⟧",
    "妈妈的 imToken backup：⟦S⟧",
    "recovery words 中文 12 个：⟦S:mn_zh_line⟧",
]

T["api_key"] = [
    "OpenAI 的 key：⟦S:api_openai⟧，别 push 到 GitHub",
    "Stripe secret key ⟦S:api_stripe⟧ 用在网站 checkout",
    "AWS access key ⟦aws_id⟧，对应的 secret 是 ⟦S:aws_secret⟧",
    "这个 API token 给你测试：⟦S⟧",
]

T["jwt"] = [
    "login 之后的 token：⟦S⟧",
    "Authorization header 里是 Bearer ⟦S⟧",
    "小程序返回的 JWT ⟦S⟧ 今晚 expire",
    "把 access token ⟦S⟧ 放到 Postman 里",
]

T["private_key"] = [
    "server 的 SSH private key：\n⟦S:pk_ssh⟧",
    "TLS private key 别 commit：\n⟦S:pk_rsa⟧",
    "WireGuard PrivateKey = ⟦S:pk_wg⟧ （我手机那个 peer）",
    "EC key 用来签名：\n⟦S:pk_ec⟧",
]

T["crypto_wallet_key"] = [
    "wallet private key 在这，别外传：⟦S:wk_hex⟧",
    "BTC 纸钱包 WIF：⟦S:wk_wif⟧",
    "Phantom export 的 private key ⟦S:wk_sol⟧",
    "xprv 备份一下：⟦S:wk_xprv⟧",
]

T["card_number"] = [
    "credit card number ⟦S⟧，exp ⟦expiry⟧，帮我付一下 deposit",
    "卡号 ⟦S⟧ CVV ⟦cvv⟧，booking 用",
    "【voice memo】card number 是 ⟦S⟧",
    "公司 Amex 还是 Visa？用这个：⟦S⟧",
]

T["connection_string"] = [
    "DB connection string 给你：⟦S⟧",
    "prod database 在这：⟦S⟧，别乱改",
    "Navicat 里填 ⟦S:conn_url⟧ 就连上了",
    "redis URL ⟦S:conn_redis⟧ 是缓存用的",
]

T["url_credentials"] = [
    "Slack webhook：⟦S:url_slack⟧ 发通知用",
    "camera 的 stream 地址 ⟦S:url_cam⟧",
    "企业微信 bot webhook ⟦S:url_wecom⟧",
    "upload link（不用登录）：⟦S:url_upload⟧",
]

T["env_file"] = [
    "@.env 里面：\nSTRIPE_SECRET=⟦S:api_stripe⟧\nMODE=live",
    "@export SESSION_SECRET=⟦S:env_rand⟧  # 生产环境",
    "@# config，别 commit\nMAIL_PASS=⟦S:env_pw⟧",
    "@environment:\n  - REDIS_PASSWORD=⟦S:env_pw⟧  # 缓存密码",
]

T["wifi_password"] = [
    "WiFi 名 ⟦zssid⟧，password ⟦S:wifi_cn⟧",
    "guest wifi：⟦ssid⟧ / 密码 ⟦S⟧",
    "民宿 WiFi password ⟦S:wifi_cn⟧，router 在楼梯下",
    "café wifi 密码换成 ⟦S⟧ 了",
]

# ---------------------------------------------------------------------------
# benign
# ---------------------------------------------------------------------------
T["credential_talk"] = [
    "我又忘了 «Apple ID|Gmail|Netflix» password，要 reset«|，烦|，第三次了»",
    "«bank|银行|客服» 说 never share OTP，«别人问验证码一定是骗子|有人要 code 就挂电话|客服也不会问»",
    "password 要求至少 «12|14|16» 位 + symbol，«太麻烦了|记不住|离谱»",
    "«door code|gate code|keypad code» 换了，问 «front desk|manager|host» 吧",
    "PIN 输错 «3|三» 次卡就 «lock|freeze|block» 了",
    "«pin|置顶» 一下这条 «message|通知|announcement»，大家都看看",
]

T["secret_reference"] = [
    "«WiFi|router|admin» password 在 1Password 的 «shared vault|家庭 vault|Work vault» 里",
    "保险柜 code 当面问 «manager|店长|老板»，不要发 «WeChat|微信|WhatsApp»",
    "«recovery codes|backup codes» 打印放在 «drawer|抽屉|safe» 里锁着",
    "密码在 Bitwarden → «Team|Family|Ops» → «民宿后台|店铺后台|财务»",
    "seed phrase «刻在 steel plate 上|写在 card 上|抄在本子上»，放 «safe deposit box|银行保险箱|老家» 了",
    "login 信息看 «Notion|飞书文档|Confluence» 里那页（«有权限的人才能看|找 admin 开权限|只读»）",
]

T["masked_value"] = [
    "card ending ⟦last4⟧ 扣了 ⟦price⟧",
    "手机号 ⟦mask_phone⟧ 已 verify",
    "API key ⟦mask_key⟧ 已 revoke",
    "password 显示成 «******|••••••|*****», «看不到|被隐藏了|只能 reset»",
]

T["order_number"] = [
    "Amazon order ⟦amazon_order⟧ 明天到",
    "顺丰 tracking ⟦sf⟧",
    "ticket ⟦ticket⟧ 还没人回",
    "booking ref ⟦pnr⟧，民宿订单",
]

T["version_string"] = [
    "App 更新到 ⟦semver⟧ 后 crash 了",
    "firmware ⟦firmware⟧ 要不要 upgrade",
    "Chrome ⟦chrome_ver⟧ 下 layout 正常",
    "kernel ⟦kernel⟧ 之后 WiFi driver 掉了",
]

T["checksum"] = [
    "commit ⟦git_sha⟧ 修了这个 bug",
    "SHA256 checksum：⟦sha256hex⟧，对上了",
    "@<script src=\"/static/«app|vendor|main».js\" integrity=\"⟦sri⟧\"></script> <!-- CDN 校验 -->",
    "revert 到 ⟦short_sha⟧ 就好",
]

T["phone_number"] = [
    "我的 number ⟦phone_cn⟧，有事 call 我",
    "UK 那边 office ⟦phone_uk⟧",
    "客服 hotline ⟦phone_400⟧",
    "host 的电话 ⟦phone_us⟧",
]

T["date_time"] = [
    "meeting 改到 ⟦zdate⟧ ⟦clock⟧",
    "check-in ⟦date⟧ 下午三点之后",
    "flight 2025-06-«18|21|09» «07:45|13:20|22:05» 起飞",
    "deadline 周«五|四|一» «6pm|noon|9am»，别忘了",
]

T["numeric_prose"] = [
    "room ⟦room⟧，二楼右手边",
    "一共 ⟦num⟧ 个人，budget ⟦rmb⟧",
    "bus ⟦num⟧ 到 terminal 再走 10 分钟",
    "table «12|8|21»，«四|六|两»个人 «7:30pm|8pm|6:45pm»",
]

T["identifier"] = [
    "@ERROR request_id=⟦uuid4⟧ 支付失败",
    "device serial ⟦serial⟧ 还在保修",
    "IMEI ⟦imei⟧，旧手机的",
    "trace id ⟦trace_id⟧ 看一下日志",
]

T["invalid_card"] = [
    "membership card 号码 ⟦bad_card⟧，积分没到",
    "gift card 背面 barcode：⟦bad_card⟧",
    "library card ⟦bad_card⟧ 过期了",
    "电表 meter number ⟦bad_card⟧",
]

T["placeholder"] = [
    "@«API_KEY|OPENAI_KEY|TOKEN»=«<your-api-key>|<YOUR_KEY>|your-token-here»  # 换成你自己的",
    "测试用 test card «4242 4242 4242 4242|5555 5555 5555 4444|4000 0566 5566 5556»，«任意 CVC|CVC 随便填|expiry 填未来日期»",
    "把 «YOUR_TOKEN_HERE|<api-key>|sk-xxxx» 换成真实 «token|key»",
    "@«password|db_pass|secret»: \"«xxxxxx|changeme|<填写>»\"  # 占位，部署时替换",
]

T["code_config_benign"] = [
    "@«token|api_key|secret» = os.environ[\"«API_TOKEN|SHOP_KEY|APP_SECRET»\"]  # 从环境变量读，不写死",
    "@«password|db_pass»: ${«DB_PASSWORD|MYSQL_PASSWORD|PG_PASS»}  # docker compose 里引用",
    "@const key = process.env.«OPENAI_API_KEY|STRIPE_KEY|MAPS_KEY» // «别 hardcode|部署时注入|从 env 读»",
    "@secretKeyRef:\n  name: «app-secret|db-secret|shop-secret»   # K8s 里的 secret\n  key: «password|token|api-key»",
]

T["public_key"] = [
    "我的 SSH public key：⟦ssh_pub⟧，加到 authorized_keys",
    "age public key ⟦age_pub⟧，加密 backup 用",
    "我的 PGP fingerprint 是 ⟦pgp_fpr⟧",
    "host key fingerprint ⟦host_fpr⟧ 核对一下",
]

T["wallet_address"] = [
    "BTC 收款 address：⟦btc_bech32⟧",
    "ETH address ⟦eth_addr⟧ 打款到这",
    "USDT TRC20 地址 ⟦tron_addr⟧",
    "tx hash ⟦tx_hash⟧ 已经 confirm 了",
]

T["postal_code"] = [
    "India 客户 address：⟦in_city_pin⟧",
    "UK postcode ⟦uk_postcode⟧，寄这里",
    "邮编 zip code ⟦zh_postcode⟧",
    "美国客户 US address ZIP ⟦us_zip⟧",
]

T["bip39_prose"] = [
    "spelling list 今天的：⟦bip39_bad_en⟧",
    "crossword 答案：⟦bip39_bad_en⟧",
    "听写 list：⟦bip39_bad_zh⟧",
    "random words 给 improv 用：⟦bip39_bad_en⟧",
]

T["redacted_text"] = [
    "«door code|gate code» [REDACTED:door_code]，到了«按门铃|直接进|打电话»",
    "@redactions:\n  - «security_answer|pin|otp|password»\n# 系统自动«脱敏|处理»",
    "«PIN|card PIN» 是 [REDACTED:pin]，«别问了|已隐藏|系统处理过»",
    "email：⟦handle⟧@[…]，已脱敏",
]

T["url_plain"] = [
    "报名 form：⟦url_plain⟧",
    "repo 在 git@github.com:«skylark-astro|hivehouse|escapehq»/«ops|site».git",
    "地图 map link ⟦url_plain⟧",
    "docs 看这里 ⟦url_plain⟧",
]
