# -*- coding: utf-8 -*-
"""Chinese templates for secrets_corpus17 (syntax: see t_en.py)."""
T = {}

# ---------------------------------------------------------------------------- secret kinds
T["otp"] = [
    "【⟪招商银行¦工商银行¦微众银行¦邮储银行⟫】您正在进行⟪网上支付¦手机银行转账¦登录¦绑卡⟫，验证码⟦S⟧，⟦min⟧分钟内有效，请勿泄露给他人。",
    "【铁路12306】验证码：⟦S⟧。您正在⟪注册¦找回密码¦修改手机号¦添加乘车人⟫，⟪切勿将验证码告知他人¦5分钟内有效⟫。",
    "⟪妈¦外婆¦奶奶⟫刚打电话说手机收到个码，我让她念给我：⟦S:⟪otp_zh¦otp⟫⟧，⟪帮她把医保电子凭证激活了¦总算把个税App登上了¦养老金认证弄好了⟫。",
    "⟪工作室¦茶叶店¦剧本杀店⟫群：谁在登店里的⟪小红书¦抖音¦哔哩哔哩⟫号？刚收到验证码 ⟦S:⟪otp_sp¦otp⟫⟧，⟪是不是你¦不是的话我改密码了⟫",
    "【⟪携程旅行¦饿了么¦京东金融¦高德地图⟫】您的验证码为⟦S⟧，用于⟪登录¦身份验证¦修改绑定手机⟫，⟪请于⟦min⟧分钟内填写¦如非本人操作请忽略⟫。",
    "个税App的验证码 ⟦S⟧ 已经过期了，⟪你再点一下重新发送¦重新发一个吧¦我等了半天没输进去⟫。",
    "（语音转文字）喂 ⟪张姐¦李阿姨¦小王⟫ 你把刚才那条短信里的数字念一下 ⟦S:otp_zh⟧ 对对对就是这个 ⟪我帮你登上了¦好了挂了啊⟫",
    "【中国移动】您的短信随机码为：⟦S:⟪otp¦otp_fw¦otp_zh4⟫⟧，⟪用于网上营业厅登录¦用于办理业务¦请勿转发⟫。",
]

T["security_answer"] = [
    "网易邮箱密保问题\n问题1：您母亲的名字？\n⟦S:saz_name⟧\n问题2：（未设置）",
    "⟪百度账号¦网易游戏账号¦学习通⟫ 安全问题：我的出生地 —— ⟦S:saz_city⟧",
    "学信网找回密码要填高中班主任的姓名：⟦S:saz_teacher⟧，⟪我差点忘了¦还好问了同学¦就是那个教物理的⟫。",
    "【密保设置】\n① 您父亲的生日：⟦S:saz_date⟧\n② 手机号：已绑定",
    "打给⟪工行¦农行¦建行⟫客服解冻网银，对方问我第一只宠物叫什么，我说⟦S:saz_pet⟧，⟪就通过了¦然后让我重设密码¦十分钟搞定⟫。",
    "⟪爸¦老妈¦外公⟫的中国银行网银安全问题：最喜欢的书 → ⟦S:saz_book⟧",
    "姐：妈的QQ密保“你最崇拜的人”当时填的啥？\n我：⟦S:saz_idol⟧\n姐：⟪好 登上了¦谢了¦对 就是这个⟫",
    "游戏号的安全问题 最喜欢的食物 我填的是⟦S:saz_food⟧ ⟪换绑的时候会问¦别卖号的时候说漏了⟫",
]

T["pin"] = [
    "⟪中国移动¦中国联通¦中国电信⟫服务密码 ⟦S:pin6⟧，营业厅补卡要用。",
    "奶奶的存折密码是⟦S:pin_zh⟧，她让我记着，⟪别跟别人说¦取钱的时候用¦千万别写在存折上⟫。",
    "校园卡密码⟦S:pin6⟧（食堂充值机和图书馆⟪都要输¦借书用⟫）",
    "（语音转文字）那个农行卡的密码是 ⟦S:pin_zh⟧ 你取两千块给⟪外婆¦舅舅¦隔壁王叔⟫ 剩下的别动",
    "养老院入住登记表\n姓名：⟦name_zh⟧\n医保卡密码：⟦S⟧\n紧急联系人：⟦name_zh⟧ ⟦phone_cn⟧",
    "老公手机锁屏密码 ⟦S:⟪pin_sp¦pin6⟫⟧，⟪他出差前说的¦接孩子的时候要用他手机¦别告诉他我知道⟫",
    "社区团购收款的支付密码：⟦S:pin_fw⟧（团长⟪交接¦换人⟫时⟪记得改¦当面给⟫）",
    "爸的银行卡取款密码 ⟦S:pin_pairs⟧——他自己说的，说是⟪门牌号¦老房子的电话尾号⟫",
]

T["password_nl"] = [
    "店里收银电脑的开机密码改成⟦S:pw_zh⟧了，新来的DM⟪记一下¦别外传¦背下来⟫。",
    "驾校约车系统的密码是 ⟦S⟧，教练让我们自己约⟪科目二¦科目三⟫。",
    "电话里跟我爸说：大小写要注意，⟦S:pw_zhspell⟧，⟪中间没有空格¦输完按确定¦一个一个按⟫。",
    "⟦date_zh⟧ 晴。把家里路由器后台的密码换成 ⟦S⟧，⟪以防邻居蹭网¦顺便升级了固件¦明天告诉老妈⟫。",
    "⟪茶叶店¦花店¦木工坊⟫淘宝后台密码 ⟦S:pw_pinyin⟧ 别外传",
    "护士站电脑（HIS系统）⟪夜班¦本周¦公共账号⟫密码：⟦S⟧",
    "密码：⟦S:pw_fw⟧（⟪输的时候切换成半角¦别用全角输入法¦注意大小写⟫）",
    "班班通电脑开机密码 ⟦S:pw_pinyin_cap⟧，⟪王老师说的¦上课前开机¦周五要改⟫",
]

T["door_code"] = [
    "您好，入住时间14点后，民宿大门密码 ⟦S:door6⟧#，房间在⟪三楼¦二楼左手边¦后院⟫，⟪钥匙在桌上¦有事微信我⟫。",
    "自习室门禁密码⟦S:door_hash⟧，⟪晚上十点后从侧门进¦进门记得签到¦别告诉别人⟫",
    "电竞酒店房间的密码锁：⟦S⟧（先按*唤醒，⟪再输密码¦再按#确认⟫）",
    "⟪三号¦五号¦东头⟫大棚挂锁密码 ⟦S:padlock⟧，⟪农药在里面的柜子里¦浇水定时器别动¦走的时候锁好⟫",
    "（语音）木工坊后门密码是 ⟦S:door_zh⟧ 进去⟪记得开排风¦先把电闸推上去¦工具用完归位⟫",
    "养老院药品柜密码：⟦S:door_fw⟧，⟪交班时核对¦夜班护士负责¦每周一更换⟫",
]

T["totp_secret"] = [
    "谷歌验证器手动输入密钥：⟦S:totp_g4⟧（⟪火币那个号¦公司邮箱¦GitHub⟫用的）",
    "阿里云 MFA 绑定的时候截了一下密钥：⟦S:totp_plain⟧，⟪换手机用¦存一下¦别删⟫",
    "@code // 二次验证，老项目里写死的\n$ga = new PHPGangsta_GoogleAuthenticator();\n$code = $ga->getCode('⟦S:totp_plain⟧');",
    "身份验证器的二维码扫出来是：⟦S:totp_uri⟧ ——⟪先存备忘录¦迁移手机要用¦别发群里⟫",
    "腾讯云虚拟MFA密钥（手抄的）：⟦S:⟪totp_dash¦totp_g4u¦totp_g3⟫⟧",
    "GitHub 两步验证的 setup key，抄在笔记本最后一页：\n⟦S:⟪totp_2lines¦totp_g8⟫⟧",
]

T["mnemonic_bip39_en"] = [
    "助记词（英文）：⟦S:⟪mn_line¦mn_caps⟫⟧ 千万别发群里",
    "钱包备份——按序号抄的：\n⟦S:mn_numbered⟧\n抄完拍照删掉了",
    "爸爸硬件钱包的助记词，分三列写的（竖着读）：\n⟦S:mn_cols3⟧",
    "钢板上打的是每个单词的前四个字母：⟦S:mn_prefix4⟧",
    "（语音转写）助记词我念一遍 ⟦S:mn_voice⟧ 好了就这十二个 ⟪你写下来¦别录音¦纸放保险柜⟫",
    "交接清单：\n一、收银机钥匙\n二、冷钱包助记词：⟦S:⟪mn_comma¦mn_rows4¦mn_pipes¦mn_dashes⟫⟧\n三、仓库挂锁钥匙在抽屉",
]

T["mnemonic_zh"] = [
    "⟪新钱包¦老爸的冷钱包¦店里的收款钱包⟫助记词：⟦S:mz_line⟧，⟪抄在纸上锁柜子里了¦别截图¦手机里不存⟫",
    "⟦S:mz_nospace⟧ ← 这是我钱包的中文助记词，⟪别删¦别外传¦换手机要用⟫",
    "钱包助记词（中文）\n⟦S:mz_numbered⟧\n写完请核对一遍",
    "助记词表格：\n⟦S:mz_grid⟧\n（⟪按编号顺序¦横着读¦拍完照就删⟫）",
    "分组抄的助记词：\n⟦S:mz_rows⟧",
    "⟪妈妈¦舅舅¦老板⟫的助记词：⟦S:mz_comma⟧",
    "⟦S:mz_arrow⟧（按箭头顺序，⟪这是钱包恢复用的¦别给任何人看¦存一份在保险箱⟫）",
    "助记词三个一组背下来的：⟦S:mz_groups3⟧",
    "助记词（左边1-6，右边7-12）：\n⟦S:mz_cols2⟧",
    "⟪冷钱包¦硬件钱包¦小狐狸钱包⟫助记词：⟦S:⟪mz_fw¦mz_inline_num¦mz_perline⟫⟧",
]

T["connection_string"] = [
    "@code # 驿站包裹库\nclient = MongoClient(\"⟦S:cs_mongo⟧\")",
    "测试环境的 redis：⟦S:cs_redis⟧，⟪别在生产用¦用完记得关¦只读⟫",
    "运维给的连接串 ⟦S:⟪cs_pg¦cs_mysql⟫⟧，⟪DBeaver 里直接粘贴就行¦只读账号¦下班前别跑大查询⟫",
    "@code # 养老院 HIS 只读库\ndsn = \"⟦S:cs_libpq⟧\"\nconn = psycopg2.connect(dsn)",
    "@code # 消息队列（订单）\nsasl.mechanism=PLAIN\nsasl.jaas.config=⟦S:cs_kafka⟧",
    "交接文档：⟪订单¦库存¦会员⟫服务连的是 ⟦S:⟪cs_amqps¦cs_nats¦cs_mssql_url¦cs_npgsql⟫⟧，⟪改配置要重启¦别动¦出问题找小李⟫",
]

T["env_file"] = [
    "@code # 小程序后台\nWX_APPID=wx⟦hexid⟧⟦hexid⟧\n⟪WX_APP_SECRET¦MINIAPP_SECRET⟫=⟦S:env_hex⟧",
    "@code # 阿里云短信\nALIYUN_SMS_⟪SECRET¦ACCESS_SECRET⟫=⟦S⟧\nSMS_SIGN=⟪茶园¦驾校¦民宿⟫通知",
    "@code environment:\n  - TZ=Asia/Shanghai\n  - ⟪CHAYUAN_PAY_KEY¦MINSU_LOCK_API_KEY¦JUBEN_POS_SECRET⟫=⟦S⟧  # 支付回调签名",
    "@code export ⟪JIAXIAO_API_TOKEN¦YIZHAN_PUSH_KEY¦DAPENG_SENSOR_TOKEN⟫=⟦S⟧  # 驾校约车接口",
    "@code NEXT_PUBLIC_SITE=https://⟦domain⟧\n⟪WECHAT_PAY_API_V3_KEY¦ALIPAY_APP_SECRET⟫=⟦S⟧ # 不要提交到仓库",
    "@code # 临时写死，上线前改掉\nos.environ.setdefault(\"⟪DB_PASSWORD¦REDIS_PASSWORD¦SMTP_PASSWORD⟫\", \"⟦S:env_pw⟧\")",
]

T["wifi_password"] = [
    "欢迎入住⟪云舍¦山居¦茶香⟫民宿！\nWiFi：⟦ssid_zh⟧\n密码：⟦S:wifi_zh⟧\n早餐 8:00-9:30",
    "网吧WiFi ⟦ssid_zh⟧ 密码 ⟦S:wifi_digits⟧，⟪包间信号好点¦别告诉隔壁¦每周换⟫",
    "⟪驾校¦养老院¦中医馆⟫休息室的无线网 密码⟦S⟧",
    "合计：⟦price⟧\n⟪谢谢惠顾¦欢迎再来⟫\n无线网络：⟦ssid_zh⟧ 密码：⟦S⟧",
    "（拍照识别）路由器背面\n无线网络名称(SSID)：⟦ssid_zh⟧\n无线密码(PSK)：⟦S⟧",
    "【自习室公告】WiFi 密码已更换为 ⟦S⟧，⟪请勿外传¦有问题找前台¦旧密码作废⟫",
]

T["recovery_codes"] = [
    "备用验证码（每个只能用一次）：\n⟦S:rc_8digit⟧",
    "GitHub 恢复码，⟪打印出来放抽屉了¦存一份¦换电脑要用⟫：\n⟦S:rc_hex55⟧",
    "Steam 恢复码 ⟦S:rc_steam⟧，手机丢了用这个",
    "微软账户恢复代码：⟦S:rc_ms25⟧（⟪公司邮箱¦孩子的平板¦Xbox⟫）",
    "Bitwarden 两步登录恢复代码：⟦S:rc_bw⟧，⟪别存在 Bitwarden 里¦纸质保存¦放保险柜⟫",
    "刚用掉一个备用码 ⟦S:rc_single⟧，⟪还剩9个¦得重新生成了¦下次带上那张纸⟫",
]

T["crypto_wallet_key"] = [
    "TronLink 导出的私钥：⟦S:wk_hex⟧，⟪收U用的¦别截图¦导入新手机⟫",
    "imToken 私钥（别截图！）：⟦S:wk_hex0x⟧",
    "比特币纸钱包 私钥（WIF）：⟦S:wk_wif⟧，⟪2017年打印的¦在老房子的书里¦爸留下的⟫",
    "Phantom 导出私钥：⟦S:⟪wk_sol¦wk_sol_arr⟫⟧",
    "扩展私钥 xprv（⟪硬件钱包导出¦别外传¦千万保密⟫）：⟦S:wk_xprv⟧",
    "⟪莱特币钱包私钥：⟦S:wk_ltc⟧¦狗狗币钱包私钥（WIF）：⟦S:wk_doge⟧⟫，⟪老爸2018年买的¦在旧电脑里找到的¦别外传⟫",
]

T["login_pair"] = [
    "⟪瓜子二手车¦驾校¦驿站⟫后台\n账号：⟦S.phone⟧\n密码：⟦S:lp_zh⟧",
    "学信网 用户名 ⟦S.user⟧ ／ 密码 ⟦S:lp_zh⟧，⟪帮我查一下学历¦改完告诉我¦别改手机号⟫",
    "@code {\"系统\": \"⟪电梯维保平台¦茶园ERP¦养老院HIS⟫\", \"用户名\": \"⟦S.user⟧\", \"密码\": \"⟦S:lp_zh⟧\"}",
    "⟪店里¦车行¦民宿⟫的美团商家版登录：手机号 ⟦S.phone⟧，密码 ⟦S:lp_zh⟧",
]

T["url_credentials"] = [
    "企业微信群机器人地址：⟦S:url_wecom⟧，⟪订单提醒用¦别转发¦发告警⟫",
    "飞书机器人 webhook ⟦S:url_lark⟧",
    "资料都在网盘 ⟦S:url_pan⟧ 自己下，⟪三天后失效¦别外传¦有问题找我⟫",
    "⟪大棚¦仓库¦门店⟫摄像头：⟦S:url_cam⟧",
]

T["api_key"] = [
    "华为云 AK：⟦S.akid⟧\nSK：⟦S:ak_huawei⟧",
    "⟪七牛云 AccessKey ⟦S.akid⟧ SecretKey ⟦S:ak_qiniu⟧¦百度智能云 AK ⟦S.akid⟧ SK ⟦S:ak_baidu⟧¦火山引擎 AccessKeyId ⟦S.akid⟧ SecretAccessKey ⟦S:ak_volc⟧⟫",
    "⟪大模型 API key（月之暗面）：⟦S:ak_moonshot⟧¦智谱 API key：⟦S:ak_zhipu⟧¦高德地图 Web 服务 key（配送算距离用）：⟦S:ak_amap⟧⟫",
    "微信支付 商户号 ⟦S.mchid⟧ APIv3密钥 ⟦S:ak_wxpay⟧",
]

T["jwt"] = [
    "@code // 登录成功后缓存 token\nwx.setStorageSync('token', '⟦S⟧')",
    "Apifox 环境变量 token = ⟦S⟧（⟪测试环境¦生产¦管理员账号⟫）",
    "@code 2025-⟦n2⟧-⟦n2⟧ ⟦time⟧ [INFO] 用户登录成功 token=⟦S⟧",
    "抓包看到的请求头 Authorization: Bearer ⟦S⟧",
]

T["private_key"] = [
    "支付宝开放平台 应用私钥：\n⟦S:pk_rsa1⟧",
    "跳板机私钥（别外传）：\n⟦S:⟪pk_openssh¦pk_openssh_rsa⟫⟧",
    "@code [Interface]\n# 家里 NAS\nPrivateKey = ⟦S:pk_wg⟧\nAddress = 10.8.0.2/24",
    "备份加密用的 age 私钥：⟦S:pk_age⟧",
]

T["card_number"] = [
    "银联卡号 ⟦S:card_up⟧，有效期 ⟦S.exp⟧",
    "帮我付一下，卡号⟦S:card_visa⟧ 背面三位⟦S.cvv⟧",
    "信用卡 ⟦S:card_mc⟧ ⟦S.exp⟧，⟪订机票用¦付房租¦交学费⟫",
    "JCB卡 ⟦S:card_jcb⟧，日本旅游刷的，有效期⟦S.exp⟧",
]

# ---------------------------------------------------------------------------- benign kinds
T["checksum"] = [
    "@code <!-- 官网首页 -->\n<script src=\"https://cdn.jsdelivr.net/npm/⟪vue@3¦axios@1¦dayjs@1⟫/dist/⟪vue.global.prod¦axios.min¦dayjs.min⟫.js\" integrity=\"⟦sri⟧\" crossorigin=\"anonymous\"></script>",
    "下载的安装包 SHA256：⟦sha256⟧，和官网⟪一致¦公布的一样¦核对过了⟫",
    "镜像摘要 sha256:⟦sha256⟧（⟪上线版本¦回滚用这个¦测试通过⟫）",
    "固件 MD5 校验值 ⟦md5⟧，⟪刷机前核对¦和论坛一致¦别刷错⟫",
    "@code # 依赖锁定\ngithub.com/⟪gin-gonic/gin¦go-redis/redis¦spf13/cobra⟫ v⟦version⟧ h1:⟦h1⟧",
    "安卓签名证书 SHA-1 指纹：⟦sha1colon⟧（⟪微信开放平台¦高德控制台¦极光推送⟫要填）",
]

T["postal_code"] = [
    "收货地址：⟦postcode_zh#1.0⟧市⟪人民路¦中山路¦解放路⟫⟦n3⟧号，邮编 ⟦postcode_zh#1.1⟧",
    "邮编⟦postcode_zh#1.1⟧（⟦postcode_zh#1.0⟧），⟪寄挂号信用¦填快递单¦报名表要填⟫",
    "印度客户的地址在 ⟦pincode_in#1.0⟧，PIN code ⟦pincode_in#1.1⟧（是邮编，不是密码）",
    "寄到⟪日本¦韩国¦巴西¦瑞典⟫的地址：⟦postcode⟧，⟪收件人电话写了¦走EMS¦要报关⟫",
    "填快递单：邮政编码 ⟦postcode_zh#1.1⟧，电话 ⟦phone_cn⟧",
    "这个“PIN 码” ⟦pincode_in#1.1⟧ 是印度 ⟦pincode_in#1.0⟧ 的邮编，⟪外贸单上要填¦别搞混¦客户说的⟫",
]

T["code_config_benign"] = [
    "@code # 从环境变量读取，不要写死\n⟪db_password¦api_key¦secret⟫ = os.getenv(\"⟪DB_PASSWORD¦AMAP_KEY¦WX_APP_SECRET⟫\")\nif not ⟪db_password¦api_key¦secret⟫:\n    raise SystemExit(\"缺少配置\")",
    "@code // ⟪读取配置中心的密钥¦密钥不进代码库¦从环境变量取⟫\nString ⟪secret¦key¦appSecret⟫ = System.getenv(\"⟪WX_APP_SECRET¦ALIPAY_PRIVATE_KEY¦SMS_SECRET¦HUAWEI_SK⟫\");",
    "@code # 密码从 K8s Secret 注入\nenv:\n  - name: ⟪DB_PASSWORD¦REDIS_PASSWORD¦API_TOKEN⟫\n    valueFrom:\n      secretKeyRef: {name: ⟪db¦cache¦api⟫, key: ⟪password¦token⟫}",
    "@code # 交互输入，不落盘\nread -s -p \"请输入⟪数据库¦服务器¦网银⟫密码：\" ⟪PGPASSWORD¦PASS¦PW⟫",
    "@code const key = process.env.⟪AMAP_KEY¦QINIU_SK¦HUAWEI_SK⟫; // 从环境变量拿\nif (!key) throw new Error('缺少 ⟪AMAP_KEY¦QINIU_SK¦HUAWEI_SK⟫');",
    "@code # ⟪阿里云 KMS 取凭据¦运行时从凭据管家读取¦不要把密码写进代码⟫\n⟪secret¦db_pass¦token⟫ = kms.get_secret_value(SecretName='⟪prod/db¦prod/sms¦prod/pay¦test/redis⟫')['SecretData']",
]

T["secret_reference"] = [
    "⟪门锁¦网银¦后台⟫密码存在 iCloud 钥匙串里了，⟪换手机会同步¦别再问我¦自己查⟫",
    "⟪WiFi 密码¦路由器管理密码¦访客网络密码⟫贴在路由器背面，⟪自己看¦别发群里¦翻过来就有¦我就不打字了⟫",
    "保险柜密码只有⟪会计¦店长¦我爸⟫和我知道，当面说",
    "助记词刻在钢板上，放在⟪银行保险箱¦老家的柜子¦律师那里⟫，⟪钥匙在我妈那¦清单见遗嘱¦别找了⟫",
    "网银密码记在密码本上（抽屉第⟪二¦三⟫层），⟪别拍照¦别带出门¦用完放回去⟫",
    "⟪驾校系统¦茶园ERP¦养老院HIS⟫的账号密码在共享文档《账号汇总》里，找⟪张老师¦王主任¦前台⟫开权限",
]

T["placeholder"] = [
    "@code # ⟪配置示例¦复制为 .env 后修改¦示例文件，勿填真实值⟫\nAPP_ID=⟪你的AppID¦wx0000000000000000¦<appid>⟫\nAPP_SECRET=⟪请填写你的密钥¦在此处填写¦<your-secret>¦xxxxxxxx⟫",
    "@code # ⟪连接串格式¦示例，请替换¦文档示例⟫\n⟪mysql://用户名:密码@主机:3306/数据库¦redis://:密码@127.0.0.1:6379/0¦mongodb://用户:密码@主机/库名¦postgresql://USER:PASSWORD@HOST:5432/DB⟫",
    "测试卡号 6200 0000 0000 0005（银联⟪测试卡¦沙箱¦文档里的⟫，别用真卡）",
    "@code password: \"⟪******¦********¦xxxxxx⟫\"  # ⟪部署时替换¦真实密码在配置中心¦别提交真的⟫",
    "@code ⟪# 应用私钥（示例）\n¦⟫-----BEGIN ⟪RSA PRIVATE KEY¦PRIVATE KEY¦EC PRIVATE KEY⟫-----\n⟪在这里粘贴你的私钥¦（此处填写私钥内容）¦请替换为你自己的私钥⟫\n-----END ⟪RSA PRIVATE KEY¦PRIVATE KEY¦EC PRIVATE KEY⟫-----",
    "⟪示例¦文档里的¦教程里的⟫ token：eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c（jwt.io ⟪官网示例¦首页那个¦示例⟫）",
]

T["credential_talk"] = [
    "验证码不要告诉任何人，包括自称⟪客服¦警察¦银行工作人员⟫的，⟪切记¦转给爸妈看看¦已置顶⟫",
    "密码要求：⟪8-20¦10-16¦12⟫位，必须包含大小写字母和数字，⟪不能和用户名相同¦三个月换一次¦不能用生日⟫",
    "输错⟪三¦五⟫次支付密码被锁了，⟪明天去营业厅¦要等24小时¦只能人脸识别解锁⟫",
    "助记词一定要手抄，⟪不要截图¦不要存网盘¦不要发微信⟫，⟪丢了谁也找不回¦这是唯一的备份⟫",
    "⟪门禁¦自习室¦民宿⟫密码每月一号换，物业会发在群里，⟪别问我¦看公告¦别外传⟫",
    "银行不会打电话问你要密码，接到这种电话⟪直接挂¦打官方客服核实¦报警⟫",
]

T["masked_value"] = [
    "【⟪工商银行¦招商银行¦农业银行⟫】您尾号⟦last4⟧的储蓄卡⟦date_zh⟧支出人民币⟦n3⟧.00元",
    "已向 ⟦mask_phone⟧ 发送验证码，⟪60秒后可重发¦请注意查收¦如未收到请检查信号⟫",
    "账户设置\n支付密码：******\n登录密码：已设置（⟦date_zh⟧修改）",
    "绑定的卡：⟪招商银行¦中国银行¦交通银行⟫ **** **** **** ⟦last4⟧",
    "AccessKey：LTAI****⟪…¦****¦····⟫⟦n4⟧（已禁用）",
    "身份证 ⟪110¦310¦440⟫***********⟦n4⟧，⟪已实名¦认证通过¦已上传⟫",
]

T["redacted_text"] = [
    "记忆：⟪保险柜¦药品柜¦仓库⟫密码 [REDACTED:⟪pin¦door_code⟫]，⟪每月更换¦交班核对¦老板知道⟫",
    "@code redactions:\n- ⟪pin¦otp¦password⟫\n- ⟪card_number¦security_answer⟫\n# 来源：语音转写 ⟦hexid⟧",
    "证据摘录：“⟪门禁¦民宿大门¦自习室⟫密码是[REDACTED:door_code]”",
    "@code {\"联系人\": \"⟦name_zh⟧\", \"邮箱\": \"⟦name_py⟧@⟪[…]¦[redacted]⟫\"}",
    "@code replaced_with: \"[REDACTED:⟪otp¦pin¦security_answer⟫]\"  # 原文为⟪短信验证码¦取款密码¦密保答案⟫",
    "已脱敏：WiFi 密码 [REDACTED:wifi_password]，⟪其余保留¦来源：民宿群¦见 ⟦hexid⟧⟫",
]

T["bip39_prose"] = [
    "听写词语（第⟦n2⟧课）：⟦zh_words12⟧",
    "识字卡片：⟦zh_words5⟧",
    "今天茶园采了⟦n3⟧斤春茶，晚上炒茶到⟪十点¦半夜¦十一点⟫，⟪明天下雨¦手都烫红了¦爸说今年茶好⟫。",
    "英语单词听写：⟦en_words12⟧",
    "孩子这周学的生字：⟦zh_words5⟧，⟪周五考¦每个写五遍¦读给奶奶听⟫",
    "练字本第⟦n2⟧页：⟦zh_words12⟧",
]

T["order_number"] = [
    "淘宝订单号 ⟦order_zh⟧，⟪申请退款了¦还没发货¦催一下⟫",
    "京东订单 ⟦order_zh⟧ ⟪已签收¦售后中¦预计明天送达⟫",
    "拼多多订单编号：⟦order_zh⟧，⟪金额⟦price⟧¦客服说48小时内发¦已评价⟫",
    "⟪携程¦飞猪¦去哪儿⟫订单号 ⟦order_zh⟧，入住⟦date_zh⟧",
]

T["tracking_number"] = [
    "顺丰单号 ⟦trk_zh⟧，⟪明天到¦已揽收¦派送中⟫",
    "快递单号：⟦trk_zh⟧（⟪中通¦圆通¦韵达¦极兔⟫）",
    "EMS 国际件 ⟦trk_ems⟧，⟪寄往⟦town⟧¦预计两周¦海关已放行⟫",
    "驿站通知：您的包裹 ⟦trk_zh⟧ 已到⟪菜鸟驿站¦快递柜¦小区门口⟫",
]

T["version_string"] = [
    "微信版本 8.0.⟦n2⟧，⟪升级后闪退¦已是最新¦安卓端⟫",
    "HarmonyOS ⟦version⟧，⟪小程序打不开¦更新完重启了¦新版⟫",
    "收银软件升级到 v⟦version⟧（⟪昨天¦周一¦⟦date_zh⟧⟫）",
    "@code # 依赖版本\nrequests==⟦version⟧\nDjango==⟦version⟧",
]

T["git_log"] = [
    "@code commit ⟦sha40⟧\nAuthor: ⟦name_py⟧ <⟦name_py⟧@⟦domain⟧>\n\n    ⟪修复订单导出¦更新依赖¦新增库存提醒⟫",
    "上线的版本是 ⟦sha7⟧，⟪有问题回滚到¦上一个稳定版¦对比⟫ ⟦sha7⟧",
    "@code ⟦sha7⟧ ⟪修复：小程序登录¦文档：部署说明¦重构：支付回调⟫\n⟦sha7⟧ ⟪合并分支 feature/打印¦更新 README¦修复时区⟫",
    "回滚了提交 ⟦sha40⟧，⟪打印模板有问题¦支付回调报错¦安卓端白屏⟫",
]

T["price"] = [
    "报价：⟪电梯年检¦大棚维修¦木工定制⟫ ¥⟦n3⟧⟦n3⟧，材料另算 ¥⟦n3⟧",
    "今天营业额 ¥⟦n4⟧.⟦n2⟧，⟪比昨天多¦周末¦下雨天⟫",
    "⟪龙井¦碧螺春¦普洱⟫ ⟦n3⟧元/斤，⟪批发价另议¦包邮¦老顾客九折⟫",
    "房租 ⟦n4⟧，水电 ⟦n3⟧，网费 ⟦n2⟧0，⟪这个月¦下个月涨了¦押一付三⟫",
]

T["date_time"] = [
    "科目二考试 ⟦date_zh⟧ 上午⟦n2⟧点，⟪带身份证¦提前半小时到¦在城东考场⟫",
    "@code ⟦iso⟧ 订单同步完成，⟦n3⟧ 条",
    "⟪采茶¦开业¦体检⟫安排在⟦date_zh⟧，⟦time⟧集合",
    "民宿⟦date_zh⟧入住，⟦date_zh⟧退房，⟪两晚¦三晚¦含早⟫",
]

T["phone_number"] = [
    "⟪房东¦教练¦师傅⟫电话 ⟦phone_cn⟧，⟪有事打¦微信同号¦晚上别打⟫",
    "紧急联系人：⟦name_zh⟧ ⟦phone_cn⟧",
    "⟪台湾¦台北¦高雄⟫的客户电话 ⟦phone_tw⟧",
    "客服热线 400-⟦n3⟧-⟦n4⟧，⟪工作日9点到6点¦24小时¦转人工按0⟫",
]

T["room_number"] = [
    "⟪酒店¦宾馆¦民宿⟫房间号 ⟦room⟧，⟪早餐7点¦明天退房¦有事打前台⟫",
    "外公住在⟪心内科¦骨科¦住院部⟫ ⟦n2⟧床，⟪探视时间下午¦楼层八楼⟫",
    "考场 ⟦room⟧，座位号 ⟦n2⟧，⟦date_zh⟧ 上午",
    "宿舍 ⟪三¦五¦七⟫号楼 ⟦room⟧，⟪钥匙在宿管¦晚上十一点关门⟫",
]

T["public_material"] = [
    "我的公钥，加到服务器上：⟦ssh_pub⟧",
    "收款地址（⟪USDT-ERC20¦ETH¦BTC⟫）：⟪⟦eth_addr⟧¦⟦btc_addr⟧⟫，⟪转之前先小额测试¦别转错链⟫",
    "⟪WireGuard 对端公钥：⟦wg_pub⟧¦age 公钥：⟦age_pub⟧¦只读观察钱包 xpub：⟦xpub⟧¦PGP 指纹 ⟦pgp_fpr⟧⟫",
    "@code # 公钥，可以公开\n⟦pub_pem⟧",
]

T["identifier"] = [
    "请求ID ⟦uuid⟧，⟪报错时附上¦发给技术¦工单里填⟫",
    "手机丢了，IMEI ⟦imei⟧，⟪已挂失¦报警用¦找回后解锁⟫",
    "车架号 ⟦vin⟧，⟪保险续保¦年检¦过户⟫要用",
    "设备 MAC 地址 ⟦mac⟧，⟪加到白名单¦路由器里绑定¦打印机⟫",
]

T["url_plain"] = [
    "活动报名：https://⟦domain⟧/signup?utm_source=⟪wechat¦weibo¦xhs⟫&utm_campaign=⟪spring¦tea¦open⟫",
    "导航：https://uri.amap.com/marker?position=⟪120.15,30.28¦104.06,30.67¦118.10,24.46⟫&name=⟪茶园¦民宿¦驾校⟫",
    "@code # 拉代码（只读仓库）\ngit clone git@gitee.com:⟪chayuan¦minsu¦jiaxiao⟫/⟪erp¦booking¦yueche⟫.git",
    "文档在这：https://⟦domain⟧/docs/⟪deploy¦faq¦api⟫?page=⟦n2⟧",
]

T["env_benign"] = [
    "@code # ⟪基础配置¦运行环境¦通用设置⟫\nNODE_ENV=⟪production¦staging¦development⟫\nPORT=⟪8080¦3000¦9000⟫\nTZ=Asia/Shanghai",
    "@code # 数据库地址（密码另行配置）\nDB_HOST=⟦host⟧\nDB_PORT=3306\nDB_USER=⟦user⟧",
    "@code # 功能开关\nFEATURE_PRINT=⟪true¦false⟫\nFEATURE_WXPAY=⟪true¦false⟫\nLOG_LEVEL=⟪info¦debug⟫",
    "@code # ⟪存储桶¦图片存储¦对象存储⟫\nOSS_BUCKET=⟪chayuan-img¦minsu-photos¦jiaxiao-docs¦yizhan-labels⟫\nOSS_REGION=⟪oss-cn-hangzhou¦oss-cn-shenzhen¦oss-cn-chengdu⟫",
]
