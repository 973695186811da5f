# Chinese templates for secrets_corpus16 (same syntax as t_en.py).

T = {}

T["otp"] = [
    "【建设银行】您尾号⦃last4⦄的账户正在进行网上支付，验证码⦃S⦄，⦅切勿告知他人。|有效期⦃mins⦄分钟，请勿泄露。⦆",
    "【交管12123】验证码：⦃S⦄，您正在⦅登录交管12123|办理驾驶证业务⦆，⦃mins⦄分钟内有效，请勿转发。",
    "（语音转写）喂闺女啊，手机上来了个短信说验证码是⦃S:otp_zh⦄，⦅人家打电话让我念给他|说是社保局的⦆，我先问问你⦅能不能念|是不是骗子⦆",
    "滴滴跑车记录：⦃date_zh⦄晚上接了个去高铁站的单，乘客报了行程验证码⦃S:otp4⦄我才开始计费，⦅到站一百二|下雨堵了四十分钟⦆。",
    "飞书消息 · ⦃name_zh⦄：我登录公众号后台要管理员扫码，⦅扫不了|手机没电了⦆，短信验证码是 ⦃S:otp_sp⦄，你帮我输一下",
    "刚才那个验证码⦃S⦄已经过期了，别输了，等我重新发一个。——物业⦃xiao_zh⦄",
]

T["security_answer"] = [
    "密保问题1：您母亲的名字是？\n⦃S:ans_zh_name⦄\n密保问题2：您的出生地？\n（还没设）",
    "QQ密保三个问题我都设的同一个：⦃S:ans_zh_city⦄，就是我出生的地方，⦅忘了就问我|别跟别人说⦆。",
    "爸的手机银行预留问题“您就读的学校名称”，他填的是⦃S:ans_zh_school⦄，⦅别搞错了|要写全称⦆。",
    "问题｜回答\n第一只宠物的名字｜⦃S:ans_zh_pet⦄\n⦅最喜欢的食物|出生城市|母亲姓名⦆｜（没设）",
    "支付宝安全保护问题 → 父亲的生日 → ⦃S:ans_zh_date⦄",
    "帮⦃xiao_zh⦄阿姨找回微信，客服问她“初中班主任叫什么”，她说是⦃S:ans_zh_teacher⦄，⦅就过了|客服说对了⦆。",
]

T["pin"] = [
    "奶奶的银行卡密码是⦃S:pin6⦄，她让我记着，我⦅写在这儿了|怕忘了记一下⦆。",
    "社保卡密码：⦃S:pin_zh⦄（⦅老爸自己念的|外婆说的⦆）",
    "语音转文字：那个取钱的密码你记一下⦃S:pin_zh⦄记住了没⦅别跟你弟说|记住就删了⦆",
    "平板的家长控制密码改成⦃S:pin4⦄了，别告诉孩子。——孩子他⦅爸|妈⦆",
    "工资卡密码：⦃S:pin_fw⦄，⦅下个月换新卡|一直没改过⦆",
    "手机银行支付密码⦃S:pin6⦄，上次转账忘了，⦃date_zh⦄重新设的。",
]

T["door_code"] = [
    "物业通知：⦃n2⦄号楼单元门密码更换为⦃S⦄，请业主勿外传。",
    "农家乐后门密码锁：⦃S:door_plain⦄，晚上十点以后走后门，⦅狗不咬人|灯在左边⦆。",
    "月子中心家属通道门禁临时密码：⦃S:door_zh⦄，⦃date_zh⦄前有效",
    "琴房挂锁密码 ⦃S:padlock⦄，练完⦅记得锁上|把琴盖盖好⦆。",
]

T["password_nl"] = [
    "公众号后台登录密码改成了⦃S:pw_plain⦄，下周一交接给新来的小编。",
    "电脑开机密码：⦃S:pw_pinyin⦄（⦅我生日那个|名字加生日⦆）",
    "（语音转写）密码是⦃S:pw_zh_spelled⦄，没有空格，⦅你照着输|输完告诉我⦆",
    "健身工作室前台电脑密码⦃S:pw_plain⦄，别让会员看到。",
    "书法班网盘的密码我设成⦃S:pw_pinyin⦄了，家长们下载作业用，⦅别外传|只发班级群⦆。",
    "邮箱密码：⦃S:pw_fw⦄（输入法是全角，登录时切回半角）",
]

T["login_pair"] = [
    "账号：⦃user_zh⦄\n密码：⦃S:pw_plain⦄\n（物业收费系统，⦅王姐|前台⦆用）",
    "老年大学选课系统 用户名⦃user_zh⦄ 密码⦃S:pw_pinyin⦄，⦅帮我爸报书法|帮我妈报合唱⦆",
    "@code {\"账号\": \"⦃email_zh⦄\", \"密码\": \"⦃S:pw_plain⦄\", \"备注\": \"⦅私房菜|琴行|瑜伽馆⦆后台\"}",
    "闲鱼聊天｜买家：号给你了，账号 ⦃email_zh⦄ 密码 ⦃S:pw_plain⦄，你登上去改一下密码。",
    "汽修厂配件平台：工号 ⦃n3⦄⦃n3⦄ 口令 ⦃S:pw_plain⦄",
    "图文打印店复印机后台 admin / ⦃S:pw_plain⦄（⦅别改|改了告诉我⦆）",
]

T["wifi_password"] = [
    "WiFi：⦃ssid_zh⦄ 密码：⦃S:wifi_digits⦄",
    "私房菜包间墙上贴着：无线网 ⦃ssid_zh⦄，密码 ⦃S⦄，⦅欢迎光临|不要打游戏⦆",
    "小区业主群公告：会所WiFi密码已改为⦃S:wifi_pinyin⦄，⦅请周知|有问题找物业⦆。",
    "路由器背面贴纸：无线名称 ⦃ssid_zh⦄ 无线密码 ⦃S:wifi_router⦄",
    "瑜伽馆的网叫 ⦃ssid_zh⦄，密码是⦃S⦄，上课时间别刷手机哈",
    "WIFI:T:WPA;S:⦃ssid_zh⦄;P:⦃S⦄;; ← 奶茶店收银台二维码里的内容",
]

T["recovery_codes"] = [
    "GitHub 恢复码（社团网站那个号）：\n⦃S:rc_lines⦄",
    "备用验证码，一个只能用一次：⦃S:rc_zh⦄",
    "微软账户恢复代码：⦃S:rc_ms⦄，抄在笔记本最后一页了",
    "公众号运营者的备用码\n⦃S:rc_8d⦄",
    "用了一个恢复码 ⦃S:rc_one⦄ 登上了，⦅剩下的还在抽屉里|剩下的在保险柜⦆",
    "苹果恢复密钥：⦃S:rc_apple⦄（⦅别弄丢了|丢了账号就找不回来了⦆）",
]

T["env_file"] = [
    "@code # .env  私房菜点单\nWXPAY_APIV2_KEY=⦃S:env_hex⦄\nSHOP_NAME=sifangcai",
    "@code # 小程序后端\nMINIAPP_SECRET=⦃S:env_hex⦄",
    "@code environment:\n  - MYSQL_ROOT_PASSWORD=⦃S:env_pw⦄   # 装修报价系统",
    "@code # 注意别提交到仓库\nOSS_ACCESS_SECRET=⦃S:ak_ali_secret⦄",
    "@code rem 短信签名\nset SMS_SIGN_KEY=⦃S:env_rand⦄",
    ".env.production 里的 ⦅JWT_SECRET|SESSION_KEY|SIGN_SALT⦆=⦃S:env_b64⦄，千万别发群里。",
]

T["url_credentials"] = [
    "百度网盘分享：⦃S:url_pan⦄ 书法班期末作品，家长自取",
    "钉钉机器人地址：⦃S:url_dingtalk⦄",
    "企业微信群机器人 webhook：⦃S:url_wecom⦄ ⦅装修队报工用|汽修厂派单用⦆",
    "飞书机器人：⦃S:url_feishu⦄，每天早上推送排课表",
    "汽修厂车间监控地址：⦅⦃S:url_rtsp⦄|⦃S:url_http_port⦄⦆",
    "腾讯会议 ⦃S:url_tencent_mtg⦄ 家长会，⦃date_zh⦄晚上七点。⦅点链接直接进|不用输密码⦆",
]

T["connection_string"] = [
    "数据库连接串：⦃S:cs_mysql⦄（物业收费系统）",
    "@code # 私房菜点单小程序\nDB_DSN=⦃S:cs_godsn⦄",
    "Navicat 里新建连接直接粘这个：⦃S:cs_pg⦄",
    "MongoDB 地址 ⦃S:⦅cs_mongo|cs_mongo_plain⦆⦄ 是公众号留言存的地方",
    "@code # 琴行排课\nCELERY_BROKER_URL = \"⦅⦃S:cs_amqp⦄|⦃S:cs_redis⦄⦆\"",
    "老系统用的 SQL Server：⦃S:cs_ado⦄",
]

T["totp_secret"] = [
    "无法扫码？请手动输入密钥：⦃S:totp_g4⦄",
    "阿里云 MFA 密钥：⦃S:totp⦄，⦅两个手机都加上|老板手机也加一个⦆",
    "身份验证器链接：⦃S:totp_uri⦄",
    "两步验证的密钥（小写也行）：⦃S:totp_g4l⦄",
    "换手机之前备份的谷歌验证器密钥：⦃S:totp_dash⦄",
    "（语音转写）密钥我念一遍 ⦃S:totp_g8⦄ 你那边加上没有",
]

T["crypto_wallet_key"] = [
    "我哥留下的比特币私钥（WIF）：⦃S:wk_wif⦄",
    "小狐狸钱包导出的私钥：⦃S:wk_hex⦄",
    "TP钱包私钥 ⦃S:wk_0x⦄ 里面有几百U，⦅别动|过年再说⦆",
    "扩展私钥 ⦃S:wk_xprv⦄ 别发给任何人",
    "Solana 钱包私钥：⦃S:⦅wk_sol|wk_sol_arr⦆⦄",
    "纸钱包背面的私钥：⦃S:wk_wif_u⦄",
]

T["mnemonic_bip39_en"] = [
    "助记词（英文）：⦃S:mn⦄",
    "爸爸的冷钱包助记词，一行一个：\n⦃S:mn_lines⦄",
    "助记词\n⦃S:mn_num_dot⦄\n抄完请把截图删了",
    "我在日记本最后一页抄了：⦃S:mn_any_inline⦄",
    "今天去银行存了钱，顺便把保险箱里的东西整理了一下。\n钢板上刻的是：\n⦃S:mn_rows3⦄\n回家路上买了菜，晚上包饺子。",
    "助记词（每行四个）：\n⦃S:mn_rows4num⦄",
]

T["mnemonic_zh"] = [
    "中文助记词：⦃S:mz⦄",
    "助记词：\n⦃S:mz_cnnum⦄",
    "钱包助记词\n⦃S:mz_tight⦄\n别告诉任何人",
    "把助记词抄一下：\n⦃S:mz_num⦄",
    "⦃S:mz_circled⦄\n↑ 这是我的钱包助记词，存你这儿",
    "助记词按顺序：\n⦃S:mz_di⦄",
    "日记：今天把旧手机卖了，卖之前把钱包的助记词抄到本子上：\n⦃S:mz_idsp⦄\n明天去买新手机。",
    "助记词（四个一组）：⦃S:mz_g4⦄",
    "助记词：⦃S:⦅mz_dun|mz_slash⦆⦄",
    "助记词\n⦃S:mz_grid4⦄",
    "备份词：⦃S:⦅mz_quote|mz_pipe⦆⦄",
    "助记词六个一行：\n⦃S:⦅mz_rows6|mz_lines⦆⦄",
]

T["api_key"] = [
    "阿里云 AccessKey ID：⦃ali_id⦄\nAccessKey Secret：⦃S:ak_ali_secret⦄",
    "腾讯云 SecretId ⦃tencent_id⦄ SecretKey ⦃S:ak_tencent_secret⦄",
    "公众号 AppID ⦃wechat_appid⦄，AppSecret ⦃S:ak_wechat_secret⦄",
    "DeepSeek 的 key：⦃S:ak_deepseek⦄，公众号自动回复用的",
]

T["jwt"] = [
    "小程序登录后返回的 token：⦃S⦄",
    "抓包看到请求头 Authorization: Bearer ⦃S⦄",
    "后台一直报 token 过期，这是日志里的：⦃S⦄",
    "Cookie 里的 access_token=⦃S⦄",
]

T["private_key"] = [
    "服务器私钥，先存这：\n⦃S:pk_rsa⦄",
    "SSH 私钥（汽修厂 NAS）：\n⦃S:pk_ssh⦄",
    "微信支付商户私钥 apiclient_key.pem：\n⦃S:pk_rsa8⦄",
    "WireGuard 配置：\n[Interface]\nPrivateKey = ⦃S:pk_wg⦄\nAddress = 10.6.0.⦃n2⦄/32",
]

T["card_number"] = [
    "银联卡号：⦃S:card_up⦄",
    "帮我订机票用这张卡：⦃S⦄，有效期⦃expiry⦄，背面三位数⦃cvv⦄",
    "信用卡号 ⦃S:card_fw⦄",
    "我妈的卡号⦃S:card_plain⦄，给医院交押金用的",
]

# benign --------------------------------------------------------------------
T["checksum"] = [
    "下载的安装包 SHA256：⦃sha256hex⦄，和官网对过了。",
    "@code <!-- 公众号落地页 -->\n<script src=\"https://cdn.bootcdn.net/ajax/libs/vue/3.4.⦃n2⦄/vue.global.prod.js\" integrity=\"⦃sri⦄\" crossorigin=\"anonymous\"></script>",
    "固件 MD5 校验值：⦃md5hex⦄，⦅一致|刷之前核对一下⦆",
    "镜像摘要 sha256:⦃sha256hex⦄（⦅测试环境|生产环境⦆）",
]

T["postal_code"] = [
    "邮编：⦃cn_post_only⦄，⦅别写成门牌号|寄快递要填⦆",
    "收件地址：⦃cn_city_post⦄，⦃name_zh⦄收",
    "寄到印度的样品：⦃in_city_pin⦄（PIN code 就是当地的邮编）",
    "老家的邮政编码是⦃cn_post_only⦄，填表的时候⦅老忘|要用⦆",
]

T["code_config_benign"] = [
    "@code password = os.getenv(\"⦅DB_PASSWORD|MYSQL_PWD|REDIS_PASS|WX_SECRET⦆\")  # 从环境变量读⦅，不写死|，部署时注入|⦆",
    "@code # 密钥放在 K8s secret 里\nvalueFrom:\n  secretKeyRef:\n    name: ⦃db_name⦄\n    key: api-key",
    "@code const secret = process.env.⦅WX_APP_SECRET|OSS_SECRET|SMS_KEY|PAY_KEY⦆; // ⦅部署时注入|从环境变量读|别写在代码里⦆",
    "@code read -s -p \"请输入⦅数据库|服务器|NAS|路由器⦆密码：\" ⦅DB_PASS|PASSWD|PW⦆",
]

T["secret_reference"] = [
    "WiFi 密码贴在路由器背面，⦅自己看|别问我了|看不清问⦃xiao_zh⦄⦆。",
    "支付密码只有我自己知道，没写在任何地方⦅。|，⦃rel_zh⦄也不知道。|，别问了。⦆",
    "助记词刻在钢板上，放在⦅工商银行|建设银行|农业银行|招商银行⦆⦃city_zh⦄分行的保险箱里了。",
    "门禁密码问物业前台⦃xiao_zh⦄，⦅她会当面告诉你|不在群里发⦆。",
]

T["placeholder"] = [
    "@code # .env 示例⦅|（⦃db_name⦄）⦆\nAPI_KEY=⦅请填写你的密钥|此处填写|your-key-here⦆\nDB_PASSWORD=⦅<你的密码>|请填写|******⦆",
    "测试卡号 6200 0000 0000 0005，⦅有效期随便填|只能在沙箱用|银联测试环境⦆，⦃date_zh⦄培训用",
    "连接串格式：mysql://用户名:密码@主机:3306/⦃db_name⦄",
    "文档里的示例：AccessKey Secret: ********************（⦅换成你自己的|控制台里生成|找⦃xiao_zh⦄要⦆）",
]

T["credential_talk"] = [
    "忘记支付密码了，⦃date_zh⦄去银行重置一下。",
    "物业说单元门密码每个月⦅1|15|28⦆号换一次，⦅看群公告|问保安|去前台问⦆。",
    "别把验证码告诉任何人，⦅银行|支付宝|运营商⦆客服不会向你索要验证码。——⦅社区反诈宣传|⦃city_zh⦄公安提醒⦆",
    "密码要求：⦅8|6|10⦆到20位，必须包含⦅大小写字母和数字|字母和数字|特殊符号⦆，不能和前⦅三|五⦆次一样。",
]

T["bip39_prose"] = [
    "今天听写：⦃zh_chars_bad⦄",
    "练字作业：\n⦃zh_chars_bad_num⦄",
    "周末带孩子去⦃city_zh⦄看外婆，路上堵了两个小时，到了吃了一大碗面，晚上看烟花。",
    "识字卡片：⦃zh_chars_few⦄",
]

T["redacted_text"] = [
    "记忆：奶奶的银行卡密码是[REDACTED:pin]，⦃date_zh⦄记录，仅保存引用。",
    "redactions:\n  - ⦃redkind⦄\n  - ⦃redkind⦄\n来源：语音备忘 ⦃date_zh⦄",
    "联系人：⦃name_zh⦄ <⦅wangjie|laoli|xiaomei⦆@[…]>（导入时截掉了域名）",
    "证据：“单元门密码 [REDACTED:door_code]，请勿外传”（物业群，⦃date_zh⦄）",
]

T["masked_value"] = [
    "您尾号⦃last4⦄的储蓄卡消费⦃yuan⦄元。",
    "验证码已发送至 ⦃mask_phone_cn⦄，请注意查收。",
    "支付密码：⦃mask_dots⦄（⦅已隐藏|点击显示|不显示明文⦆）",
    "绑定的银行卡：⦃mask_card⦄",
]

T["order_number"] = [
    "淘宝订单号 ⦃order_tb⦄，⦅瑜伽垫|书法纸|琴弦⦆，还没发货。",
    "京东订单 ⦃order_jd⦄ 申请退款了。",
    "拼多多订单编号：⦃order_pdd⦄",
    "闲鱼订单 ⦃order_tb⦄，买家已确认收货。",
]

T["tracking_number"] = [
    "顺丰单号 ⦃trk_sf⦄，⦅明天到|已签收⦆",
    "中通快递 ⦃trk_zto⦄，放驿站了",
    "韵达 ⦃trk_yunda⦄ 还在路上",
    "京东物流 ⦃trk_jd⦄ 今天送达",
]

T["invoice_number"] = [
    "发票代码 ⦃fapiao_code⦄ 发票号码 ⦃fapiao_no⦄，报销用。",
    "全电发票号码：⦃fapiao20⦄",
    "公司税号：⦃tax_no_zh⦄，开票请写这个。",
    "收据编号 ⦃inv⦄，⦃yuan⦄元装修定金。",
]

T["isbn"] = [
    "书号 ISBN ⦃isbn13⦄，⦅图书馆有|网上买⦆",
    "教材的ISBN是⦃isbn13⦄，别买错版本。",
    "老年大学书法课用书：ISBN ⦃isbn13⦄",
    "旧书 ISBN ⦃isbn10⦄，⦃yuan⦄元收的。",
]

T["phone_number"] = [
    "汽修厂电话：⦃phone_cn⦄，找⦃xiao_zh⦄",
    "物业座机 ⦃phone_cn_land⦄",
    "客服热线 ⦃phone_400⦄，⦅工作日九点到六点|24小时⦆",
    "月子中心前台：⦃phone_cn⦄",
]

T["date_time"] = [
    "体检预约在⦃date_zh⦄上午九点，⦅空腹|带身份证⦆。",
    "装修队⦃date_zh⦄进场，⦃time⦄开工。",
    "家长会⦃date_zh⦄晚上七点，⦃year⦄年春季学期。",
    "高铁 ⦃date_zh⦄ ⦃time⦄ 发车，⦅二等座|提前半小时到⦆",
]

T["version_string"] = [
    "微信版本 8.0.⦃n2⦄，⦅更新后|小程序⦆打不开了",
    "鸿蒙系统升级到 ⦃version⦄ 了",
    "收银系统 v⦃version⦄ 修复了退款问题",
    "@code # 依赖\nDjango==4.2.⦃n2⦄\nrequests==2.31.0\nflask==⦃version⦄",
]

T["public_material"] = [
    "收款钱包地址（公开的）：⦃eth_addr⦄",
    "BTC 收款地址：⦃btc_addr⦄",
    "我的 SSH 公钥：⦃ssh_pub⦄",
    "TRC20 收款地址 ⦃tron_addr⦄，⦅转U用|只收USDT⦆",
]

T["identifier"] = [
    "车牌 ⦃plate_zh⦄，停在地下车库⦃n3⦄号",
    "手机串号 IMEI：⦃imei⦄",
    "报错页面的请求 ID：⦃uuid⦄",
    "打印机 MAC 地址 ⦃mac⦄",
]

T["url_plain"] = [
    "报名链接：⦃utm_url⦄",
    "@code git clone ⦃git_ssh⦄  # 克隆代码",
    "课程回放：⦃yt_url⦄",
    "导航：⦃maps_url⦄，⦅到了打电话|停车场在后面⦆",
]

T["env_benign"] = [
    "@code # 私房菜小程序\nNODE_ENV=production\nPORT=⦃n3⦄0",
    "@code export DB_HOST=⦃host⦄  # 数据库地址\nexport DB_USER=⦃user_zh⦄",
    "@code TZ=Asia/Shanghai\nLOG_LEVEL=info  # 日志级别\nUPLOAD_DIR=/data/⦃db_name⦄",
    "@code # 琴行排课\nREDIS_HOST=⦃host⦄\nREDIS_PORT=6379",
]
