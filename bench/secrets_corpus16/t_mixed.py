# Code-switched Chinese/English templates for secrets_corpus16 (same syntax as t_en.py).
# Settings: working-holiday makers in Australia, a PhD student in the Netherlands, Dublin
# tech-company staff, a Malaysian Chinese family, a Sino-foreign joint-venture factory QA team,
# a remote freelance designer, a seafarer's family, parents of a teenager at school in New
# Zealand, an engineer posted to Dubai.

T = {}

T["otp"] = [
    "农场 boss 让我登 myGov 看 TFN，结果 SMS code ⦃S⦄ 发到他手机上了，他念给我的，⦅差点超时|好险⦆。",
    "ING 的 app 要 verification code，⦃S:otp_dash⦄，我刚输了，Tikkie 也能用了。",
    "Maybank TAC 来了：⦃S⦄，阿嬷说 bank 的人打电话问她要，我让她 hang up 了。",
    "【Emirates NBD】Your OTP is ⦃S⦄ for AED ⦃price⦄ at ⦅CARREFOUR|NOON.COM|ENOC⦆. 请勿泄露 — do not share.",
    "Starlink 登录码 ⦃S:otp_sp⦄，船上信号 bad，你帮我在家里电脑 login 一下，⦅谢啦|快点⦆",
    "那个 Revolut 的 code ⦃S⦄ expired 了，你别输了，我 request 一个新的。",
]

T["security_answer"] = [
    "Commbank 打电话 verify 身份，问 memorable word，我说 ⦃S:ans_word⦄，过了。",
    "DigiD 没有安全问题，但是 ING 的 security question 'name of first pet' 我填的是 ⦃S:ans_zh_pet⦄（拼音 also OK?）",
    "Kiwibank security Q: mother's maiden name → ⦃S:ans_zh_name⦄，孩子 school portal 也用的这个。",
    "UAE Pass 找回账号，问题是 city of birth，答案填的 ⦃S:ans_zh_city⦄，不是 Dubai 哈。",
    "Payoneer 的 security question: favourite teacher — 我写了 ⦃S:ans_teacher⦄，因为 English 的更好记。",
    "AIB 的 phone banking 问 first school，我说 ⦃S:ans_zh_school⦄，agent 拼了半天。",
]

T["pin"] = [
    "Touch 'n Go eWallet 的 PIN 是 ⦃S:pin6⦄，阿公不会用，我帮他设的。",
    "Commbank debit card PIN ⦃S:pin4⦄，农场没有 ATM，下次进城取钱用。",
    "ING 的 mobile app PIN code 改成 ⦃S:pin⦄ 了，记得 update 一下 notes。",
    "（voice note 转文字）妈，Kiwibank 的卡 PIN 是 ⦃S:pin_zh⦄ 你记一下 OK",
    "Emirates NBD card PIN：⦃S:pin4⦄，老婆在国内取 AED 不行，只能等我回来。",
    "工厂 MES 终端的 supervisor PIN ⦃S:pin4⦄，QA 放行 batch 的时候要输。",
]

T["door_code"] = [
    "Share house 的 front door code 是 ⦃S⦄，别给 Airbnb 的人。",
    "Lab 冷库 keypad ⦃S⦄，进去记得签 log book。",
    "Dubai 公寓 gym 的门禁 code ⦃S:door_plain⦄，周五人少。",
    "家里 smart lock 临时密码 ⦃S:door_zh⦄，cleaner 周二来，用完我 delete 掉。",
]

T["password_nl"] = [
    "Figma team account 的 password 我改成 ⦃S:pw_plain⦄ 了，client 那边别给。",
    "Uni 的 VPN 密码 ⦃S:pw⦄，下周 thesis deadline 之前别改。",
    "船上 laptop 的 admin password：⦃S:pw_plain⦄，Starlink 断了也能登。",
    "（voice memo）password 是 ⦃S:pw_zh_spelled⦄，all 连在一起",
    "工厂 ERP 密码 ⦃S:pw_pinyin⦄，每 90 days 要改一次，烦死了。",
    "Behance 账号 password ⦃S:pw_rand⦄ 写这里，不然又要 reset。",
]

T["login_pair"] = [
    "School portal (NZ) 家长账号：⦃email⦄ / ⦃S:pw_plain⦄，看孩子 report 用。",
    "Payoneer login：email ⦃email⦄，password ⦃S:pw_plain⦄，收 client 的钱用。",
    "@code {\"site\": \"⦅maybank2u|tngdigital|ing.nl⦆\", \"用户名\": \"⦃user⦄\", \"password\": \"⦃S:pw_plain⦄\"}",
    "QA 系统 account：⦃user⦄ 密码 ⦃S:pw_plain⦄，audit 的时候给 auditor 看 read-only。",
    "Crew portal ⦃user⦄ | ⦃S:pw_plain⦄ — 老公让我帮他看 contract。",
    "宿舍 booking site：user ⦃user⦄，pass ⦃S:pw_plain⦄，十月 contract 到期。",
]

T["wifi_password"] = [
    "Share house WiFi：⦃ssid⦄，password ⦃S⦄，house rules 贴在冰箱上。",
    "Lab 的 guest WiFi 密码 ⦃S⦄，eduroam 连不上就用这个。",
    "船上的 Starlink WiFi 叫 ⦃ssid⦄，密码 ⦃S:wifi_phrase⦄，有空格哦。",
    "WIFI:T:WPA;S:⦃ssid⦄;P:⦃S⦄;; ← Dubai 公寓 router 的 QR code",
    "工厂 office WiFi 密码换了：⦃S:wifi_digits⦄，production line 那边用另一个。",
    "阿嬷家 router sticker：SSID ⦃ssid⦄ key ⦃S:wifi_router⦄",
]

T["recovery_codes"] = [
    "Figma backup codes，存一份：\n⦃S:rc_lines⦄",
    "Google account 的 backup codes：⦃S:rc_inline⦄",
    "Microsoft recovery code：⦃S:rc_ms⦄，公司 laptop 换了要用。",
    "DigiD 没有 recovery code，但是 Proton 有：\n⦃S:rc_pairs⦄",
    "用掉了一个 backup code ⦃S:rc_one⦄，还剩 9 个，在 drawer 里。",
    "GitHub recovery codes（QA tools repo 的）\n⦃S:⦅rc_bullets|rc_num⦆⦄",
]

T["env_file"] = [
    "@code # .env — QA dashboard 的配置\nMES_API_SECRET=⦃S:env_hex⦄\nMES_HOST=⦃host⦄",
    "@code export FIGMA_TOKEN=⦃S:ak_figma⦄  # 别 commit",
    "@code environment:\n  LAB_NOTEBOOK_PASS: \"⦃S:env_pw⦄\"   # 实验记录本",
    "@code # 船上 telemetry\nVESSEL_UPLINK_KEY=⦃S:env_b64⦄",
    "@code set PAYONEER_CLIENT_SECRET=⦃S:env_rand⦄\nrem 收款脚本",
    "Vercel 上的 env variable ⦅SESSION_SECRET|COOKIE_KEY⦆ 我设成了 ⦃S:env_hex⦄，你 local 也用这个。",
]

T["url_credentials"] = [
    "Share drive：⦃S:url_webdav⦄，thesis data 都在这里。",
    "Lab 的 camera stream ⦃S:url_rtsp⦄，看培养箱用。",
    "Proxy 设置：⦃S:url_proxy⦄，公司 network 才能上 GitHub。",
    "⦅Slack webhook for QA alerts：⦃S:url_slack⦄|Teams webhook for QA alerts：⦃S:url_teams⦄⦆，batch fail 了会自动 post。",
    "git remote 用这个，token 已经在 URL 里：⦃S:url_git⦄",
    "⦅工厂 FTP：⦃S:url_ftp⦄|工厂 file server：⦃S:url_smb⦄⦆，inspection report 放这里。",
]

T["connection_string"] = [
    "QA database：⦃S:cs_mssql⦄，只读 account。",
    "@code # thesis pipeline 的数据库\nDB_URL=⦃S:cs_pg⦄",
    "Mongo 的 connection string ⦃S:cs_mongo⦄ 给 freelancer 用一下，project 完了就 rotate。",
    "@code redis_url = \"⦃S:cs_redis⦄\"  # 船员 app 的 cache",
    "MES 用的 Oracle：⦃S:cs_oracle⦄，在 SQL Developer 里连。",
    "Dubai 项目的 MySQL：⦃S:⦅cs_mysql|cs_jdbc⦆⦄，VPN 连上才能访问。",
]

T["totp_secret"] = [
    "DigiD app 不给 secret，但是 uni 的 2FA 给了：⦃S:totp_g4⦄，我加到 Aegis 了。",
    "Figma 2FA setup key：⦃S:totp⦄，两台手机都加。",
    "otpauth 链接存一下 for Aegis：⦃S:totp_uri⦄",
    "船上手机丢了的话，authenticator key 在这：⦃S:totp_g4l⦄",
    "Payoneer two-factor 的 key：⦃S:totp_dash⦄",
    "（voice memo）secret key 念一下：⦃S:totp_g8⦄ 你 add 进去",
]

T["crypto_wallet_key"] = [
    "Binance 提出来的 wallet 私钥 ⦃S:wk_hex⦄，放 cold storage。",
    "MetaMask private key：⦃S:wk_0x⦄，client 付的 USDC 在这个 wallet。",
    "Electrum 的 WIF：⦃S:wk_wif⦄，阿公的 BTC。",
    "xprv 导出来了：⦃S:wk_xprv⦄，别 share。",
    "Phantom 的 private key：⦃S:wk_sol⦄，NFT 那个 wallet。",
    "Nostr 的 nsec：⦃S:wk_nsec⦄，换手机要用。",
]

T["mnemonic_bip39_en"] = [
    "Seed phrase 抄一下：⦃S:mn⦄",
    "Ledger 的 recovery phrase，一行一个：\n⦃S:mn_lines⦄",
    "助记词 (English version)：\n⦃S:mn_num_paren⦄\n放保险箱了, safe box",
    "今天 lab meeting 很长。回家把 hardware wallet 的 words 抄到本子上：\n⦃S:mn_any_block⦄\n然后 cooked dinner。",
    "Seed words 存一下：⦃S:⦅mn_circled|mn_pipe⦆⦄",
    "Trezor backup：⦃S:mn_caps⦄，阿嬷说放她那里。",
]

T["mnemonic_zh"] = [
    "中文 seed phrase：⦃S:mz⦄",
    "Wallet 助记词（中文 wordlist）：\n⦃S:mz_num⦄",
    "imToken backup 是中文的：⦃S:mz_tight⦄，don't lose it。",
    "助记词 in Chinese（backup）：\n⦃S:mz_cnnum⦄",
    "Seed phrase 中文版\n⦃S:mz_grid4⦄\n备份 done。",
    "老公 wallet 的中文 words：⦃S:⦅mz_idsp|mz_dun|mz_circled⦆⦄",
]

T["api_key"] = [
    "OpenAI key 给 thesis 的 script 用：⦃S:ak_openai⦄",
    "Figma API token：⦃S:ak_figma⦄，client project 完了就 revoke。",
    "QA bot 的 Slack token ⦃S:ak_slack⦄，放 .env 里别 hardcode。",
    "阿里云 key pair for 工厂 OSS：ID ⦃ali_id⦄ / Secret ⦃S:ak_ali_secret⦄",
]

T["jwt"] = [
    "Crew app 的 token：⦃S⦄，debug 用的。",
    "Postman 里的 Bearer token ⦃S⦄ 过期了，你 refresh 一下。",
    "API log 里看到：Authorization: Bearer ⦃S⦄，这个 user 是谁？",
    "School portal 的 cookie token=⦃S⦄，我抓包的时候看到的。",
]

T["private_key"] = [
    "Lab server 的 SSH key：\n⦃S:pk_ssh⦄",
    "Client 给的 deploy key，先存着：\n⦃S:pk_rsa⦄",
    "WireGuard 船上用的 config：\n[Interface]\nPrivateKey = ⦃S:pk_wg⦄\nAddress = 10.9.0.⦃n2⦄/24",
    "age secret key for backup 备份用：⦃S:pk_age⦄",
]

T["card_number"] = [
    "Commbank card number ⦃S⦄，exp ⦃expiry⦄，帮我订 flight。",
    "老婆的 credit card：⦃S:card_sp⦄，CVV ⦃cvv⦄，online 买 ticket 用。",
    "Maybank card ⦃S:card_visa⦄ 给 Grab 绑定一下。",
    "银联 card ⦃S:card_up⦄，Dubai 有些 shop 能刷。",
]

# benign --------------------------------------------------------------------
T["checksum"] = [
    "Download 的 installer SHA256：⦃sha256hex⦄，跟 website 上的对得上。",
    "@code <!-- thesis 网站 -->\n<script src=\"https://unpkg.com/⦅htmx.org@1.9.12|alpinejs@3.14.1⦆\" integrity=\"⦃sri⦄\" crossorigin=\"anonymous\"></script>",
    "Firmware MD5 ⦃md5hex⦄，update 之前 check 一下。",
    "Docker image digest sha256:⦃sha256hex⦄，⦅QA 环境|staging⦆ 用这个。",
]

T["postal_code"] = [
    "寄 sample 去 India：⦃in_address⦄，PIN code 要写对，不然 courier 不收。",
    "新地址 postcode ⦃nl_postcode⦄，PostNL 要这个。",
    "Eircode ⦃eircode⦄ 是公司 office 的，寄 parcel 写这个。",
    "农场 address：⦃au_town_post⦄，⦅寄 tax return 用|Centrelink 要⦆。",
]

T["code_config_benign"] = [
    "@code api_key = os.environ[\"⦅FIGMA_TOKEN|OPENAI_API_KEY|MES_SECRET|LAB_DB_PASS⦆\"]  # 从 env 读⦅|，不要 hardcode|，部署时注入⦆",
    "@code password: ${{ secrets.⦅DB_PASSWORD|FTP_PASS|QA_DB_PW|VPS_KEY⦆ }}   # GitHub Actions 里配⦅|，别写死|，见 repo settings⦆",
    "@code const token = process.env.⦅CREW_API_TOKEN|SCHOOL_TOKEN|FIGMA_TOKEN|PAYONEER_KEY⦆ || \"\"; // 没有就⦅报错|退出|提示 user⦆",
    "@code pw = getpass.getpass(\"输入 ⦅lab|ERP|VPN|NAS⦆ password⦅: |（不会显示）: ⦆\")  # ⦃user⦄",
]

T["secret_reference"] = [
    "WiFi password 在 router 背面的 sticker 上，⦅自己看|不在这里写|问 ⦃name⦄⦆。",
    "Bank PIN 只有我知道，没写 anywhere，⦅放心|老婆也不知道|memorised 了⦆。⦃date⦄",
    "所有 password 都在 Bitwarden → ⦅Family|Work|Lab|Boat⦆ folder 里，⦅要的话问我|shared 给你了|别 export⦆。",
    "Seed phrase 刻在 steel plate 上，放在 ⦅Maybank|Commbank|AIB|ING⦆ 的 safe deposit box⦅|，钥匙在 ⦃name⦄ 那⦆。",
]

T["placeholder"] = [
    "@code # .env.example\nOPENAI_API_KEY=⦅sk-...|sk-xxxxxxxx|<your-key>⦆\nDB_PASSWORD=⦅<your-password>|changeme|CHANGE_ME⦆  # 填你自己的⦅|，别 commit⦆",
    "Stripe test card 4242 4242 4242 4242，任何 expiry 都行，⦅只能 test mode|别用真卡|CVC 随便⦆。⦃name⦄ 问的。",
    "Connection string 格式：postgres://USER:PASSWORD@HOST:5432/⦃db_name⦄，换成你的。",
    "文档里的 example key AKIAIOSFODNN7EXAMPLE 不是真的，⦅别慌|copy 的时候换掉|换成 ⦃name⦄ 给你的⦆。",
]

T["credential_talk"] = [
    "忘了 DigiD 的 password，要重新 apply，⦅还要等 letter 寄过来|烦|又要等五天⦆。⦃date⦄",
    "Bank 说永远不会 ask 你的 OTP，有人打电话要就 hang up。——⦃rel_zh⦄提醒",
    "公司 policy：password 至少 ⦅12|14|16⦆ 位，每 ⦅90|60|180⦆ days 改一次，⦅不能 reuse|IT 会 check⦆。",
    "Starlink 的 WiFi 没设 password，⦅船长说 offshore 没人蹭|反正海上没人|到港再设⦆，⦃date⦄ 开始。",
]

T["bip39_prose"] = [
    "孩子的 spelling test：⦃en_words_bad⦄",
    "English 单词本今天背了：⦃en_words_bad⦄",
    "周末去 ⦃town⦄ 的 beach，kids 捡了好多 shells，lunch 吃了 fish and chips。",
    "Vocabulary list 第 ⦃n2⦄ 课：\n⦃en_words_bad_num⦄",
]

T["redacted_text"] = [
    "Memory：⦅阿嬷|阿公|老婆|孩子⦆的 card PIN 是 [REDACTED:pin]，只存了 reference⦅。|，⦃date⦄。⦆",
    "redactions:\n  - ⦃redkind⦄\n  - ⦃redkind⦄\nsource: 语音 memo ⦃date⦄",
    "contact: ⦃name_zh⦄ <⦅wei|lin|chen⦆@[redacted]>，email domain 被 cut 了",
    "evidence：“WiFi 密码 [REDACTED:wifi_password]” — captured ⦃iso_ts⦄",
]

T["masked_value"] = [
    "Card ending ⦃last4⦄ 被扣了 ⦃price⦄，不知道是什么 subscription。",
    "OTP 已发到 ⦃mask_phone_cn⦄，⦅请查收|check 一下⦆ your phone。",
    "Password：⦃mask_dots⦄（app 里 hidden 了⦅|，点 eye icon 才显示|，看不到⦆）",
    "绑定的 card：⦃mask_card⦄，⦅Apple Pay|Google Pay⦆ 用的。",
]

T["order_number"] = [
    "Amazon order ⦃order_amazon⦄ 还没到，问一下 seller。",
    "淘宝 order 号 ⦃order_tb⦄，集运到 Dubai。",
    "bol.com 的 order ⦃order_bol⦄ refund 了。",
    "Booking reference ⦃booking_ref⦄，⦅Jetstar|Emirates|KLM⦆ 的 flight。",
]

T["tracking_number"] = [
    "DHL tracking ⦃trk_s10⦄，寄 sample 去工厂。",
    "顺丰 international ⦃trk_sf⦄，customs 卡住了。",
    "PostNL tracking ⦃trk_postnl⦄ 显示 delivered 但是没收到。",
    "AusPost ⦃trk_auspost⦄，寄回国的 gift。",
]

T["invoice_number"] = [
    "Invoice ⦃inv⦄ 给 client 了，payment 要 30 days。",
    "发票号码 ⦃fapiao_no⦄，报销的时候 attach 一下 to the expense claim。",
    "ABN ⦃abn⦄ 写在 invoice 上，⦅农场 boss 要|tax 用⦆。",
    "VAT number ⦃ie_vat⦄，invoice ⦃inv⦄ 上要有。",
]

T["isbn"] = [
    "Thesis 引用的书 ISBN ⦃isbn13⦄，library 有。",
    "孩子 school 要买的 textbook：ISBN ⦃isbn13⦄",
    "这本 design 书的 ISBN 是 ⦃isbn10⦄，二手 ⦃price⦄。",
    "ISBN ⦃isbn13⦄ 是中文版，English 版另一个号。",
]

T["phone_number"] = [
    "农场 boss 的 mobile：⦃phone_au⦄",
    "Kiwi homestay 妈妈的电话 ⦃phone_nz⦄",
    "Dublin office reception ⦃phone_ie⦄，⦅有事打这个|9点以后⦆",
    "国内的 number ⦃phone_cn⦄，WhatsApp 也是这个。",
]

T["date_time"] = [
    "Visa interview ⦃date_long⦄ ⦃time⦄，⦅带好 passport|早点到⦆。",
    "船 ⦃date⦄ 靠港 (ETA)，预计 ⦃time⦄ 下船，crew change。",
    "Thesis defense ⦃date_long⦄，⦃time⦄ 开始。",
    "Audit ⦃date⦄ ⦃year⦄，QA 要提前 prepare。",
]

T["version_string"] = [
    "App 更新到 ⦃version⦄ 之后 crash 了。",
    "MES client v⦃version4⦄，IT 说要 upgrade。",
    "@code $ python --version\nPython 3.⦃n2⦄.⦃n2⦄  # lab server 上的版本",
    "Figma desktop ⦃version⦄，⦅插件不兼容|fonts 不见了⦆。",
]

T["public_material"] = [
    "收款 wallet address：⦃eth_addr⦄，client 付 USDC 用。",
    "BTC address ⦃btc_addr⦄ 是 public 的，可以 share。",
    "我的 SSH public key：⦃ssh_pub⦄，加到 server 上。",
    "age public key：⦃age_pub⦄，backup encrypt 用。",
]

T["identifier"] = [
    "Sample batch ID ⦃uuid⦄，QA 报告里要写。",
    "手机 IMEI ⦃imei⦄，丢了 report 给 police。",
    "Lab 的 freezer serial ⦃serial⦄，service 的时候要。",
    "Router MAC ⦃mac⦄，IT 要 whitelist。",
]

T["url_plain"] = [
    "Register 链接：⦃utm_url⦄",
    "@code git clone ⦃git_ssh⦄  # QA tools 仓库",
    "Tutorial video：⦃yt_url⦄，⦅很有用|看一下⦆。",
    "Google Maps 位置：⦃maps_url⦄，农场入口在这里。",
]

T["env_benign"] = [
    "@code # QA dashboard 配置\nNODE_ENV=production\nPORT=⦃n3⦄0",
    "@code export TZ=⦅Asia/Dubai|Australia/Perth|Europe/Amsterdam|Pacific/Auckland⦆  # 时区\nexport LOG_LEVEL=⦅debug|info|warn⦆",
    "@code DB_HOST=⦃host⦄\nDB_USER=⦃user⦄  # 用户名不是 secret",
    "@code # 船员 app\nAPI_BASE_URL=https://api.⦃domain⦄\nFEATURE_OFFLINE=true",
]
