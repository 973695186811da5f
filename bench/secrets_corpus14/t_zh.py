# Chinese templates. Within each kind the 1st, 3rd, ... template go to dev, the 2nd, 4th, ... to test.
# Settings: 理发店, 画室, 乒乓球俱乐部, 家政公司, 五金店, 淘宝网店客服, 工地项目部, 幼儿园家长群, 水果店, 桌游吧,
# 乐队排练室, 早餐店, 洗车店.
T = {}

T["password_nl"] = [
    "⟨zname#1⟩ ⟨zstamp⟩\n收银电脑⟨?开不了|进不去|锁屏了⟩，密码多少\n⟨zname#2⟩ ⟨zstamp⟩\n⟨S:pw_zh⟩\n⟨zname#1⟩ ⟨zstamp⟩\n⟨?好了|进去了|OK了，谢谢⟩",
    "语音转文字：那个画室电脑的开机密码是⟨S:pw_zhspelled⟩你记一下⟨?别搞错大小写|别告诉学生|明天要用⟩",
    "@ocr 便利贴（拍照识别）\n五金店进销存\n后台密码 ⟨S:pw_zh⟩\n别改！！",
    "店里 iPad 的⟨?锁屏|开机|管理⟩密码改成 ⟨S:pw_fw⟩ 了，记得告诉⟨?晚班|⟨zcall⟩|新来的⟩",
    "-----原始邮件-----\n发件人：⟨zname⟩\n主题：⟨?共享盘|排练录音|账本⟩\n\n共享盘的访问密码是 ⟨S⟩，⟨zday⟩会改。",
    "备忘录\n1. 交房租\n2. 路由器管理密码：⟨S:pw_zh⟩\n3. 给⟨zcall⟩打电话\n4. 买⟨?拖把|发胶|胶带⟩",
]

T["pin"] = [
    "银行卡取款密码 ⟨S:pin6⟩，⟨?妈你别再告诉别人了|别让小孩看到|用完删掉这条⟩",
    "语音转文字：爸爸的卡密码是⟨S:pin_zh⟩记住了吗⟨?别写在卡上|我再说一遍|嗯⟩",
    "⟨?支付密码|付款密码|交易密码⟩：⟨S:pin_fw⟩（⟨?老婆的|店里公用的|我妈的⟩，别外传）",
    "手机解锁密码是⟨S⟩，如果我联系不上，你们先用这个打开看⟨?通讯录|微信|备忘录⟩",
    "@ocr 【密码通知单】\n尊敬的客户：您的初始密码为\n⟨S:pin_spaced⟩\n请妥善保管并及时修改。\n⟨zbank⟩",
    "⟨zcall⟩：社保卡密码多少来着\n我：⟨S⟩，上次你自己设的",
]

T["door_code"] = [
    "画室大门密码 ⟨S⟩，进门后记得⟨?关灯|关空调|锁好窗⟩",
    "工地项目部：材料仓库挂锁密码改为 ⟨S:padlock⟩，各班组长知悉，勿外传。",
    "语音消息转文字：单元门密码是⟨S:door_zh⟩然后按井号⟨?就开了|我在楼下等你|别按错⟩",
    "桌游吧后门密码锁：⟨S:door_fw⟩（晚上⟨?十|十一|九⟩点后走后门）",
    "⟨zcall⟩您好，业主家的智能锁临时密码是 ⟨S⟩，今天下午⟨?两|三⟩点到六点有效，做完保洁拍照发我。",
    "位置\t密码\t备注\n前门\t⟨S:door_keypad⟩\t早七点开\n仓库\t找店长\t",
]

T["otp"] = [
    "【转发短信】【⟨zapp⟩】验证码 ⟨S:otp6⟩，用于登录，⟨?5|10⟩分钟内有效。如非本人操作请忽略。",
    "@ocr 短信 ⟨ztime⟩\n【⟨zbank⟩】您的动态密码为⟨S⟩，请勿泄露给任何人。",
    "淘宝客服：亲，您收到的验证码能发一下吗？\n⟨zname⟩：⟨S:otp6⟩ 是这个吗",
    "语音转文字：验证码是⟨S:otp_zh⟩你快输一下⟨?要过期了|我手机快没电了|嗯⟩",
    "验证码：⟨S:otp_fw⟩ ⟨?已经过期了吧|刚收到的|你看看对不对⟩",
    "钉钉登录验证码 ⟨S:otp_dash⟩，帮我看下是不是发到⟨?工地|前台|店里⟩那台手机上了",
]

T["security_answer"] = [
    "密保问题：您母亲的姓名？\n答案：⟨S:ansz_name⟩",
    "QQ 密保“我的出生地”填的是⟨S:ansz_city⟩，另外两个⟨?一样|忘了|没设⟩",
    "打⟨zbank⟩客服，问我小学叫什么，我说⟨S:ansz_school⟩，⟨?通过了|才给我解冻|然后就改好了⟩",
    "问题\t答案\n宠物名字\t⟨S:ansz_pet⟩\n父亲生日\t（没填）",
    "12306 密保：我最喜欢的食物 —— ⟨S:ansz_food⟩",
    "妈，你支付宝的安全问题“父亲的生日”填的是 ⟨S:ansz_date⟩，下次别忘了",
]

T["login_pair"] = [
    "淘宝店后台\n账号：⟨user⟩\n密码：⟨S:pw_zh⟩",
    "工地考勤系统 工号 ⟨member⟩ 口令 ⟨S⟩",
    "用户名/密码：⟨user⟩ / ⟨S⟩（乐队排练室预约系统）",
    "@code {\"用户名\": \"⟨user⟩\", \"密码\": \"⟨S⟩\", \"备注\": \"洗车店会员系统\"}",
]

T["bank_login"] = [
    "网银登录密码：⟨S:pw_zh⟩，U盾密码另外发你",
    "手机银行登录密码 ⟨S⟩（公司对公账户，会计专用）",
    "@ocr 【企业网银开户回执】\n操作员号：⟨member⟩\n初始登录密码：⟨S:bank_passcode⟩\n首次登录后请立即修改",
    "爸的⟨zbank⟩手机银行，登录密码是⟨S⟩，转账密码他自己记得",
]

T["card_number"] = [
    "帮我订下酒店，用这张卡：⟨S:card_cn⟩ 有效期 ⟨expiry⟩ 背面三位 ⟨cvv⟩",
    "@ocr 银行卡正面（拍照识别）\n⟨zbank⟩\n⟨S:card_cn⟩\n有效期 ⟨expiry⟩",
    "信用卡号：⟨S:card_fw⟩，安全码 ⟨cvv⟩",
    "卡号\t有效期\tCVV\n⟨S⟩\t⟨expiry⟩\t⟨cvv⟩\n（海外网站付款用）",
]

T["wifi_password"] = [
    "WiFi：⟨zssid⟩ 密码：⟨S⟩",
    "@ocr 理发店墙上（拍照）\n无线网络 ⟨zssid⟩\n密码 ⟨S:wifi_digits⟩\n欢迎光临",
    "桌游吧的wifi密码是⟨S⟩，客人问就告诉他们",
    "路由器背面：\nSSID：⟨zssid⟩\n无线密码：⟨S:wifi_sticker⟩",
]

T["recovery_codes"] = [
    "GitHub 恢复码（网店的账号），打印一份放保险柜：\n⟨S:rc_github⟩",
    "谷歌账号备用验证码：\n⟨S:rc_google⟩",
    "微软账户恢复代码：⟨S:rc_ms⟩",
    "备用码我用掉一个了（⟨S:rc_single⟩），还剩⟨num2⟩个",
]

T["totp_secret"] = [
    "两步验证密钥（手动输入）：⟨S:totp_grouped⟩",
    "二维码扫不了，这是里面的链接：⟨S:otpauth⟩",
    "阿里云 MFA 绑定密钥 ⟨S⟩，记得用身份宝扫",
    "@code # 服务器上的两步验证\nsecret = \"⟨S:totp_lower⟩\"  # 谷歌验证器",
]

T["mnemonic_bip39_en"] = [
    "助记词（别丢）：\n⟨S:mn_numbered⟩",
    "钱包备份：⟨S:mn_line⟩",
    "抄在笔记本上的助记词，拍照识别出来的：\n⟨S:mn_rows⟩",
    "⟨S:mn_comma⟩\n—— 这是冷钱包的词，放保险箱",
]

T["mnemonic_zh"] = [
    "助记词：⟨?⟨S:mnz_space⟩|⟨S:mnz_dun⟩⟩",
    "钱包备份（中文助记词）\n⟨S:mnz_numbered⟩",
    "备忘录里存的：⟨?⟨S:mnz_ideo⟩|⟨S:mnz_groups⟩⟩ 别删",
    "抄写的助记词，⟨?每行一个字|按顺序⟩：\n⟨?⟨S:mnz_lines⟩|⟨S:mnz_grid⟩⟩",
]

T["api_key"] = [
    "DeepSeek 的 key：⟨S:key_deepseek⟩，别发群里",
    "阿里云 AccessKey\nAccessKey ID：⟨aliyun_id⟩\nAccessKey Secret：⟨S:key_aliyun_secret⟩",
    "公众号开发者配置：AppID ⟨wechat_appid⟩，AppSecret ⟨S:key_wechat_secret⟩",
    "腾讯云 SecretId：⟨tencent_id⟩ SecretKey：⟨S:key_tencent_secret⟩",
]

T["jwt"] = [
    "@code 请求头：Authorization: Bearer ⟨S⟩",
    "客服后台 token 过期了？这是我浏览器里的：⟨S⟩",
    "@code 接口返回：{\"code\":0,\"data\":{\"token\":\"⟨S⟩\"}}",
    "小程序登录后拿到的 token ⟨S⟩，测试用",
]

T["private_key"] = [
    "服务器私钥，放到 ~/.ssh/ 下面：\n⟨S:pk_openssh⟩",
    "支付宝开放平台 应用私钥：\n⟨S:pk_rsa⟩",
    "HTTPS 证书私钥（阿里云下载的）：\n⟨?⟨S:pk_rsa8⟩|⟨S:pk_ec⟩⟩",
    "@code # WireGuard 客户端配置\n[Interface]\nPrivateKey = ⟨S:pk_wg⟩\nAddress = 10.0.0.2/24",
]

T["crypto_wallet_key"] = [
    "钱包私钥：⟨S:hexkey⟩",
    "导出的 WIF 私钥 ⟨S:wif⟩，别截图",
    "小狐狸导出的私钥，我存一下：⟨S:hexkey⟩",
    "扩展私钥 ⟨S:xprv⟩",
]

T["connection_string"] = [
    "测试库连接串：⟨S:conn_mysql⟩",
    "@code # 配置文件\nspring.datasource.url=⟨S:conn_jdbc⟩",
    "Redis 地址 ⟨S:conn_redis⟩",
    "mongo 连接：⟨S:conn_mongo⟩，只读别乱改",
]

T["url_credentials"] = [
    "⟨?钉钉机器人 webhook：⟨S:url_dingtalk⟩|企业微信群机器人地址：⟨S:url_wecom⟩⟩",
    "监控摄像头地址（VLC 打开）：⟨S:url_rtsp⟩",
    "@code git clone ⟨S:url_git⟩  # 网店代码",
    "NAS 外网访问：⟨S:url_basic⟩",
]

T["env_file"] = [
    "@code # .env 线上\nAPP_ENV=prod\n⟨keyname⟩=⟨S⟩",
    "@code export ⟨keyname⟩=⟨S⟩  # 临时设置",
    "服务器上的环境变量 ⟨keyname⟩=⟨S⟩，你直接复制",
    "@code environment:  # 生产环境\n  ⟨keyname⟩: \"⟨S⟩\"",
]

T["cli_password"] = [
    "@code mysql -u⟨dbuser⟩ -p⟨S⟩ -h ⟨host⟩  # 连生产库",
    "上次导库用的命令：\nmysqldump -u ⟨dbuser⟩ --password=⟨S⟩ shop > shop.sql",
    "@code redis-cli -h ⟨host⟩ -a ⟨S⟩  # 清缓存",
    "压缩包解压命令 unzip -P ⟨S⟩ 工资表.zip",
]

T["dotfile_credential"] = [
    "@code # ~/.pgpass（五金店库存库）\n⟨host⟩:5432:shop:⟨dbuser⟩:⟨S⟩",
    "@code # pip.conf 私有源\n[global]\nindex-url = https://⟨user⟩:⟨S:pw_url⟩@pypi.⟨domain⟩/simple",
    "@code # ~/.git-credentials（公司电脑）\nhttps://⟨user⟩:⟨S:pw_url⟩@gitee.com",
    "@code <!-- maven settings.xml 私服 -->\n<server>\n  <id>nexus</id>\n  <username>⟨user⟩</username>\n  <password>⟨S⟩</password>\n</server>",
]

# ---------------------------------------------------------------------------
# Benign
# ---------------------------------------------------------------------------

T["credential_talk"] = [
    "我又忘了⟨zapp⟩的密码，找回还要⟨?人脸识别|短信验证|客服审核⟩，烦死了",
    "提醒各位家长：任何人问验证码都不要给，⟨?老师|幼儿园|学校⟩不会找你们要验证码的。",
    "门禁密码每周⟨?一|五⟩换，新密码⟨?店长|项目经理|前台⟩会单独发，不在群里发。",
    "密码要求：⟨?8到16|6到20|10到32⟩位，必须包含大小写字母和数字，不能和前⟨?3|5⟩次相同。",
]

T["secret_reference"] = [
    "网银密码在⟨zpm⟩里，条目叫“⟨?对公账户|店里账户|家里⟩”",
    "WiFi 密码贴在⟨?前台收银机背面|门口的牌子上|吧台⟩，自己去看",
    "保险柜密码只有⟨?老板|财务|⟨zcall⟩⟩知道，别问我",
    "助记词抄在钢板上了，放在⟨?老家|银行保险箱|我妈那⟩，不在手机里",
]

T["order_number"] = [
    "淘宝订单号 ⟨order_taobao⟩，麻烦查一下发货没",
    "京东订单 ⟨order_jd⟩ 已签收",
    "拼多多订单编号：⟨order_taobao⟩，⟨?申请退款|催一下|差评了⟩",
    "采购单号 ⟨order_ref⟩，金额 ⟨zprice⟩",
]

T["tracking_number"] = [
    "顺丰单号 ⟨track_sf⟩",
    "中通快递 ⟨track_zto⟩ 到哪了",
    "圆通 ⟨track_yto⟩，显示已到驿站",
    "快递单号：⟨ztrack⟩（⟨?五金配件|颜料|球拍⟩）",
]

T["phone_number"] = [
    "⟨?师傅|⟨zcall⟩|房东⟩电话 ⟨phone_cn⟩",
    "客服热线 ⟨phone_400⟩",
    "有事打我手机 ⟨phone_cn⟩",
    "香港那边的电话 ⟨phone_hk⟩",
]

T["date_time"] = [
    "⟨zdate⟩ ⟨ztime⟩ 开家长会",
    "预约时间：⟨zdate⟩ 下午⟨?两|三|四⟩点，⟨?烫发|剪发|染发⟩",
    "工期 ⟨zdate⟩ 至 ⟨zdate⟩",
    "⟨zcall⟩生日 ⟨zdate⟩，记得订蛋糕",
]

T["price"] = [
    "洗车 ⟨zprice⟩ 一次，办卡 ⟨zprice⟩",
    "⟨?苹果|橙子|葡萄⟩ ⟨?8.8|12|6.5|15.8⟩ 元一斤",
    "本月营业额 ⟨zprice⟩，比上月多 ⟨zprice⟩",
    "@ocr 小票\n豆浆 x2  ⟨zprice_small⟩\n油条 x3  ⟨zprice_small⟩\n合计  ⟨zprice_small⟩\n谢谢惠顾",
]

T["version_string"] = [
    "微信 8.0.⟨num2⟩ 更新后⟨?闪退|卡顿|收不到消息⟩",
    "系统版本 HarmonyOS ⟨?4.2.0|4.0.0|3.1.0⟩",
    "收银软件升级到 ⟨version⟩ 了",
    "打印机固件 ⟨version⟩，⟨?别升级|已是最新|需要更新⟩",
]

T["git_log"] = [
    "@code commit ⟨sha40⟩\nAuthor: ⟨zname⟩ <⟨email⟩>\nDate:   Wed Apr 2 10:14:09 2025 +0800\n\n    修复订单导出",
    "回滚到 ⟨sha7⟩，⟨?昨天那个版本|登录有问题|先这样⟩",
    "上线版本 ⟨sha7⟩，⟨ztime⟩发布",
    "@code ⟨sha7⟩ 修复登录页样式\n⟨sha7⟩ 增加会员积分\n⟨sha7⟩ 更新依赖",
]

T["checksum"] = [
    "安装包 SHA256：⟨sha256⟩",
    "MD5 校验值 ⟨md5⟩，下载完核对一下",
    "@code <!-- 统计代码 -->\n<script src=\"https://cdn.example.cn/tj.js\" integrity=\"⟨sri⟩\" crossorigin=\"anonymous\"></script>",
    "镜像摘要 sha256:⟨sha256⟩",
]

T["placeholder"] = [
    "@code # 请替换为你自己的密钥\nAPI_KEY=⟨placeholder_key⟩",
    "测试卡号 ⟨test_card⟩（沙箱环境）",
    "密码：⟨?请填写|（此处填写你的密码）|请输入⟩",
    "@code # ⟨?格式|示例|模板⟩：用户名:密码@主机:端口\n⟨?mysql|postgresql|redis|mongodb⟩://用户名:密码@⟨?127.0.0.1|localhost|主机|your-host⟩:⟨?3306|5432|6379|27017⟩/⟨?数据库名|db|test⟩",
]

T["example_key"] = [
    "文档里的示例 key：⟨example_key⟩，不是真的",
    "@code # ⟨?示例配置（官方文档）|文档示例，不是真的|教程里的例子⟩\n⟨?AccessKeyId|aws_access_key_id|AWS_ACCESS_KEY_ID⟩=⟨aws_example_id⟩\n⟨?AccessKeySecret|aws_secret_access_key|AWS_SECRET_ACCESS_KEY⟩=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    "jwt 示例：⟨jwt_io⟩（jwt.io 官网的，⟨?讲课用|培训用|演示用⟩）",
    "教程截图里的 sk_test_4eC39HqLyjWDarjtT1zdp7dc 是 Stripe 官方⟨?示例|文档的测试 key|演示值⟩，⟨zcall⟩别担心",
]

T["room_number"] = [
    "房间号 ⟨room⟩，⟨?早餐七点|退房十二点|前台在一楼⟩",
    "会议室 ⟨?3B|5F-2|A座⟨num3⟩⟩",
    "宿舍 ⟨num3⟩，⟨?上铺|下铺|靠窗⟩",
    "包间 ⟨?V⟨num2⟩|⟨num3⟩⟩，⟨?六|八|十⟩个人",
]

T["flight_number"] = [
    "航班 ⟨zflight⟩ ⟨zdate⟩ 起飞",
    "⟨zflight⟩ 延误了，⟨?预计晚两个小时|还没通知|改签了⟩",
    "登机口 ⟨gate⟩，航班 ⟨zflight⟩",
    "接机：⟨zflight⟩ ⟨ztime⟩ 落地",
]

T["postal_code"] = [
    "邮编 ⟨cn_postcode⟩",
    "地址：⟨cn_post⟩",
    "收件地址写好了，邮政编码 ⟨cn_postcode⟩",
    "寄到印度的地址，PIN code ⟨in_pin⟩，城市 ⟨?Pune|Mumbai|Chennai⟩",
]

T["identifier"] = [
    "设备序列号 ⟨serial⟩",
    "车牌 ⟨plate⟩，⟨?洗车|保养|打蜡⟩",
    "手机 IMEI：⟨imei⟩，⟨?报失|保修|备案|挂失⟩用",
    "会员号 ⟨member⟩",
]

T["public_material"] = [
    "收款地址（USDT-TRC20）：⟨tron_addr⟩",
    "BTC 地址 ⟨btc_addr⟩",
    "我的公钥：⟨ssh_pub⟩",
    "以太坊地址 ⟨eth_addr⟩",
]

T["bip39_prose"] = [
    "听写词语：⟨bipz_bad12⟩",
    "今天天气不错，我们⟨?去公园|去江边|去爬山⟩走走吧，⟨?顺便买点水果|晚上吃火锅|带上孩子⟩",
    "练字：⟨bipz_bad12⟩",
    "⟨?这周|本月|今天⟩乒乓球比赛我们队赢了，大家辛苦了，⟨?晚上聚餐|周末休息|下周继续⟩",
]

T["code_config_benign"] = [
    "@code # 从环境变量读取密码\npassword = os.getenv(\"⟨envvar⟩\")",
    "@code # ⟨?密钥放在 K8s secret 里|密码从 secret 注入|不要写明文⟩\n- name: ⟨envvar⟩\n  valueFrom:\n    secretKeyRef:\n      name: ⟨?shop|app|db|wuxing⟩\n      key: ⟨?password|token|secret⟩",
    "@code // 读取配置\nconst pwd = process.env.⟨envvar⟩;",
    "@code ⟨envvar⟩=${⟨envvar⟩}  # 占位，部署时注入",
]

T["redacted_text"] = [
    "记忆：单元门密码是 ⟨redaction⟩",
    "@code redactions:  # 已脱敏\n  - ⟨kind⟩\n  - ⟨kind⟩",
    "联系人邮箱 ⟨cut_email⟩（已截断）",
    "证据：“验证码是 ⟨redaction⟩”",
]

T["masked_value"] = [
    "尾号 ⟨last4⟩ 的卡",
    "手机 ⟨masked_phone⟩",
    "密码：⟨?******|●●●●●●|****⟩ 已隐藏",
    "卡号 ⟨masked_card⟩",
]

T["numeric_prose"] = [
    "今天卖了 ⟨num3⟩ 斤苹果",
    "球馆 ⟨num2⟩ 张球台，周末都满了",
    "本周剪了 ⟨num3⟩ 个头",
    "工地 ⟨num3⟩ 人，钢筋 ⟨num2⟩ 吨",
]
