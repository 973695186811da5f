"""Templates: API keys, JWTs, .env values, connection strings, URLs with credentials."""
TEMPLATES = []


def add(kind, lang, *texts):
    for t in texts:
        TEMPLATES.append((kind, lang, t))


# ===========================================================================
# api_key
# ===========================================================================
add("api_key", "en",
"""@code [pypi]
  username = __token__
  password = ⟦S:ak_pypi⟧""",
"""Anthropic key for the ⟪tailor-shop chatbot¦booking assistant¦tour FAQ bot⟫: ⟦S:ak_anthropic⟧ (⟪billing is on the shop card¦limit set to $50¦don't share outside the team⟫)""",
"""@code //registry.npmjs.org/:_authToken=⟦S:ak_npm⟧
@puppet-theatre:registry=https://npm.pkg.github.com""",
"""[⟦ts_wa⟧] ⟦name_en⟧: ⟪Sentry token for the release script?¦which token does the release job use?¦got the Sentry auth token?⟫
[⟦ts_wa⟧] ⟦name_en⟧: ⟦S:ak_sentry⟧""",
"""@code curl -X POST https://api.linear.app/graphql \\
  -H "Authorization: ⟦S:ak_linear⟧" \\
  -H "Content-Type: application/json\"""",
"""Subject: keys

⟪Mailgun sending key for the darts newsletter: ⟦S:ak_mailgun⟧¦New Relic user key for the hut dashboards: ⟦S:ak_newrelic⟧¦Replicate token for the poster generator: ⟦S:ak_replicate⟧⟫
⟪The old one is revoked.¦Please update the server.¦Rotate by the end of the month.⟫""",
)

add("api_key", "zh",
"""⟪阿里云 AccessKey¦阿里云 OSS 子账号¦短信服务用的 RAM 账号⟫
AccessKey ID：⟦ali_akid⟧
AccessKey Secret：⟦S:ak_ali_secret⟧""",
"""腾讯云⟪¦ COS¦ 短信⟫ SecretId：⟦tc_secretid⟧
SecretKey：⟦S:ak_tencent_secret⟧⟪¦
（子账号，只有上传权限）⟫""",
"""⟪公众号¦小程序¦服务号⟫ AppID ⟦wx_appid⟧，AppSecret ⟦S:ak_wx_secret⟧（⟪后台重置过一次¦别给外包¦只用于服务端⟫）""",
"""⟪DeepSeek 的 key：⟦S:ak_deepseek⟧¦通义千问 API-KEY：⟦S:ak_qwen⟧¦智谱的 API key：⟦S:ak_zhipu⟧⟫，别往群里发""",
)

add("api_key", "mixed",
"""Stripe live key 我 paste 喺度先：⟦S:ak_stripe⟧，⟪聽日 rotate¦唔好 commit¦用完話我知⟫""",
"""Telegram bot token for ⟪团购群¦订单通知¦排班提醒⟫ bot：⟦S:ak_telegram⟧""",
"""Groq 的 API key ⟦S:ak_groq⟧ —— ⟪只给 prod 用，staging 用另一个¦rate limit 很低，省着用¦billing 在我 card 上⟫""",
"""飞书 app：App ID ⟦feishu_appid⟧，App Secret ⟦S:ak_feishu_secret⟧，⟪webhook 那边要用¦event callback 要¦bot 上线前 rotate⟫""",
)

# ===========================================================================
# jwt
# ===========================================================================
add("jwt", "en",
"""@code curl https://api.⟦host⟧/v1/bookings -H "Authorization: Bearer ⟦S⟧\"""",
"""⟪Application → Local Storage¦DevTools → Storage → Local¦Chrome → Application → Session Storage⟫ → https://portal.⟦host⟧
access_token: ⟦S⟧""",
"""[⟦ts_wa⟧] ⟦name_en⟧: ⟪use my session for now, token¦here's my bearer token¦try with mine:⟫ ⟦S⟧ ⟪expires tonight¦valid for an hour¦don't log it⟫""",
"""@code 2026-03-14T09:12:44Z WARN gateway: rejected request, header Authorization=Bearer ⟦S⟧ (expired)""",
"""@code Cookie: _ga=GA1.2.⟦n3⟧; session=⟦S⟧; theme=dark""",
"""PMR-⟦n3⟧: ⟪login loop on the dispensary PC¦403 on stock sync¦session drops after 5 min⟫. Token from the failing request: ⟦S⟧""",
)

add("jwt", "zh",
"""⟪小程序登录后拿到的¦抓包看到的¦后台接口返回的⟫ token：⟦S⟧，⟪测试接口用¦联调用¦明早过期⟫""",
"""@code // 别提交：调试用令牌
uni.setStorageSync('access_token', '⟦S⟧')""",
"""⟦name_zh⟧ ⟦ts_wx⟧
⟪后台管理员的 token 先给你用¦用我的 token 调一下¦这个是生产的 token，小心⟫：⟦S⟧""",
"""⟪接口文档示例（真实 token，记得删）¦联调记录¦Postman 里复制的⟫：Authorization: Bearer ⟦S⟧""",
)

add("jwt", "mixed",
"""Supabase service_role key：⟦S⟧，⟪只可以 server side 用¦别放 frontend¦rotate 过一次了⟫""",
"""個 ⟪API¦admin endpoint¦webhook⟫ 要 Bearer token，我嘅係 ⟦S⟧，你試下""",
"""@code // 压测脚本的 header
headers: { Authorization: `Bearer ⟦S⟧` }""",
"""Firebase ID token ⟪抓包抓到的¦从 console 拿的¦app log 里的⟫：⟦S⟧ —— debug 完就 revoke""",
)

# ===========================================================================
# env_file (span = the value)
# ===========================================================================
add("env_file", "en",
"""@code # .env — ⟪tailor shop webshop¦alterations app¦fabric store⟫
APP_ENV=production
⟪SHOP_ORDER_SIGNING_SECRET¦ORDER_HMAC¦CHECKOUT_SESSION_KEY⟫=⟦S⟧
LOG_LEVEL=⟦loglevel⟧""",
"""@code [Service]
Environment="⟪WINCH_TELEMETRY_TOKEN¦LAUNCHLOG_UPLOAD_KEY¦FLARM_SYNC_SECRET⟫=⟦S:env_alnum⟧"
ExecStart=/usr/local/bin/winchd""",
"""@code ⟪FALCONRY_BACKUP_PASS¦MEWS_RSYNC_PASSWORD¦BIRDLOG_DB_PASS⟫=⟦S:env_pw⟧
0 3 * * * /opt/backup/run.sh""",
"""@code variables:
  ⟪DIG_ARCHIVE_SIGNING_KEY¦FINDS_UPLOAD_SECRET¦SITE_PHOTOS_KEY⟫: "⟦S⟧"
  GIT_DEPTH: "10\"""",
"""@code <key>EnvironmentVariables</key>
<dict>
  <key>PIANO_ROUNDS_CAL_TOKEN</key>
  <string>⟦S:env_alnum⟧</string>
</dict>""",
"""@code provider:
  name: aws
  environment:
    ⟪HEDGEHOG_RESCUE_WEBHOOK_SECRET¦RESCUE_INTAKE_HMAC¦DONATION_CALLBACK_KEY⟫: ⟦S:env_hex⟧""",
"""[⟦ts_wa⟧] ⟦name_en⟧: what goes in the .env on the new box?
[⟦ts_wa⟧] ⟦name_en⟧: just ⟪TREE_QUOTES_HMAC_KEY¦ARBOR_INVOICE_SECRET¦QUOTE_PDF_SIGNING_KEY⟫=⟦S:env_b64⟧ and the usual""",
"""@code $ printf '⟦S⟧' | vercel env add ⟪OYSTER_PORTAL_SECRET¦DEPURATION_API_KEY¦HARVEST_LOG_TOKEN⟫ ⟪production¦preview⟫""",
)

add("env_file", "zh",
"""@code # 线上环境变量（⟪烧烤摊小程序¦早餐店点单¦洗车行会员⟫）
⟪WX_PAY_MCH_KEY¦WECHAT_PAY_APIV2_KEY¦PAY_SIGN_KEY⟫=⟦S:env_alnum⟧
NODE_ENV=production""",
"""服务器上的 .env 里 ⟪SMS_SIGN_SECRET¦ALIYUN_SMS_SECRET¦NOTIFY_HMAC_KEY⟫=⟦S⟧，⟪短信平台那边要同步¦改了要重启服务¦别提交到仓库⟫""",
"""@code # 配置说明：⟪驾驶舱大屏接口¦车队调度接口¦冷链温控上报⟫
⟪DASHBOARD_TOKEN¦DISPATCH_API_KEY¦COLDCHAIN_SECRET⟫=⟦S:env_hex⟧""",
"""⟦name_zh⟧ ⟦ts_wx⟧
⟪把这个加到环境变量¦服务器环境变量加一条¦.env 里补上⟫：UPYUN_OPERATOR_PASSWORD=⟦S:env_pw⟧""",
"""@code # 宝塔面板 → 网站 → 环境变量
⟪JWT_SECRET¦SESSION_SECRET¦TOKEN_SALT⟫=⟦S:env_b64⟧
REDIS_DB=⟦n1⟧""",
"""运维交接：生产机 /etc/environment 里有 ⟪MES_SYNC_KEY¦ERP_BRIDGE_SECRET¦WMS_API_TOKEN⟫=⟦S⟧，⟪别删¦改了要通知车间¦每季度换⟫""",
)

add("env_file", "mixed",
"""new server 個 .env 要加 ⟪PAYME_WEBHOOK_SECRET¦FPS_CALLBACK_KEY¦OCTOPUS_MERCHANT_SECRET⟫=⟦S⟧，記住唔好 commit""",
"""@code # staging 用，prod 另外配
⟪NETS_CLICK_SECRET¦PAYNOW_QR_KEY¦SINGPASS_CLIENT_SECRET⟫=⟦S:env_alnum⟧""",
"""@code # Vercel 项目 env
AI_PROVIDER_KEY=⟦S:env_key⟧
NEXT_PUBLIC_SITE_URL=https://shop.example""",
"""ERP 的 .env 里 ⟪TEMU_APP_SECRET¦SHEIN_OPEN_KEY¦TIKTOK_SHOP_SECRET⟫=⟦S:env_hex⟧，别给外包""",
"""Cloudflare Workers secret：wrangler secret put ⟪KV_SIGNING_KEY¦SESSION_KEY¦R2_PRESIGN_SECRET⟫，值是 ⟦S:env_b64⟧""",
"""le fichier .env du projet：⟪DOCTOLIB_SCRAPER_PASS¦CAF_BOT_PASSWORD¦LYDIA_API_SECRET⟫=⟦S:env_pw⟧ —— 这个 mot de passe 别外传""",
)

# ===========================================================================
# connection_string (span = the whole string)
# ===========================================================================
add("connection_string", "en",
"""@code spring:
  data:
    mongodb:
      uri: ⟦S:cs_mongo⟧""",
"""Service Bus connection string for the ⟪booking events¦ticket queue¦tour notifications⟫ (⟪copied from the portal¦from Shared access policies¦root policy, sorry⟫): ⟦S:cs_azure_sb⟧""",
"""@code let pool = PgPool::connect("⟦S:cs_pg⟧").await?;""",
"""@code <add key="StorageConnection" value="⟦S:cs_azure_st⟧" />""",
"""[⟦ts_wa⟧] ⟦name_en⟧: redis for the ⟪queue¦cache¦sessions⟫ is ⟦S:cs_redis⟧⟪, same host as staging but a different password¦¦ — don't paste it in the channel⟫""",
"""@code $ dbmate -u "⟦S:cs_clickhouse⟧" up""",
"""Aura instance for the ⟪family-tree project¦parish records graph¦herd-book graph⟫ — connection: ⟦S:cs_neo4j⟧""",
"""@code # ~/.config/pmr/sync.ini
[source]
conn = ⟪⟦S:cs_odbc⟧¦⟦S:cs_libpq⟧⟫""",
)

add("connection_string", "zh",
"""⟪数据库连接串（生产）¦收银系统数据库¦会员库连接⟫：⟦S:cs_mysql⟧""",
"""@code # 拉面馆点餐系统 配置
[store]
dsn = "⟦S:cs_pg⟧\"""",
"""⟦name_zh⟧ ⟦ts_wx⟧
⟪RabbitMQ 连接¦消息队列地址¦MQ 连接串⟫：⟦S:cs_amqp⟧""",
"""@code // 物流车队调度服务
db, err := gorm.Open(mysql.Open("⟦S:cs_dsn_go⟧"), &gorm.Config{})""",
"""⟪财务老系统¦仓储老系统¦人事系统⟫的 Oracle 连接串 ⟦S:cs_oracle⟧，⟪只读账号¦别跑大查询¦晚上十点后用⟫""",
"""运维笔记：MongoDB 连接 ⟦S:cs_mongo⟧，⟪连不上先看白名单¦只在内网用¦密码季度更换⟫""",
)

add("connection_string", "mixed",
"""⟪prod¦staging¦reporting⟫ 個 Postgres connection string：⟦S:cs_pg⟧，唔好 share""",
"""@code # 出海 SaaS：Cosmos DB
COSMOS_CONN="⟦S:cs_cosmos⟧\"""",
"""NATS server 的 connection URL 给你：⟦S:cs_nats⟧，⟪测试 topic 随便用¦prod subject 别碰¦用完告诉我⟫""",
"""JDBC URL（⟪ERP 报表用¦BI dashboard 用¦月结 job 用⟫）：⟦S:cs_jdbc⟧""",
"""⟪Kaspi sync¦order bot¦inventory⟫ service 连的 Redis：⟦S:cs_redis⟧，password 上周改了""",
"""la chaîne de connexion SQL Server：⟦S:cs_ado⟧ —— ⟪这是 prod 的¦reporting 用的¦只读 replica⟫""",
)

# ===========================================================================
# url_credentials (span = the whole URL)
# ===========================================================================
add("url_credentials", "en",
"""@code [global]
index-url = ⟦S:url_pip⟧""",
"""Camera feed for the ⟪hedgehog hospital¦intake room¦aviary⟫: ⟦S:url_rtsp⟧ (VLC → Open Network Stream)""",
"""Webhook for the derby results channel: ⟪⟦S:url_discord⟧¦⟦S:url_slack⟧⟫""",
"""@code $ git clone ⟦S:url_git⟧""",
"""Here's the upload link for the ⟪dig photos¦finds register¦site drone shots⟫, valid till January: ⟪⟦S:url_sas⟧¦⟦S:url_ftp⟧¦⟦S:url_basic⟧⟫""",
"""⟪⟪Rota calendar¦Tour schedule¦Match calendar⟫ (secret address, don't share it): ⟦S:url_ics⟧¦Status feed for the rota screen: ⟦S:url_token_q⟧⟫""",
)

add("url_credentials", "zh",
"""⟪企业微信群机器人：⟦S:url_wecom⟧¦飞书告警机器人：⟦S:url_feishu⟧¦钉钉订单播报机器人：⟦S:url_dingtalk⟧⟫""",
"""⟪网盘分享¦资料在这¦照片打包了⟫：⟦S:url_baidupan⟧ 复制这段内容打开百度网盘App""",
"""⟪仓库¦鱼塘¦店门口⟫摄像头地址 ⟦S:url_rtsp⟧，用VLC打开""",
"""⟪家里NAS¦工作室NAS¦店里群晖⟫的⟪ WebDAV 地址：⟦S:url_webdav⟧¦ SMB 共享：⟦S:url_smb⟧¦ FTP：⟦S:url_ftp⟧⟫""",
)

add("url_credentials", "mixed",
"""⟪Proxy 設定：⟦S:url_proxy⟧¦Router admin（IPv6）：⟦S:url_ipv6⟧⟫，⟪公司 network 先用到¦VPN 斷咗就用呢個¦只係 office 用⟫""",
"""Elasticsearch endpoint 连这个：⟦S:url_es⟧，⟪kibana 同一个 password¦只读权限¦log 都在这⟫""",
"""S3 presigned link 给你下载 ⟪report¦design files¦invoices⟫：⟦S:url_s3⟧（7 days valid）""",
"""MQTT broker for ⟪温室¦鱼塘¦冷库⟫ sensors：⟦S:url_mqtt⟧""",
)
