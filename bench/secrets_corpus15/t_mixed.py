"""Code-switched Chinese/English templates for secrets_corpus15.

Settings: a biotech start-up in 苏州 with a foreign PI, a bilingual wedding
planner, a 外企 finance team at month-end close (SAP, Concur), a Chinese
restaurant in London (Deliveroo tablet, Square POS), 华人 parents in Vancouver
(school portal), a livestream e-commerce team (TikTok Shop / 抖店), a 外教 at a
培训机构, a grad student in Germany (Sparkasse, TAN, Anmeldung), a freelance
translator (Upwork, Wise), an H-1B engineer in Seattle (Chase, Venmo), a 代购 in
Melbourne, and a 华人 landlord in Toronto.
"""
T = {}

# ===========================================================================
# SECRET KINDS
# ===========================================================================
T["password_nl"] = [
"""PI 说 lab 的 shared drive password 改了，new one 是 ⁅S⁆，别 forward 给 CRO 那边""",
"""Concur 又过期了… new password ⁅S⁆ ，下个月 month-end close 前记得再改""",
"""店里 Square POS 的 admin password 我念给你：⁅S:pw_spelled_zh⁆，manager 以外的人不要给""",
"""⁅time⁆ wedding day checklist：
- 新娘 bouquet ✔
- 投影 laptop 开机 password: ⁅S⁆
- first dance 歌单 ✔""",
"""Upwork 的密码我又 reset 了一次，现在是 ⁅S⁆，这次 really 要记住""",
"""Anmeldung 之后 Uni portal 的 login password 改成 ⁅S:pw_leet⁆ 了，TUM online 那个""",
]

T["login_pair"] = [
"""抖店后台 account：⁅phone_cn⁆ / password：⁅S⁆ ，直播前 check 一下库存""",
"""School portal (Vancouver) 家长账号
username: ⁅user_en⁆
password: ⁅S⁆
用来看 report card 和 field trip form""",
"""SAP GUI 测试环境 user ⁅user_pinyin⁆ 密码 ⁅S⁆ ，只能在 VPN 里 login""",
"""Deliveroo tablet 登录：email ⁅email⁆，pw ⁅S⁆（店长 only）""",
"""@code # 外教 timesheet 系统
{"username": "⁅user_en⁆", "password": "⁅S:pw_safe⁆", "campus": "徐汇校区"}""",
"""Wise business account login：⁅email⁆ / ⁅S⁆ ，客户打款后记得 convert""",
]

T["otp"] = [
"""Sparkasse 的 pushTAN 是 ⁅S⁆ ，转房租给 Vermieter 用的""",
"""【Chase】Your one-time code is ⁅S⁆. 别告诉任何人，bank 不会打电话问你要""",
"""刚刚 Venmo 有个人说 "sent by mistake" 然后让我报 verification code，我差点把 ⁅S:otp_sp⁆ 发过去了""",
"""Square 登录要 2FA，code 是 ⁅S:otp_dash⁆ ，五分钟内有效""",
"""automated call 念的是 "your code is ⁅S:otp_words⁆"，我记成别的了""",
"""TikTok Shop 验证码 ⁅S⁆ ，已经 expired 了，重新 send 一个""",
]

T["pin"] = [
"""新 Sparkasse Girocard 的 PIN 是 ⁅S:pin4⁆ ，letter 已经扔了""",
"""妈妈的 Commbank debit card PIN ⁅S:pin4⁆ ，代购 shopping 的时候用""",
"""Seattle 的 Chase ATM card PIN：⁅S:pin_zh⁆（我用中文记的，防止别人看懂）""",
"""iPad 给 restaurant 收银用，passcode ⁅S:pin6⁆ ，别让 part-time 改""",
"""Toronto 出租屋 garage remote 的 app PIN ⁅S⁆ ，tenant 搬走后要换""",
"""voicemail PIN 是 ⁅S:pin_words⁆ ，加拿大手机的 voicemail 要用""",
]

T["door_code"] = [
"""Toronto basement unit 的 door code ⁅S⁆ ，新 tenant 入住前 reset""",
"""Lab 冷库门 keypad：⁅S:door_digits⁆ ，PI 说 only for staff""",
"""Wedding venue 后台 storage room 的 lock 是 ⁅S:padlock⁆""",
"""Airbnb host 发的 lockbox code：⁅S:door_digits⁆ ，我们 check-in 之前别丢""",
]

T["security_answer"] = [
"""Chase security question "name of your first pet"：⁅S:saz_pet⁆（拼音也行？我填的中文）""",
"""CRA My Account 的 security question：mother's maiden name → ⁅S:saz_name⁆""",
"""Wise 要我 verify：first school → ⁅S:saz_school⁆""",
"""Apple ID 密保 "What was your childhood nickname?" ⁅S:saz_nickname⁆""",
"""Sparkasse hotline 问 Geburtsort 我说 ⁅S:saz_city⁆ ，因为 form 上就这么写的""",
"""School portal security Q：favourite food → ⁅S:saz_food⁆""",
]

T["totp_secret"] = [
"""Concur 2FA setup key：⁅S:totp_groups⁆ ，换手机的时候要重新 scan""",
"""lab AWS console 的 MFA secret ⁅S:totp32⁆ ，PI 让我存一份""",
"""Authenticator export：⁅S:totp_uri⁆ ，别 share 给别人""",
"""TikTok Shop seller 2FA key ⁅S:totp_lower⁆ ，运营三个人都加到 phone 上""",
"""Upwork 2FA 的 manual entry key：
⁅S:totp_2lines⁆""",
"""Wise 2FA backup key ⁅S:totp_dash⁆ ，放进 password manager""",
]

T["recovery_codes"] = [
"""GitHub recovery codes（lab org owner）：
⁅S:rc_gh⁆""",
"""Google backup codes，婚礼那个 Gmail：
⁅S:rc_google⁆""",
"""Microsoft recovery code ⁅S:rc_ms⁆ ，公司 laptop 上的 Outlook""",
"""Apple recovery key：⁅S:rc_apple⁆ ，妈妈的 iPhone""",
"""Discord backup codes（直播间 server）：⁅S:rc_inline⁆""",
"""用掉了一个 backup code ⁅S:rc_single⁆ ，剩下的 codes 在 Notion 里""",
]

T["api_key"] = [
"""OpenAI key 给 wedding invitation 生成器用：⁅S:ak_openai⁆ ，每月 limit 20 刀""",
"""AWS lab account
Access key ID：⁅aws_akid⁆
Secret access key：⁅S:ak_aws_secret⁆""",
"""Shopify admin API token ⁅S:ak_shopify⁆ ，代购 store 同步库存用""",
"""腾讯云 SecretId ⁅tencent_akid⁆ SecretKey ⁅S:ak_tencent_secret⁆ ，直播 CDN 那个 account""",
]

T["jwt"] = [
"""School portal 的 session token：⁅S⁆ ，debug 的时候从 cookie 里 copy 出来的""",
"""@code # 抖店 open API test
curl -H "Authorization: Bearer ⁅S⁆" https://api.example-shop.cn/v2/orders""",
"""Concur API 返回的 access token ⁅S⁆ ，一小时 expire""",
"""Postman 里存的 token：⁅S⁆ ，别 export 整个 collection""",
]

T["private_key"] = [
"""lab server 的 private key，PI 说只能放 1Password：
⁅S:pk_pem⁆""",
"""@code # 婚礼网站 deploy key
⁅S:pk_openssh⁆""",
"""Windows 上 PuTTY 用的 key file：
⁅S:pk_ppk⁆""",
"""age secret key（backup 加密）：⁅S:pk_age⁆""",
]

T["card_number"] = [
"""代购客户的 Visa：⁅S:card_visa⁆ exp ⁅expiry⁆ ，下单后马上删""",
"""公司 corporate card ⁅S⁆ ，Concur 报销的时候要填""",
"""Amex ⁅S:card_amex⁆ CVV ⁅cvv⁆ ，订 wedding venue 的 deposit""",
"""Deliveroo payout 绑的 debit card ⁅S:card_mc⁆""",
]

T["crypto_wallet_key"] = [
"""Ledger 之前那个 hot wallet 的 private key：⁅S:wk_hex0x⁆""",
"""Bitcoin paper wallet（WIF）⁅S:wk_wif_any⁆ ，老爸 2014 年买的""",
"""Phantom wallet private key ⁅S:wk_sol⁆ ，直播打赏收的 SOL""",
"""xprv ⁅S:wk_xprv⁆ ，从旧 Electrum wallet export 出来的""",
"""@code # 测试网 deploy 脚本
PRIVATE_KEY = "⁅S:wk_hex0x⁆\"""",
"""nostr 的 nsec ⁅S:wk_nsec⁆ ，别贴到 public 的地方""",
]

T["mnemonic_bip39_en"] = [
"""seed phrase（MetaMask）：⁅S:mn⁆ ，写在 wedding planner 本子最后一页""",
"""Ledger recovery phrase 按顺序：
⁅S:mn_num⁆""",
"""老爸的 wallet，words 一行一个：
⁅S:mn_lines⁆""",
"""Trezor backup card（4 columns）：
⁅S:mn_grid4⁆""",
"""@code # test wallet, 别用真钱
MNEMONIC="⁅S:mn12⁆\"""",
"""recovery words ⁅S:mn_comma⁆ ，记得 offline 保存""",
]

T["mnemonic_zh"] = [
"""imToken 中文 mnemonic：⁅S:mnz⁆""",
"""Chinese seed words，one per line：
⁅S:mnz_lines⁆""",
"""wallet backup 的中文助记词 numbered：
⁅S:mnz_num⁆""",
"""@code # python check 一下助记词
Mnemonic("chinese_simplified").check("⁅S:mnz⁆")""",
"""助记词 grid（4 per row）：
⁅S:mnz_grid4⁆""",
"""seed 写在 passport 套里：⁅?⁅S:mnz_nosp⁆|⁅S:mnz_bracket⁆⁆""",
]

T["env_file"] = [
"""@code # .env（婚礼网站）
RSVP_SECRET=⁅S:ev_hex⁆
SITE_URL=https://wedding.example""",
"""@code export OPENAI_API_KEY=⁅S:ak_openai⁆  # 生成 invitation 文案""",
"""@code # Vercel 环境变量 production
SESSION_SECRET=⁅S:ev_b64url⁆""",
"""@code TIKTOK_APP_SECRET=⁅S:ev_rand⁆ # 抖店开放平台""",
"""@code # lab pipeline 的上传密钥
S3_SECRET_ACCESS_KEY=⁅S:ak_aws_secret⁆""",
"""@code SQUARE_ACCESS_TOKEN=⁅S:ak_square⁆  # 餐厅 POS 同步""",
]

T["connection_string"] = [
"""lab LIMS 的 database URL：⁅S:cs_pg⁆ ，PI 让我别 commit""",
"""@code # 抖店 ERP
DATABASE_URL=⁅S:cs_mysql⁆""",
"""MongoDB Atlas connection string ⁅S:cs_mongo⁆ ，wedding RSVP 用""",
"""SAP 报表 ODBC：⁅S:cs_odbc⁆""",
"""Redis for 直播弹幕：⁅S:cs_redis⁆""",
"""@code # appsettings.Development.json 餐厅订位系统
"Default": "⁅S:cs_mssql⁆\"""",
]

T["url_credentials"] = [
"""Slack webhook（lab alerts）：⁅S:url_slack_hook⁆""",
"""餐厅 CCTV rtsp stream：⁅S:url_rtsp⁆""",
"""git remote 带 token 的：⁅S:url_git⁆ ，CI 用""",
"""钉钉 robot webhook ⁅S:url_dingtalk⁆ ，month-end 提醒""",
"""⁅?Zoom 家长会 link|腾讯会议 link|lab meeting 的 link⁆：⁅?⁅S:url_zoom⁆|⁅S:url_tencent_meeting⁆⁆""",
"""⁅?公司 proxy|mail client 的 server 设置|LDAP bind 地址⁆：⁅?⁅S:url_proxy⁆|⁅S:url_imap⁆|⁅S:url_ldap⁆⁆ ，VPN 断了用这个""",
]

T["wifi_password"] = [
"""Restaurant staff WiFi：⁅ssid⁆ / ⁅S⁆ ，customer 那个不一样""",
"""Airbnb WiFi name ⁅ssid⁆ password ⁅S:wifi_words⁆""",
"""lab guest WiFi 的 password ⁅S:wifi_digits⁆ ，visitor 来了给他们""",
"""@code WIFI:T:WPA;S:⁅ssid⁆;P:⁅S:wifi_router⁆;; # 打印成 QR 贴在 wedding 签到台""",
"""Toronto 出租屋 WiFi：network ⁅ssid⁆，password ⁅S⁆ ，tenant 可以用""",
"""宿舍 WG 的 WLAN Passwort ⁅S⁆ ，Mitbewohner 改过一次""",
]

# ===========================================================================
# BENIGN KINDS
# ===========================================================================
T["checksum"] = [
"""@code <script src="https://cdn.jsdelivr.net/npm/⁅cdn_lib⁆" integrity="⁅sri⁆" crossorigin="anonymous"></script> <!-- ⁅?婚礼网站|餐厅订位页|直播间落地页⁆ -->""",
"""下载的 ⁅?SAP GUI installer|lab pipeline image|Square POS update⁆ SHA-256：⁅sha256⁆ ，和 vendor 给的⁅?一致|match|对得上⁆""",
"""lab 的 Docker image digest：⁅docker_digest⁆ ，⁅?deploy 前核对|和 registry 一致|记在 README 里⁆""",
"""npm lockfile 里 ⁅npm_pkg⁆ 的 integrity ⁅sri512⁆ 变了，是正常 update""",
]

T["postal_code"] = [
"""India 的 supplier 地址：⁅in_pin#1.0⁆，PIN code ⁅in_pin#1.1⁆ ，寄 sample 用""",
"""Vancouver 学校的 postal code ⁅ca_postal⁆ ，⁅?field trip form|report card 信封|school supplies⁆ 上要写""",
"""Melbourne 代购仓库 postcode ⁅au_postcode⁆ ，⁅?Unit ⁅n2⁆|Shed ⁅n1⁆|Level ⁅n1⁆⁆""",
"""德国住址的 PLZ 是 ⁅de_plz⁆ ，⁅?Anmeldung 表上要写|寄 Sparkasse 的信用|Uni 要填⁆""",
]

T["code_config_benign"] = [
"""@code # lab pipeline 读 env
import os
token = os.environ["⁅env_key_tok⁆"]""",
"""@code const ⁅var_js⁆ = process.env.⁅env_key_tok⁆; // ⁅?婚礼网站|订位系统|直播后台⁆，不要 hardcode""",
"""@code password: ${{ secrets.⁅env_key_pw⁆ }}  # GitHub Actions 里配置""",
"""@code valueFrom:
  secretKeyRef:
    name: ⁅k8s_secret⁆   # ⁅?抖店 ERP|LIMS|订位系统⁆
    key: password""",
]

T["secret_reference"] = [
"""⁅?Concur|SAP|Wise|Chase⁆ password → ⁅pm_name⁆ › ⁅vault_name⁆ › ⁅item_name⁆，不要写在 Excel 里""",
"""lab server root password 只有 ⁅?PI|IT|lab manager⁆ 知道，not written anywhere""",
"""⁅?WiFi password|router admin password|POS admin PIN⁆ ⁅?在 router 背面的 sticker 上|写在收银台下面的 card 上|锁在 office 的 safe 里|只有 manager 知道⁆""",
"""seed phrase 刻在 steel plate 上，放在 ⁅bank_world⁆ 的 safe deposit box""",
]

T["placeholder"] = [
"""@code # .env.example
OPENAI_API_KEY=⁅?sk-...|sk-xxxxxxxx|<your-key>⁆
DB_PASSWORD=⁅?<your-password>|CHANGE_ME|请替换⁆  # 填你自己的""",
"""测试用 Stripe test card ⁅?4242 4242 4242 4242|4000 0566 5566 5556|5555 5555 5555 4444⁆ ，any CVC，⁅?sandbox 里用|别用真卡|文档写的⁆""",
"""@code -----BEGIN ⁅pem_label#1⁆-----
⁅?<paste key here> 把 key 粘贴到这里|（这里放你的私钥）|...⁆
-----END ⁅pem_label#1⁆-----""",
"""AWS 文档里的 example key AKIAIOSFODNN7EXAMPLE 是 placeholder，⁅?不是真的|不用 rotate|别紧张⁆""",
]

T["credential_talk"] = [
"""⁅?Concur|SAP|school portal|Upwork⁆ password 每 ⁅?90|60|180⁆ 天就要换一次，太 annoying 了""",
"""bank 说不会打电话问 PIN 或者 verification code，遇到就是 scam""",
"""lab 冷库的 door code 每⁅?学期|个月⁆ reset，别写在 whiteboard 上""",
"""2FA 换手机的时候一定要先 transfer，不然 ⁅?locked out|要找 support|很麻烦⁆""",
]

T["bip39_prose"] = [
"""英语 spelling test 单词：⁅bip_bad12⁆""",
"""直播间 giveaway 的 keywords：⁅bip_few⁆""",
"""外教留的 vocabulary list：
⁅bip_bad12_num⁆""",
"""书法班 word list：⁅bipz_bad12⁆ ，周末 practice""",
]

T["redacted_text"] = [
"""Memory: ⁅?Sparkasse TAN|Chase code|Venmo code⁆ [REDACTED:otp]（已删除）""",
"""redactions:
  - security_answer
  - ⁅?pin|otp|password⁆
source: 语音 memo ⁅date⁆""",
"""contact：⁅first_en⁆（⁅user_en⁆@[…]）问 ⁅?wedding 的 timeline|lease renewal|month-end 的 accruals⁆""",
"""Evidence：「⁅?lockbox|garage|lab 冷库⁆ code 是 [REDACTED:door_code]」 from WhatsApp""",
]

T["order_number"] = [
"""Amazon.ca order ⁅order_amazon⁆ ，学校 supplies 到了""",
"""代购 order ⁅order_shop⁆ ，客户要 express shipping""",
"""淘宝 order ⁅order_taobao⁆ ，wedding 的 decorations""",
"""PO number ⁅order_po⁆ ，month-end 要 match invoice""",
]

T["tracking_number"] = [
"""UPS tracking ⁅track_ups⁆ ，lab reagents 明天到""",
"""顺丰 tracking number ⁅track_sf⁆ ，寄 sample 回国""",
"""Australia Post 单号 ⁅track_auspost⁆ ，代购包裹""",
"""Canada Post tracking ⁅track_canpost⁆ ，给学校寄的 form""",
]

T["invoice_number"] = [
"""Upwork invoice ⁅invoice⁆ ，客户还没 pay""",
"""供应商 invoice ⁅invoice_short⁆ ，month-end 要 accrue""",
"""电子发票 ⁅fapiao_20⁆ ，给 finance 报销""",
"""VAT invoice ⁅invoice⁆ ，restaurant 的 food supplier""",
]

T["isbn"] = [
"""外教推荐的 textbook ISBN ⁅isbn13⁆""",
"""论文 DOI：⁅doi⁆ ，PI 让我 follow 这个 protocol""",
"""二手 textbook ISBN-10 ⁅isbn10⁆ ，代购客户要的""",
"""journal ISSN ⁅issn⁆ ，library 有 access""",
]

T["phone_number"] = [
"""Vancouver 学校 office phone ⁅phone_us⁆""",
"""restaurant 订位电话 ⁅phone_uk⁆""",
"""Melbourne 代购客户 mobile ⁅phone_au⁆""",
"""国内 supplier 手机 ⁅phone_cn⁆ ，WeChat 同号""",
]

T["date_time"] = [
"""wedding rehearsal ⁅date⁆ ⁅time⁆ ，ceremony 第二天 ⁅hour12⁆""",
"""month-end close deadline：⁅date⁆ 下午 5 点""",
"""Termin beim Bürgeramt ⁅date_slash⁆ ⁅time⁆ ，Anmeldung""",
"""家长会 parent-teacher interview ⁅weekday⁆ ⁅time⁆""",
]

T["version_string"] = [
"""SAP GUI version ⁅version⁆ ，IT 说要 upgrade""",
"""TikTok app 更新到 ⁅semver⁆ 以后直播卡顿""",
"""lab 的 pipeline 依赖 ⁅py_pkg⁆==⁅semver⁆""",
"""Square POS firmware ⁅fw⁆""",
]

T["masked_value"] = [
"""Chase card ending ⁅last4⁆ 扣了 ⁅usd⁆""",
"""code 已经发到 ⁅masked_phone⁆""",
"""dashboard 上显示的 key 是 ⁅masked_key⁆ ，完整的只显示一次""",
"""statement 上 ⁅masked_card⁆ Deliveroo payout""",
]

T["public_material"] = [
"""直播打赏 ETH address：⁅eth_addr⁆""",
"""donation BTC address ⁅btc_addr⁆ ，可以公开""",
"""⁅?我的 SSH public key，加到 lab server：
⁅ssh_pub⁆|lab server 的 certificate（public 的）：
⁅cert_pem⁆⁆""",
"""PGP fingerprint ⁅pgp_fpr⁆ ，verify 用""",
]

T["identifier"] = [
"""lab plate reader serial ⁅serial⁆ ，warranty 到明年""",
"""旧 iPhone 的 IMEI ⁅imei⁆ ，trade-in 用""",
"""@code request id ⁅uuid⁆ 返回 502，问 vendor""",
"""餐厅 POS 的 MAC address ⁅mac⁆""",
]

T["numeric_prose"] = [
"""今天 live 了 ⁅n1⁆ 个小时，GMV ⁅n4⁆ 刀，peak ⁅n3⁆ 人在线""",
"""wedding 一共 ⁅n3⁆ guests，⁅n2⁆ tables""",
"""PCR 跑了 ⁅pcr_cycles⁆ cycles，退火 5⁅n1⁆ 度""",
"""restaurant 今天 covers ⁅n3⁆ ，Deliveroo orders ⁅n2⁆""",
]

T["url_plain"] = [
"""RSVP form：https://forms.gle/⁅n4⁆?usp=sf_link 发给 guests""",
"""@code git clone git@github.com:⁅gh_org⁆/⁅repo⁆.git  # lab 的 scripts""",
"""TikTok Shop 商品 link https://shop.tiktok.com/view/product/⁅n4⁆⁅n4⁆?region=GB&locale=en""",
"""school calendar：https://www.vsb.bc.ca/calendar?month=⁅n1⁆ ，看 pro-D day""",
]

T["env_benign"] = [
"""@code # .env（餐厅订位）
NODE_ENV=production
PORT=⁅port⁆
TZ=Europe/London""",
"""@code AWS_REGION=⁅?ap-southeast-2|ap-southeast-4⁆  # 代购 store
S3_BUCKET=⁅?daigou-images|daigou-assets|store-photos⁆
IMAGE_MAX_PX=⁅n4⁆""",
"""@code DB_HOST=⁅ip10⁆
DB_USER=lims_readonly  # password 在 Vault""",
"""@code FEATURE_LIVE_COUPON=⁅?true|false⁆
LOG_LEVEL=⁅?debug|info⁆  # 直播测试
MAX_VIEWERS=⁅n4⁆""",
]
