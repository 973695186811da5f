"""Templates: benign look-alikes (no secret slot)."""
TEMPLATES = []


def add(kind, lang, *texts):
    for t in texts:
        TEMPLATES.append((kind, lang, t))


# ===========================================================================
# checksum
# ===========================================================================
add("checksum", "en",
"""@code <script src="https://cdn.jsdelivr.net/npm/alpinejs@⟦semver⟧/dist/cdn.min.js" integrity="⟦sri384⟧" crossorigin="anonymous" defer></script>""",
"""@code <link rel="stylesheet" href="https://unpkg.com/leaflet@⟦semver⟧/dist/leaflet.css" integrity="⟦sri256⟧" crossorigin="">""",
"""Downloaded the winch firmware and checked it: `⟦sha256⟧  winchd-⟦semver⟧.bin` matches the maker's site.""",
"""@code "node_modules/dayjs": {
  "version": "⟦semver#1⟧",
  "resolved": "https://registry.npmjs.org/dayjs/-/dayjs-⟦semver#1⟧.tgz",
  "integrity": "⟦sri512⟧"
}""",
"""⟪Pinned the image: ghcr.io/puppet-theatre/tour-site@⟦docker_digest⟧¦Pinned the tour poster on IPFS: ⟦cid⟧⟫""",
"""@code golang.org/x/crypto v0.⟦n2⟧.0 ⟦gosum_h1⟧""",
"""Archive check for the dig photos — MD5 ⟦md5⟧ for site-plan.tif, same as the copy on the NAS.""",
"""Hi ⟦name_en⟧, the embed snippet needs the integrity hash, it's ⟦sri_any⟧ — paste it into the integrity attribute of the script tag.""",
)

add("checksum", "zh",
"""固件校验：SHA256 ⟦sha256⟧，和官网一致""",
"""@code <!-- 官网引用的 CDN，带完整性校验 -->
<script src="https://cdn.bootcdn.net/ajax/libs/vue/⟦semver⟧/vue.global.prod.js" integrity="⟦sri384⟧" crossorigin="anonymous"></script>""",
"""下载的安装包 MD5：⟦md5⟧，跟群里发的对上了""",
"""镜像地址固定成 registry.cn-hangzhou.aliyuncs.com/laomian/pos@⟦docker_digest⟧ 了""",
"""备份文件的 SHA-1 是 ⟦sha1⟧，写在 checksums.txt 里""",
"""@code # 依赖锁文件（别手改）
"integrity": "⟦sri512⟧\"""",
)

add("checksum", "mixed",
"""個 script tag 要加 integrity="⟦sri384⟧"，唔係 CSP 會 block""",
"""Firmware checksum SHA256：⟦sha256⟧ —— 对过了 no problem""",
"""Homebrew formula 的 sha256 "⟦sha256⟧" 要跟 release tarball 对上""",
"""yarn.lock 里面 integrity ⟦sri512⟧ 变了，是因为 upgrade 了 lodash""",
"""Docker image digest ⟦docker_digest⟧，deploy 用这个 pin 住""",
"""le hash SHA-1 du fichier：⟦sha1⟧，和 serveur 上的一样""",
)

# ===========================================================================
# postal_code
# ===========================================================================
add("postal_code", "en",
"""Ship the tabla to ⟦name_en⟧, ⟦pin_in#1.0⟧, ⟦pin_in#1.2⟧ — PIN code ⟦pin_in#1.1⟧ on the customs form.""",
"""Courier details for the ⟦pin_in#1.0⟧ drop:
- PIN: ⟦pin_in#1.1⟧
- State: ⟦pin_in#1.2⟧
- Contact: ask at the temple office""",
"""New address: 12 rue des Tanneurs, ⟦cp_fr#1.1⟧ ⟦cp_fr#1.0⟧""",
"""Blk 214 Bedok North St 1, #05-⟦n2⟧, Singapore ⟦pc_sg⟧""",
"""Piano tuning round Thursday: ⟦pc_us#1.0⟧ ⟦pc_us#1.1⟧ first, then back home.""",
"""Returns address for the ⟪costume hire¦harp strings¦lens repair⟫: Unit ⟦n1⟧, Mill Lane, Norwich ⟦pc_uk⟧""",
"""The ⟪office¦workshop¦studio⟫ moves to ⟦pc_be#1.1⟧ ⟦pc_be#1.0⟧ in ⟦month_en⟧; update the letterhead.""",
"""Mail the ⟪certificate¦contract¦invoice⟫ to Av. Corrientes ⟦n3⟧, ⟦pc_ar⟧ Buenos Aires.""",
)

add("postal_code", "zh",
"""寄到⟦youbian#1.0⟧，邮编⟦youbian#1.1⟧，收件人⟦name_zh⟧""",
"""快递单：⟦youbian#1.0⟧市人民路18号 邮政编码 ⟦youbian#1.1⟧""",
"""邮编是⟦youbian#1.1⟧，别填成电话号码了""",
"""印度客户地址：⟦pin_in#1.0⟧，PIN 码 ⟦pin_in#1.1⟧（就是那边的邮编）""",
"""新加坡的邮编是六位：⟦pc_sg⟧，写在地址最后一行""",
"""| 城市 | 邮编 |
|---|---|
| ⟦youbian#1.0⟧ | ⟦youbian#1.1⟧ |
| ⟦youbian#2.0⟧ | ⟦youbian#2.1⟧ |""",
)

add("postal_code", "mixed",
"""India 那边的 PIN code 是 ⟦pin_in#1.1⟧，city ⟦pin_in#1.0⟧，寄 sample 用""",
"""新 office address：⟦n2⟧ Ubi Ave 1, Singapore ⟦pc_sg⟧""",
"""我搬到 ⟦cp_fr#1.0⟧ 了，code postal ⟦cp_fr#1.1⟧""",
"""Site camp 的 postal code ⟦pc_pk#1.1⟧（⟦pc_pk#1.0⟧），寄 spare parts 用""",
"""⟦pc_kz#1.0⟧ 仓库的 address，postcode ⟦pc_kz#1.1⟧""",
"""⟦pc_cz#1.0⟧ 那个 ⟪supplier¦client¦warehouse⟫ 的 PSČ 是 ⟦pc_cz#1.1⟧ —— 就是 postcode""",
)

# ===========================================================================
# code_config_benign
# ===========================================================================
add("code_config_benign", "en",
"""@code import os
⟦var_pw#1⟧ = os.environ["⟦var_pw#1⟧"]
conn = psycopg.connect(host=os.environ["⟪DB_HOST¦PGHOST¦DATABASE_HOST⟫"], password=⟦var_pw#1⟧)""",
"""@code const ⟪stripe¦client¦api⟫ = require('⟪stripe¦mailgun.js¦@sentry/node⟫')(process.env.⟦var_key#1⟧);
if (!process.env.⟦var_key#1⟧) throw new Error('⟪missing key¦⟦var_key#1⟧ not set¦set ⟦var_key#1⟧ in .env⟫');""",
"""@code ⟦var_lower#1⟧ = ENV.fetch("⟦var_any⟧") { raise "⟪set it in the environment¦missing secret¦not configured⟫" }""",
"""@code apiKey := os.Getenv("⟦var_key#1⟧")
if apiKey == "" {
    log.Fatal("⟦var_key#1⟧ ⟪not set¦is empty¦missing⟫")
}""",
"""@code - name: ⟪create app user¦add reporting role¦set up the PMR login⟫
  community.postgresql.postgresql_user:
    name: "{{ ⟪db_user¦app_user¦pmr_user⟫ }}"
    password: "{{ vault_⟦var_lower⟧ }}\"""",
"""@code $⟪dbPass¦smtpPass¦apiToken⟫ = getenv('⟦var_any#1⟧') ?: throw new RuntimeException('⟦var_any#1⟧ ⟪missing¦not set⟫');""",
"""@code withCredentials([string(credentialsId: '⟪derby¦tour¦pmr¦forge⟫-deploy-token', variable: 'TOKEN')]) {
  sh 'curl -H "Authorization: Bearer $TOKEN" https://api.⟦host_plain⟧/deploy'
}""",
"""@code variable "⟦var_lower#1⟧" {
  type      = string
  sensitive = true
}

resource "⟪aws_db_instance¦aws_elasticache_user¦azurerm_mssql_server⟫" "⟪pmr¦finds¦ledger⟫" {
  password = var.⟦var_lower#1⟧
}""",
)

add("code_config_benign", "zh",
"""@code # ⟪从环境变量读取，不要写死¦密码不写进代码¦线上从环境变量取⟫
⟦var_pw#1⟧ = os.getenv("⟦var_pw#1⟧")""",
"""@code // ⟪密钥从配置中心拿¦AppSecret 由运维注入¦不要把密钥提交到仓库⟫
String ⟪secret¦appSecret¦key⟫ = System.getenv("⟪WX_APP_SECRET¦ALIPAY_PRIVATE_KEY¦SMS_ACCESS_SECRET⟫");""",
"""@code # 部署脚本：密码用 read -s 输入
read -s -p "⟪请输入数据库密码：¦输入 Redis 密码：¦请输入管理员口令：⟫" ⟪DB_PASS¦REDIS_PASS¦ADMIN_PASS⟫""",
"""@code spring:
  datasource:
    url: jdbc:mysql://⟦dbhost⟧:3306/⟦dbname⟧
    password: ${⟦var_pw⟧}  # ⟪从 K8s Secret 注入¦由 Nacos 下发¦启动参数传入⟫""",
"""@code // ⟪读取环境变量（值在服务器上）¦密钥通过环境变量传入¦本地调试请配置 .env.local⟫
const ⟪appSecret¦token¦apiKey⟫ = process.env.⟪FEISHU_APP_SECRET¦DINGTALK_APP_SECRET¦WX_PAY_KEY⟫;""",
"""@code # 从 1Password CLI 读取
export ⟪DB_PASS¦SMTP_PASS¦API_TOKEN⟫=$(op read "op://⟪运维¦财务¦店里⟫/⟪生产数据库¦邮件服务¦支付接口⟫/password")""",
)

add("code_config_benign", "mixed",
"""@code // ⟪HK 组¦前端¦小程序 H5⟫：token 由 CI inject，local 用 .env.local
const token = import.meta.env.⟪VITE_API_TOKEN¦VITE_MAP_KEY¦VITE_SENTRY_DSN⟫;""",
"""@code # ⟪SG infra¦prod¦staging⟫：secret 放 AWS SSM
aws ssm get-parameter --name /⟪prod¦staging⟫/⟪db¦smtp¦stripe⟫/password --with-decryption""",
"""@code # 游戏服务器 config，password 走 env
⟪redis¦cache¦session_store⟫:
  host: ${REDIS_HOST}
  password: ${⟦var_pw⟧:?missing}""",
"""@code // Temu ERP：secret 从 Vault 拿
secret, err := client.KVv2("⟪erp¦shop¦ads⟫").Get(ctx, "⟪temu¦shein¦tiktok⟫")""",
"""@code # Mac 上从 Keychain 读 ⟪SMTP password¦API token¦NAS password⟫
⟪SMTP_PASS¦API_TOKEN¦NAS_PASS⟫=$(security find-generic-password -s ⟪smtp-relay¦api-prod¦synology⟫ -w)""",
"""@code - name: Deploy
  env:
    ⟦var_key#1⟧: ${{ secrets.⟦var_key#1⟧ }}  # ⟪在 repo settings 里配¦secret 由 admin 管理¦不要 hardcode⟫""",
)

# ===========================================================================
# secret_reference
# ===========================================================================
add("secret_reference", "en",
"""⟪Router admin password¦Alarm panel code¦NAS login⟫ → ⟦pm_app⟧ › ⟦pm_vault⟧ › "⟦item_en⟧\"""",
"""Where's the ⟪PMR¦booking system¦league site⟫ login? In ⟦pm_app⟧, ⟦pm_vault⟧ collection, item "⟦item_en⟧". Ask ⟦name_en⟧ for access.""",
"""⟪Dad's¦Mum's¦Grandad's⟫ ⟪bank PIN¦card PIN¦phone passcode⟫: memorised, not written anywhere — ⟪he'll tell whoever holds the power of attorney¦ask in person¦don't bother looking⟫.""",
"""The ⟦thing_en⟧ is ⟦where_en⟧, don't ask me.""",
"""The seed phrase is stamped on the steel plate in the safe deposit box at ⟦bank_en⟧, box ⟦n3⟧.""",
"""⟪Stage door code¦Hut keypad code¦Tack room combination⟫: see the ⟪call board¦warden's noticeboard¦yard office⟫, it changes every ⟪tour¦season¦month⟫.""",
"""KeePassXC → ⟦pm_vault⟧ / ⟦item_en⟧ (the long one). You need the ⟪YubiKey¦key file on the USB stick¦master password⟫ to open the database.""",
"""The sealed envelope with the ⟦thing_en⟧ is with ⟪the solicitor¦the bank¦⟦name_en⟧'s sister⟫; ⟦name_en⟧ has the letter.""",
)

add("secret_reference", "zh",
"""⟦thing_zh⟧ → 已存到 ⟦pm_app⟧「⟦item_zh⟧」条目""",
"""⟪保险柜密码¦门禁管理员密码¦财务U盾密码⟫只有⟪我和会计¦我和⟦name_zh⟧¦店长⟫知道，不写下来""",
"""⟦thing_zh⟧⟦where_zh⟧""",
"""钱包助记词抄在钢板上，放在⟦bank_zh⟧保管箱，钥匙在⟪我这¦⟦rel_zh⟧那¦抽屉里⟫""",
"""⟪服务器密码¦路由器密码¦监控账号⟫去问⟦name_zh⟧，都在他的 ⟦pm_app⟧ 里""",
"""⟪WiFi 密码¦门锁密码¦打印机密码⟫贴在⟪冰箱上¦前台¦门后面⟫，自己看""",
)

add("secret_reference", "mixed",
"""Prod DB password 在 ⟦pm_app⟧ 的 "⟦pm_vault⟧ / ⟦item_en⟧" 里，找 ⟦name_en⟧ 开权限""",
"""⟪Singpass¦HSBC¦Kaspi¦Octopus¦PayLah!⟫ 的⟪密码¦PIN¦password⟫我 memorised，⟪没写在任何地方¦nowhere written¦连老婆都不知道⟫""",
"""⟪Wi-Fi password¦router admin password¦guest network password⟫ 贴在 router ⟪背面¦底下¦旁边⟫，自己 check⟪¦ 一下¦ la⟫""",
"""⟪Seed phrase¦Recovery phrase¦Wallet backup⟫ 我刻在 steel plate 上，放在 ⟪HSBC¦DBS¦OCBC¦中银⟫ 保险箱⟪¦，key 在我这¦，only I know the box number⟫""",
"""⟪API keys¦所有 tokens¦DB credentials⟫ 都在 ⟪Doppler¦Vault¦1Password⟫ 的 ⟪prod¦staging⟫ config，不要 copy 到 ⟪Slack¦微信群¦Notion⟫""",
"""mot de passe du ⟪wifi¦compte CAF¦routeur⟫ → ⟪在 box 的背面¦在 Bitwarden 里¦问 ⟦name_en⟧⟫，别问我了""",
)

# ===========================================================================
# placeholder
# ===========================================================================
add("placeholder", "en",
"""@code # copy to .env and fill in
⟪STRIPE_SECRET_KEY=sk_live_...¦OPENAI_API_KEY=sk-...¦SENDGRID_API_KEY=SG.xxxxx⟫
DATABASE_URL=postgres://USER:PASSWORD@HOST:5432/⟪DB¦⟦dbname⟧⟫""",
"""For testing checkout use ⟪4242 4242 4242 4242¦4000 0566 5566 5556¦5555 5555 5555 4444⟫, any future expiry and any ⟪CVC¦three digits⟫.""",
"""@code ⟪[default]¦[profile ⟦user⟧]¦# from the AWS docs⟫
aws_access_key_id = AKIAIOSFODNN7EXAMPLE
aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY""",
"""@code -----BEGIN ⟪PRIVATE KEY¦RSA PRIVATE KEY¦OPENSSH PRIVATE KEY⟫-----
⟪<paste your key here>¦...¦YOUR_KEY_GOES_HERE⟫
-----END ⟪PRIVATE KEY¦KEY⟫-----""",
"""@code ⟦var_key⟧=<YOUR_API_KEY>
⟪MODEL=gpt-4o-mini¦REGION=⟦region⟧¦TIMEOUT=30⟫""",
"""⟪The BIP39 test vector everyone uses¦The demo phrase in the ⟪wallet¦library¦workshop⟫ docs¦The all-zero test mnemonic⟫ is "⟦bip_test_vector⟧" — ⟪never send funds to it¦it's in every tutorial¦don't use it for real⟫.""",
"""Replace ⟪YOUR_TOKEN_HERE¦<token>¦xxxx-xxxx⟫ in ⟪config.yml¦settings.json¦the .env⟫ with the token from the dashboard before you run it.""",
"""⟪Stripe test numbers¦Sandbox cards for the ⟪shop¦ticketing¦league⟫ checkout¦Cards from the payment docs⟫: 4000 0566 5566 5556 (debit), 5555 5555 5555 4444 (Mastercard)⟪.¦, 4242 4242 4242 4242 (Visa).¦ — test mode only.⟫""",
)

add("placeholder", "zh",
"""配置示例：
⟪APP_SECRET=请填写你的密钥¦APP_SECRET=<你的AppSecret>¦SECRET_KEY=在这里填写⟫
⟪DB_PASSWORD=********¦DB_PASSWORD=你的密码¦DB_PASSWORD=⟫""",
"""⟪测试卡号用¦沙箱环境的银联测试卡¦联调用的测试卡⟫ 6200 0000 0000 0005，有效期随便填⟪一个未来日期¦¦ 12/30⟫⟪，CVV 填 123¦⟫""",
"""@code # 示例，请替换
⟪mysql¦postgresql¦mongodb⟫://用户名:密码@主机:⟪3306¦5432¦27017⟫/库名""",
"""@code -----BEGIN ⟪RSA PRIVATE KEY¦PRIVATE KEY⟫-----
⟪（把私钥内容粘贴到这里）¦……此处省略……¦请替换为你的私钥⟫
-----END ⟪RSA PRIVATE KEY¦PRIVATE KEY⟫-----""",
"""⟪文档里的示例 AccessKey¦AWS 官方文档的示例密钥¦教程截图里的 Key⟫：AKIAIOSFODNN7EXAMPLE，⟪不是真的¦只是示例¦别拿去用⟫""",
"""⟪助记词示例（官方测试向量）¦教程里的演示助记词¦BIP39 标准的测试助记词⟫：⟦bip_test_vector⟧，⟪不要往里转钱¦人人都知道¦教程里用的⟫""",
)

add("placeholder", "mixed",
"""⟪README¦部署文档¦wiki⟫ 里写的 ⟪API_KEY=your-api-key-here¦TOKEN=<your token>¦SECRET=changeme-in-prod⟫，记得 replace 成⟪自己的¦prod 的¦team 的⟫""",
"""测试用 card：⟪4242 4242 4242 4242¦5555 5555 5555 4444¦4000 0566 5566 5556⟫，CVC 随便⟪，expiry 填未来就行¦¦，any name⟫，Stripe test mode only""",
"""@code # 示例 connection string
⟪postgresql¦mysql¦redis⟫://<user>:<password>@<host>:⟪5432¦3306¦6379⟫/<db>""",
"""⟪jwt.io 上那个 sample token¦文档里的 example JWT¦教程的 demo token⟫ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c ⟪只是 demo¦不是真的 token¦大家都见过⟫""",
"""Config template：⟪password¦db_password¦admin_password⟫: "⟪<CHANGE_ME>¦<your-password>¦REPLACE_ME⟫"，deploy 前一定要改""",
"""⟪Stripe 的¦Sandbox 里的¦文档里的⟫ decline test card 4000 0000 0000 0002，用来测 ⟪error handling¦declined flow¦retry logic⟫""",
)

# ===========================================================================
# credential_talk
# ===========================================================================
add("credential_talk", "en",
"""Reminder⟪:¦ from ⟦bank_en⟧:⟫ the bank will never ask for your ⟪PIN¦password¦card details⟫ or the code they text you. If someone ⟪calls¦messages you¦turns up⟫ asking, ⟪hang up¦ignore it¦call the number on your card⟫.""",
"""I forgot the password for ⟦svc_en⟧ again, and the reset link ⟪went to spam¦expired before I clicked it¦never arrived⟫.""",
"""Password rules on the new ⟪PMR¦booking system¦club site⟫: ⟪12¦14¦10⟫ characters minimum, one number, no reuse of the last ⟪5¦10¦3⟫.""",
"""Locked out of ⟦svc_en⟧ after ⟪3¦5¦too many⟫ wrong ⟪PINs¦passwords¦attempts⟫ — need to ring the help desk on ⟦weekday_en⟧.""",
)

add("credential_talk", "zh",
"""⟪验证码¦密码¦支付密码⟫不要告诉任何人，包括自称⟪客服¦警察¦银行工作人员⟫的人。""",
"""忘了⟦svc_zh⟧的密码，⟪明天去营业厅重置一下¦只能走人脸识别找回了¦又要打客服电话⟫""",
"""新系统要求密码至少⟪8¦10¦12⟫位，要有⟪大小写和数字¦字母和符号¦数字和字母⟫，⟪90¦180¦60⟫天改一次""",
"""⟦rel_zh⟧问助记词是什么，我说就是钱包的备份，⟪千万别给别人看¦谁要都不能给¦丢了钱就没了⟫""",
)

add("credential_talk", "mixed",
"""⟪HSBC¦DBS¦中银⟫ 話佢哋永遠唔會 call 你問 OTP，有人問就⟪收線¦報警⟫""",
"""⟪Singpass¦CPF¦Kaspi⟫ 密码过期了，要 reset，⟪烦¦又要 verify 一次¦等 SMS 等了半天⟫""",
"""mot de passe 要 ⟪12¦14⟫ 位以上，还要 symbols，⟪CAF¦ameli¦impots.gouv⟫ 这网站真的很烦""",
"""⟪Password manager¦⟦pm_app⟧⟫ 装好了吗？team 里的 shared passwords ⟪都迁过去了¦下周迁¦还在 Excel 里⟫""",
)

# ===========================================================================
# masked_value
# ===========================================================================
add("masked_value", "en",
"""Card ending ⟦last4⟧ was charged ⟦amount_usd⟧ at the hardware store.""",
"""Statement: ⟦masked_card⟧ · ⟦amount_eur⟧ · Colissimo""",
"""Key saved: ⟦masked_key⟧ (shown once, now stored in the vault)""",
"""PIN: **** · Account: ⟦masked_iban⟧""",
)

add("masked_value", "zh",
"""您尾号⟦last4⟧的储蓄卡支出⟦amount_cny⟧元，余额已更新。""",
"""联系人电话：⟦masked_phone_cn⟧""",
"""⟪密码¦支付密码¦登录密码⟫：⟪••••••••¦******¦●●●●●●⟫（⟪已隐藏¦点击查看需验证¦不显示⟫）""",
"""身份证号 110***********⟦last4⟧，快递单上打码了""",
)

add("masked_value", "mixed",
"""Visa ⟦masked_card⟧ 扣了 ⟦amount_hkd⟧，merchant 係 ⟪Uniqlo¦Wellcome¦HKTVmall¦Fortress⟫""",
"""API key 显示为 ⟦masked_key⟧，full key 只能看一次""",
"""Email 是 ⟦masked_email⟧，verification 发到那里了""",
"""PayNow transfer 到 +65 ****⟦last4⟧ 成功""",
)

# ===========================================================================
# redacted_text (mimvault's own derived text)
# ===========================================================================
add("redacted_text", "en",
"""memory: ⟪Dad¦Mum¦⟦name_en⟧⟫ keeps the ⟪safe code [REDACTED:door_code]¦alarm code [REDACTED:door_code]¦card PIN [REDACTED:pin]⟫ in ⟪his¦her⟫ head; ask before ⟪visiting¦the trip¦the move⟫.""",
"""@code redactions:
  - security_answer
  - pin
source: chat import ⟦date_iso⟧""",
"""Contact: ⟦name_en⟧ <⟪m.okafor¦jo.tailor¦hana.t⟫@[…]> — prefers calls after 6.""",
"""Evidence quote: "the ⟪Wi-Fi password¦door code¦till PIN⟫ is [REDACTED:⟪wifi_password¦door_code¦pin⟫], ask at the ⟪bar¦office¦front desk⟫\"""",
)

add("redacted_text", "zh",
"""记忆：⟪保险柜密码 [REDACTED:door_code]¦银行卡密码 [REDACTED:pin]¦门锁密码 [REDACTED:door_code]⟫，⟦rel_zh⟧记得""",
"""@code redactions:
  - otp
  - password
来源：微信聊天导入 ⟦date_iso⟧""",
"""联系人：⟦name_zh⟧ <zhangw@[redacted]>，工作日联系""",
"""证据摘录：“⟪验证码¦动态码¦取件验证码⟫是 [REDACTED:otp]，⟪别告诉别人¦五分钟内有效¦快点填⟫”""",
)

add("redacted_text", "mixed",
"""memory：⟪HSBC¦PayLah!¦Octopus⟫ 的 PIN 已存为 [REDACTED:pin]，⟪不要再问¦only owner 可以看¦reference only⟫""",
"""@code replaced_with: "[REDACTED:⟪api_key¦jwt¦password⟫]"
reason: 用户粘贴了 ⟪Stripe key¦一段 token¦DB password⟫""",
"""candidate object：⟦name_en⟧ <liuyang88@[…]>，负责 Temu 店铺""",
"""Evidence："⟪door code¦gate code¦lobby code⟫ 係 [REDACTED:door_code]"（⟪已脱敏¦redacted¦自动打码⟫）""",
)

# ===========================================================================
# bip39_prose
# ===========================================================================
add("bip39_prose", "en",
"""Spelling test words for Friday: ⟦bip_bad12⟧""",
"""Crossword answers (Sunday):
⟦bip_bad12_lines⟧""",
"""Props list for the puppet show: ⟦bip_few⟧""",
"""The ⟪ocean¦lake¦river⟫ was calm, the sunset turned the harbor ⟪orange¦pink¦gold⟫, and we ate ⟪fish¦noodles¦pizza⟫ on the deck before the long drive home⟪.¦ to ⟦city_en⟧.⟫""",
)

add("bip39_prose", "zh",
"""听写词语：⟦biz_bad12⟧""",
"""识字卡片：⟦biz_few⟧""",
"""今天练字，写了这些：⟦biz_bad12⟧""",
"""⟪周末¦昨天¦下午⟫去菜市场买了点⟪菜¦水果¦鱼⟫，顺便看了⟦rel_zh⟧，⟪她说明天要下雨¦说腿好多了¦又给我塞了一袋橘子⟫。""",
)

add("bip39_prose", "mixed",
"""英语 vocabulary 作业：⟦bip_bad12⟧""",
"""Word of the day 卡片：⟦bip_few⟧""",
"""中文课的 homework，听写 list：⟦biz_bad12⟧""",
"""Band name 候选：⟦bip_few⟧，你 vote 一下""",
)

# ===========================================================================
# order_number
# ===========================================================================
add("order_number", "en",
"""Amazon order ⟦order_amz⟧ — the replacement strings for the harp. Arrives ⟦weekday_en⟧.""",
"""Shopee order ⟦order_shopee⟧ has shipped.""",
"""Your order ⟦order_generic⟧ from the bookbinding supplier has been dispatched.""",
"""Booking reference ⟦booking_ref⟧ — canal boat, 3 nights from ⟦date_en⟧.""",
)

add("order_number", "zh",
"""淘宝订单号：⟦order_tb⟧，退货要填""",
"""京东订单 ⟦order_jd⟧ 已签收""",
"""拼多多订单编号 ⟦order_pdd⟧，还没发货""",
"""美团外卖订单号 ⟦order_mt⟧，少送了一份米饭""",
)

add("order_number", "mixed",
"""Temu order ⟦order_generic⟧ 被 cancel 了，要重新下单""",
"""Lazada 的 order number ⟦order_shopee⟧，refund 还没到""",
"""Booking ref ⟦booking_ref⟧，航班 ⟦flight⟧，记得 check-in""",
"""Amazon 订单 ⟦order_amz⟧，return 窗口到月底""",
)

# ===========================================================================
# tracking_number
# ===========================================================================
add("tracking_number", "en",
"""Colissimo tracking: ⟦trk_colissimo⟧""",
"""UPS ⟦trk_ups⟧ — out for delivery""",
"""Registered letter ⟦trk_s10⟧ to the solicitor.""",
"""USPS tracking ⟦trk_usps⟧, should arrive Thursday""",
)

add("tracking_number", "zh",
"""顺丰单号 ⟦trk_sf⟧，明天到""",
"""中通快递 ⟦trk_zto⟧ 已揽收""",
"""EMS 国际件 ⟦trk_ems⟧，清关中""",
"""德邦物流单号 ⟦trk_deppon⟧，大件家具""",
)

add("tracking_number", "mixed",
"""DHL tracking number ⟦trk_dhl⟧，customs 卡住了""",
"""菜鸟 tracking ⟦trk_cainiao⟧，Temu 的包裹""",
"""SingPost registered ⟦trk_s10_sg⟧，已经 delivered""",
"""韵达 ⟦trk_yd⟧ 还没 update，明天再 check""",
)

# ===========================================================================
# phone_number
# ===========================================================================
add("phone_number", "en",
"""Farrier's number: ⟦ph_uk⟧, text first.""",
"""Singapore office: ⟦ph_sg⟧""",
"""Call the piano shop back on ⟦ph_us⟧ before 5.""",
"""Hotel in Lyon: ⟦ph_fr⟧""",
)

add("phone_number", "zh",
"""我的手机号 ⟦ph_cn⟧，有事打我""",
"""店里座机 ⟦ph_cn_land⟧""",
"""客服电话 ⟦ph_400⟧，工作日 9 点到 6 点""",
"""⟦name_zh⟧ 的电话：⟦ph_cn_plain⟧""",
)

add("phone_number", "mixed",
"""HK 新號碼 ⟦ph_hk⟧，WhatsApp 同 Signal 都用呢個""",
"""Pakistan site 的 emergency contact：⟦ph_pk⟧""",
"""Buenos Aires 那边的 number ⟦ph_ar⟧，time zone 差 11 小时""",
"""Kaspi 客服 hotline 之外，manager 的 mobile 是 ⟦ph_kz⟧""",
)

# ===========================================================================
# version_string
# ===========================================================================
add("version_string", "en",
"""Updated the winch controller firmware to v⟦semver⟧, build ⟦build⟧.""",
"""@code requests==⟦semver⟧
flask==⟦semver⟧
python_version = "⟦pyver⟧\"""",
"""Laptop is on macOS ⟦semver⟧ now; the label printer driver needs ⟦semver4⟧.""",
"""$ node --version → v⟦semver⟧""",
)

add("version_string", "zh",
"""微信升级到 8.0.⟦n2⟧ 之后小程序打不开了""",
"""鸿蒙版本 ⟦semver4⟧，系统更新提示一直弹""",
"""收银软件 V⟦semver⟧ 有 bug，客服说下个版本修""",
"""@code # 依赖版本
vue@⟦semver⟧
vite@⟦semver⟧""",
)

add("version_string", "mixed",
"""App 更新到 ⟦semver⟧ 之后 login 一直 crash""",
"""Python ⟦pyver⟧ 跟 numpy 版本不兼容，要 downgrade""",
"""Unity ⟦semver⟧f1 打包 Android build 会卡""",
"""iOS ⟦semver⟧ update 之后 PayLah 就 work 了""",
)

# ===========================================================================
# date_time
# ===========================================================================
add("date_time", "en",
"""Tour dates: ⟦date_en⟧ Ghent, ⟦date_en⟧ Lyon, ⟦date_en⟧ Graz.""",
"""Flight ⟦flight⟧ departs ⟦ampm⟧ on ⟦weekday_en⟧ ⟦date_en⟧.""",
"""@code ⟦date_iso⟧T⟦hhmm⟧:⟦ss⟧Z INFO winchd: launch ⟦n2⟧ logged, cable ⟦n3⟧0 m""",
"""Dig season runs ⟦date_en⟧ to ⟦date_en⟧, site hours 07:30–16:00.""",
)

add("date_time", "zh",
"""⟦date_zh_full⟧ ⟦hhmm⟧ 开会，别迟到""",
"""龙舟赛定在⟦date_zh⟧，集合时间早上⟦hhmm⟧""",
"""复诊时间：⟦date_zh⟧ 下午 ⟦hhmm⟧""",
"""航班 ⟦flight⟧，⟦date_zh⟧ ⟦hhmm⟧ 起飞""",
)

add("date_time", "mixed",
"""Meeting 改到 ⟦weekday_zh⟧ ⟦hhmm⟧，Zoom link 不变""",
"""Deadline 是 ⟦date_iso⟧ 23:59 UTC""",
"""rendez-vous 在 ⟦date_zh⟧ ⟦hhmm⟧，préfecture 那边""",
"""Shift 从 ⟦hhmm⟧ 到 ⟦hhmm⟧，break 半小时""",
)

# ===========================================================================
# public_material
# ===========================================================================
add("public_material", "en",
"""Donations for the hedgehog rescue: ⟦btc_addr⟧ (BTC) or ⟦eth_addr⟧ (ETH).""",
"""Add my public key to the server please: ⟦ssh_pub⟧""",
"""My age recipient for the encrypted backups: ⟦age_pub⟧""",
"""The watch-only wallet uses this xpub: ⟦xpub⟧""",
)

add("public_material", "zh",
"""收款地址（USDT-TRC20）：⟦tron_addr⟧""",
"""公钥发你：⟦ssh_pub⟧""",
"""钱包地址 ⟦eth_addr⟧，只收 ETH""",
"""PGP 指纹：⟦pgp_fpr⟧""",
)

add("public_material", "mixed",
"""WireGuard peer 的 public key：⟦wg_pub⟧""",
"""Solana 收款 address：⟦sol_addr⟧""",
"""Nostr 关注我：⟦npub⟧""",
"""@code # public key，可以公开
⟦pem_pub⟧""",
)

# ===========================================================================
# identifier
# ===========================================================================
add("identifier", "en",
"""Request ID ⟦uuid⟧ — include it when you email support.""",
"""IMEI of the lost phone: ⟦imei⟧""",
"""Printer MAC ⟦mac⟧, reserve an IP for it.""",
"""VIN of the van: ⟦vin⟧""",
)

add("identifier", "zh",
"""车架号 ⟦vin⟧，保险要填""",
"""报错信息里的 trace id：⟦uuid⟧""",
"""手机 IMEI：⟦imei⟧，报警时要用""",
"""设备序列号 ⟦serial⟧，保修用""",
)

add("identifier", "mixed",
"""Support ticket 要填 request id ⟦uuid_up⟧""",
"""Router 的 MAC address ⟦mac⟧，加到 whitelist""",
"""ISBN ⟦isbn⟧ 那本书 library 没有""",
"""新手机 IMEI ⟦imei⟧，register 到 PTA 用""",
)

# ===========================================================================
# git_log
# ===========================================================================
add("git_log", "en",
"""@code commit ⟦git_sha⟧
Author: ⟦name_en⟧ <⟦email⟧>
Date:   Sat Mar 14 10:22:31 2026 +0000

    Fix rota export for bank holidays""",
"""Deployed ⟦git_short⟧ to production at ⟦hhmm⟧.""",
"""@code ⟦git_short⟧ Add winch log CSV export
⟦git_short⟧ Bump leaflet
⟦git_short⟧ Fix typo in README""",
"""Revert "Add dark mode"

This reverts commit ⟦git_sha⟧.""",
)

add("git_log", "zh",
"""线上版本是 ⟦git_short⟧，回滚到 ⟦git_short⟧ 就好了""",
"""@code commit ⟦git_sha⟧
作者: ⟦name_zh⟧

    修复订单导出的编码问题""",
"""这个 bug 是 ⟦git_sha⟧ 引入的""",
"""合并请求里最后一个提交 ⟦git_short⟧，麻烦看一下""",
)

add("git_log", "mixed",
"""Hotfix ⟦git_short⟧ 已经 deploy 了""",
"""cherry-pick ⟦git_sha⟧ 到 release branch""",
"""git bisect 找到是 ⟦git_short⟧ 引入的 regression""",
"""@code ⟦git_short⟧ (HEAD -> main) 修复 login 页面 crash""",
)

# ===========================================================================
# url_plain
# ===========================================================================
add("url_plain", "en",
"""Tour poster link: https://www.⟦host_plain⟧/⟪tour¦events¦shop⟫?utm_source=⟪newsletter¦facebook¦instagram⟫&utm_medium=⟪email¦social⟫&utm_campaign=⟪spring¦autumn¦launch⟫""",
"""Map: https://maps.google.com/?q=51.⟦n3⟧,-1.⟦n3⟧""",
"""@code git clone git@github.com:⟪puppet-theatre¦derby-league¦glidingclub⟫/⟪tour-site¦results¦logbook⟫.git""",
"""OAuth login goes through https://accounts.google.com/o/oauth2/v2/auth?client_id=⟦n3⟧⟦n3⟧-abc.apps.googleusercontent.com&response_type=code&state=⟦hexid8⟧&scope=openid""",
)

add("url_plain", "zh",
"""店铺链接：https://shop.m.taobao.com/shop/shop_index.htm?shop_id=⟦n3⟧⟦n3⟧""",
"""导航：https://uri.amap.com/marker?position=120.⟦n3⟧,30.⟦n3⟧&name=龙舟码头""",
"""@code # ⟪仓库地址¦代码在码云¦先拉代码⟫
git clone git@gitee.com:⟪laomian¦yuchuan¦hutnet⟫/⟪pos¦miniapp¦backend⟫.git""",
"""报名链接 https://www.wjx.cn/vm/⟦hexid8⟧.aspx 转发给大家""",
)

add("url_plain", "mixed",
"""Zoom meeting link 在 calendar 里：https://zoom.us/j/⟦n3⟧⟦n3⟧⟦n3⟧（passcode 另外发）""",
"""YouTube 教程 https://www.youtube.com/watch?v=⟦hexid8⟧&t=90s""",
"""Doc link 在这：https://docs.google.com/document/d/⟦hexid8⟧⟦hexid8⟧/edit?usp=sharing""",
"""官网 https://www.⟦host⟧/?utm_source=wechat&utm_medium=social""",
)

# ===========================================================================
# env_benign
# ===========================================================================
add("env_benign", "en",
"""@code NODE_ENV=⟪production¦staging¦development⟫
PORT=⟪8080¦3000¦5000¦8000⟫
TZ=⟦tz⟧
LOG_LEVEL=⟦loglevel⟧""",
"""@code DB_HOST=⟦dbhost⟧
DB_PORT=⟪5432¦3306⟫
DB_USER=⟦dbuser⟧
DB_NAME=⟦dbname⟧""",
"""@code export AWS_REGION=⟦region⟧
export S3_BUCKET=⟦bucket⟧⟪¦
export AWS_PAGER=""⟫""",
"""@code ⟦feature⟧=⟪true¦false⟫
MAX_UPLOAD_MB=⟦n2⟧
SITE_URL=https://www.⟦host_plain⟧""",
)

add("env_benign", "zh",
"""@code # 环境配置（不含密钥）
APP_NAME=⟪拉面馆点餐¦龙舟队报名¦药店库存⟫
TZ=Asia/Shanghai
PORT=⟪3000¦8080¦9000⟫""",
"""@code # ⟪测试环境¦预发环境¦本地开发⟫
REDIS_HOST=⟦dbhost⟧
REDIS_DB=⟦n1⟧""",
"""环境变量只有 NODE_ENV=⟪production¦test⟫ 和 PORT=⟪8080¦3000⟫，密钥⟪走配置中心¦在服务器上另配¦运维管理⟫""",
"""@code # 小程序配置
APPID_ENV=⟪release¦trial¦develop⟫
CDN_DOMAIN=cdn.⟦host_plain⟧""",
)

add("env_benign", "mixed",
"""@code # ⟪staging¦预发¦QA⟫ 配置
LOG_LEVEL=⟦loglevel⟧
SENTRY_ENVIRONMENT=⟪staging¦qa¦preview⟫""",
""".env 里只有 DB_HOST=⟦dbhost⟧ 和 DB_PORT=⟪5432¦3306⟫，password 在 ⟪Vault¦Doppler¦1Password⟫""",
"""@code # Vercel 预览环境
NEXT_PUBLIC_API_BASE=https://api.⟦host_plain⟧
NEXT_TELEMETRY_DISABLED=1""",
"""docker run -e TZ=⟦tz⟧ -e LANG=⟪zh_HK.UTF-8¦zh_CN.UTF-8¦en_SG.UTF-8⟫ -p ⟪8080¦9000¦3000⟫:80 ⟪nginx¦httpd¦caddy⟫  # ⟪香港¦新加坡¦内网⟫ demo 机""",
)

# ===========================================================================
# everyday_number
# ===========================================================================
add("everyday_number", "en",
"""Table ⟦n2⟧, booking for ⟦n1⟧ at ⟦ampm⟧. The bill came to ⟦amount_eur⟧.""",
"""Seat 14C, gate B⟦n2⟧, flight ⟦flight⟧.""",
"""Room ⟦room⟧ at the hotel, breakfast until 10.""",
"""Score: Derby Dames 184 – 162 Harbour Rollers. Next bout ⟦date_en⟧.""",
)

add("everyday_number", "zh",
"""取餐号 ⟦n3⟧，到了叫我""",
"""房间号 ⟦room⟧，前台在一楼""",
"""排队号 A⟦n3⟧，前面还有 ⟦n2⟧ 桌""",
"""车位 B2-⟦n3⟧，月租 ⟦amount_cny⟧""",
)

add("everyday_number", "mixed",
"""Gate ⟦n2⟧ 登机，seat 32A""",
"""Room ⟦room⟧ 的 aircon 坏了，call 前台""",
"""HDB 的 unit number #0⟦n1⟧-⟦n3⟧，楼下就是 hawker""",
"""Bus 路线 ⟦n3⟧ 到 CBD 要 40 分钟""",
)
