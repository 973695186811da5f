# Chinese templates. Settings: 民宿, 驾校, 茶馆, 棋牌室, 网吧/网咖, 花店, 养老院,
# 合租, 摄影工作室, 游泳馆, 钓鱼群, 自习室, 外贸公司, 电竞战队, 露营群, 猫咖, 剧本杀店.
# Syntax: see make_corpus.py.  Odd positions -> dev, even positions -> test.

T = {}

T["pin"] = [
    "妈，你那张工资卡密码是⟦S:pin6⟧吧？我帮你去取点钱交养老院的费用",
    "【语音转文字】那个……银行卡密码就是⟦S:pin_zh⟧，你记一下啊，别跟别人说",
    "合租群：电费卡的密码⟦S:pin6⟧，谁去交都行，交完在群里说一声",
    "手机锁屏密码改成⟦S:pin6⟧了，上次那个被小孩看到了",
    "存折取款密码：⟦S:pin_zh_sep⟧（奶奶念的，我照着写下来）",
    "网吧收银机主管密码 ⟦S⟧，交班的时候别告诉新来的",
    "信用卡\n卡片：招行那张\n取现密码：⟦S:pin6⟧\n额度：两万",
    "爸：卡的密码是不是⟦S:pin6⟧？\n我：对，就是那个，别再输错了",
]

T["door_code"] = [
    "民宿入住须知：\n1. 大门密码 ⟦S:pin46⟧，按完按#号\n2. 房间在二楼左手边\n3. 退房请把钥匙放桌上",
    "剧本杀店后门密码锁 ⟦S:door_star⟧，晚上十点以后走后门",
    "驾校办公室的保险柜密码是⟦S:pin6⟧，钥匙在王教练那",
    "自习室门禁临时密码：⟦S:pin6⟧，有效期到周日",
    "【语音转文字】那个单元门密码是⟦S:pin_zh⟧然后按铃铛那个键就开了",
    "快递柜旁边那个密码钥匙盒 ⟦S:padlock4⟧，钥匙放里面了",
    "猫咖员工储物柜：⟦S:padlock4⟧（三号柜）",
    "小区地库门 ⟦S⟧ ，你到了直接按，不用等我",
]

T["security_answer"] = [
    "QQ密保问题：你母亲的名字？答案写的是⟦S:ans_zh_name⟧",
    "12306那个密保，问题是“你小学的名字”，我填的⟦S:ans_zh_school⟧",
    "密保问题一：您的出生地是？\n→ ⟦S:ans_zh_city⟧",
    "【客服电话记录】客服问我爸的生日，我报了⟦S:ans_zh_date⟧，然后才给改的绑定手机",
    "我的密保都设成⟦S:ans_zh_pet⟧了（家里狗的名字），省得忘",
    "银行APP安全问题：您最喜欢的老师 —— ⟦S:ans_zh_teacher⟧",
    "游戏账号密保：最喜欢的食物？⟦S:ans_zh_food⟧",
    "密保：配偶姓名 ⟦S:ans_zh_name⟧",
]

T["password_nl"] = [
    "电脑开机密码是⟦S⟧，别改",
    "茶馆收银系统的密码我改成⟦S⟧了，跟大家说一声",
    "【语音转文字】密码是⟦S:pw_zh_spelled⟧，对，就这个",
    "我的微博密码 ⟦S⟧，帮我发一下那个活动",
    "花店的电脑密码：⟦S⟧\n打印机在左边",
    "压缩包解压密码：⟦S⟧",
    "外贸邮箱的密码改了，新的：⟦S⟧",
    "电竞战队训练账号的登录密码是 ⟦S⟧，队长说别外传",
]

T["login_pair"] = [
    "账号：⟦zuser⟧\n密码：⟦S⟧",
    "摄影工作室官网后台 用户名 ⟦zuser⟧ 密码 ⟦S⟧",
    "驾校约车系统，学员号⟦zuser⟧，密码⟦S⟧（初始密码，登进去记得改）",
    "@账号,密码,备注\n⟦zuser⟧,⟦S⟧,美团后台",
    "工号 ⟦zuser⟧ / 口令 ⟦S⟧",
    "家里宽带账号 ⟦zuser⟧ 密码 ⟦S⟧，装修师傅要用",
    "@{\"账号\": \"⟦zuser⟧\", \"密码\": \"⟦S⟧\"}",
    "爸，你的社保网上查询：登录名 ⟦zuser⟧，密码 ⟦S⟧",
]

T["otp"] = [
    "【«美团|淘宝|支付宝|京东»】验证码⟦S⟧，5分钟内有效，请勿泄露。",
    "您的验证码是⟦S⟧，用于登录民宿管家，如非本人操作请忽略。",
    "我：妈，刚给你手机发了个验证码，你念一下\n妈：⟦S⟧\n我：好的",
    "【语音转文字】验证码是⟦S:otp_zh⟧，请在五分钟内输入",
    "验证码 ⟦S:otp_dash⟧ 已经过期了，又要重新发",
    "动态码：⟦S⟧（交易金额⟦rmb⟧）",
    "【12306】您的验证码为⟦S⟧，请勿告诉他人",
    "钉钉登录验证码 ⟦S⟧，有效期10分钟",
]

T["recovery_codes"] = [
    "GitHub 恢复码（组织账号）：\n⟦S:rc_gh⟧",
    "微软账户恢复代码：⟦S:rc_ms25⟧",
    "备用验证码，每个只能用一次：\n⟦S:rc_list⟧",
    "苹果恢复密钥：⟦S:rc_apple28⟧，别弄丢",
    "BitLocker 恢复密钥（网吧那台主机）：⟦S:rc_bitlocker⟧",
    "已经用掉一个备用码 ⟦S:rc_single⟧，还剩九个",
]

T["totp_secret"] = [
    "两步验证密钥（手动输入）：⟦S:totp_groups⟧",
    "阿里云 MFA 密钥 ⟦S⟧，换手机时用",
    "二维码解析出来是：⟦S:totp_uri⟧",
    "身份验证器的种子：⟦S:totp_plain⟧",
    "谷歌验证器导出 → 密钥 ⟦S⟧",
    "两步验证的 secret：⟦S⟧，先存一下",
]

T["mnemonic_bip39_en"] = [
    "英文助记词：⟦S:mn_en_line⟧",
    "钱包备份（英文单词，按顺序）：\n⟦S:mn_en_block⟧",
    "MetaMask 的恢复短语 ⟦S:mn_en_line⟧，别外传",
    "助记词：\n⟦S⟧",
    "纸条上写的：⟦S:mn_en_line⟧ 这是冷钱包的",
    "@备份文件 seed.json：{\"words\": ⟦S:mn_en_json⟧}",
]

T["mnemonic_zh"] = [
    "钱包助记词（中文）：⟦S⟧",
    "助记词抄下来了：\n⟦S:mn_zh_block⟧\n千万别拍照",
    "【语音转文字】助记词是⟦S:mn_zh_line⟧，好，就这些",
    "imToken 备份，按顺序：⟦S:mn_zh_line⟧",
    "待办：\n- 交房租\n- 钱包助记词 ⟦S:mn_zh_line⟧\n- 给猫打疫苗",
    "爸的钱包恢复短语（纸条上抄的）：\n⟦S⟧",
]

T["api_key"] = [
    "阿里云 AccessKey ID：⟦ali_id⟧\nAccessKey Secret：⟦S:ali_secret⟧",
    "腾讯云 SecretId ⟦tc_id⟧ SecretKey ⟦S:tc_secret⟧",
    "小程序 AppID ⟦wx_appid⟧，AppSecret ⟦S:wx_secret⟧",
    "接口密钥给你：⟦S⟧，别发群里",
    "大模型的 key：⟦S:api_llm⟧",
    "@curl -H \"Authorization: Bearer ⟦S:api_http⟧\" https://api.⟦domain⟧/v1/chat  # 测试用",
]

T["jwt"] = [
    "登录后拿到的 token：⟦S⟧",
    "请求头里的 Authorization: Bearer ⟦S⟧，复制给后端看看",
    "收银平板的会话令牌 ⟦S⟧，今晚过期",
    "cookie 里的 auth=⟦S⟧",
    "把这个 token 填到配置里：⟦S⟧",
    "小程序接口返回的 access_token：⟦S⟧",
]

T["private_key"] = [
    "服务器私钥：\n⟦S:pk_rsa⟧",
    "部署用的 SSH 私钥（别提交到仓库）：\n⟦S:pk_ssh⟧",
    "@WireGuard 配置：\n[Interface]\nPrivateKey = ⟦S:pk_wg⟧\nAddress = 10.0.0.2/24",
    "证书私钥：\n⟦S:pk_ec⟧",
    "age 私钥：⟦S:pk_age⟧",
    "私钥文件内容如下：\n⟦S:pk_rsa8⟧",
]

T["crypto_wallet_key"] = [
    "钱包私钥：⟦S:wk_hex⟧",
    "比特币纸钱包私钥（WIF）⟦S:wk_wif⟧",
    "扩展私钥 ⟦S:wk_xprv⟧",
    "Phantom 导出的私钥：⟦S:wk_sol⟧",
    "ETH 私钥 ⟦S:wk_hex⟧ 千万别发给别人",
    "nostr 私钥 ⟦S:wk_nsec⟧",
]

T["card_number"] = [
    "我的信用卡号 ⟦S:card_cn⟧，你帮我在官网付一下定金",
    "帮我订一下酒店，信用卡 ⟦S⟧ 有效期 ⟦expiry⟧ 安全码 ⟦cvv⟧",
    "信用卡卡号 ⟦S⟧，有效期⟦expiry⟧，背面三位⟦cvv⟧，外贸网站付款用",
    "【语音转文字】卡号是⟦S⟧，有效期⟦expiry⟧",
    "外币卡 ⟦S⟧ 用来付境外的订单",
    "备忘：公司信用卡 ⟦S⟧",
]

T["connection_string"] = [
    "数据库连接串：⟦S⟧",
    "生产库 ⟦S⟧，只读账号在另一个文档",
    "@# 数据库配置\nspring.datasource.url=⟦S:conn_jdbc⟧",
    "redis 地址：⟦S:conn_redis⟧",
    "把这个填到 Navicat 里：⟦S:conn_url⟧",
    "测试环境？不是，这是正式库：⟦S⟧",
]

T["url_credentials"] = [
    "企业微信机器人地址：⟦S:url_wecom⟧",
    "钉钉群机器人 webhook：⟦S:url_dingtalk⟧",
    "摄像头的 rtsp 地址 ⟦S:url_rtsp⟧，用 VLC 打开",
    "直接点这个链接就能上传：⟦S:url_upload⟧",
    "飞书通知用的 hook：⟦S:url_feishu⟧",
    "git 远程地址改成 ⟦S:url_git⟧ 就能推了",
]

T["env_file"] = [
    "@# 环境变量（不要提交）\nAPP_SECRET=⟦S:env_rand⟧\nPORT=8080",
    "@export WECHAT_PAY_KEY=⟦S:hexkey32⟧  # 商户密钥",
    "@.env 文件：\nDB_PASSWORD=⟦S:env_pw⟧",
    "@# 生产配置\nJWT_SECRET=\"⟦S:env_rand⟧\"\nREDIS_HOST=⟦host_zh⟧",
    "@ALIYUN_SMS_SECRET=⟦S:ali_secret⟧  # 短信服务",
    "@docker-compose 里：\n  environment:\n    - MYSQL_ROOT_PASSWORD=⟦S:env_pw⟧",
]

T["wifi_password"] = [
    "WiFi：⟦zssid⟧\n密码：⟦S:wifi_cn⟧",
    "民宿WiFi密码 ⟦S:wifi_cn⟧，在前台那个路由器上也贴着",
    "茶馆无线网密码是⟦S:wifi_cn⟧，名字叫⟦zssid⟧",
    "自习室wifi ⟦zssid⟧ 密码 ⟦S:wifi_cn⟧",
    "@WIFI:T:WPA;S:⟦zssid⟧;P:⟦S:wifi_cn⟧;; （前台二维码内容）",
    "网咖VIP区的wifi密码改成⟦S:wifi_cn⟧了",
]

# ---------------------------------------------------------------------------
# benign
# ---------------------------------------------------------------------------
T["credential_talk"] = [
    "我又把«银行卡|信用卡|社保卡»密码忘了，«明天|周一|下午»去柜台重置",
    "验证码千万别告诉别人，«银行|客服|快递员»不会打电话问你要验证码的«|，切记|！»",
    "新系统密码要求至少«8|10|12»位，要有大小写和数字，«烦死了|真麻烦|记不住»",
    "«门禁|大门|后门»密码又换了，问«前台|店长|值班的»吧，我不在群里发",
    "输错«三|五»次密码«卡就锁了|账号就冻结了|就要等24小时»，小心点",
    "谁知道«自习室|茶馆|网咖|民宿»«wifi|无线网»密码啊？«急|在线等|手机没流量了»",
    "养老院说家属来访要登记，密码门要«护工|保安|前台»帮忙开«|，别自己按»",
    "把«群公告|报名表|排班表»置顶一下«，里面有报名链接|，大家看看|»",
]

T["secret_reference"] = [
    "大门密码在1Password里，保险库“«民宿|店里|家里»”，条目“«大门|门锁|入户门»”",
    "«密码|保险柜密码|支付密码»我记在脑子里了，«没写在任何地方|手机里也没存|纸上也没有»",
    "wifi密码贴在«冰箱上|前台|路由器背面»«|，自己看»",
    "保险柜密码当面问«王姐|李哥|店长»，«别在微信里说|不要发群里|电话里也别讲»",
    "«备用码|恢复码»打印出来锁在«抽屉|保险柜|档案柜»里了",
    "«后台|店铺后台|官网后台»密码存在公司的密码管理器里（共享文件夹：«运营|财务|客服»）",
    "门禁密码见«群公告|入住短信|前台告示»，«别私聊问我|不要再问了|自己翻一下»",
    "助记词«刻在钢板上|写在卡片上|抄在本子上»放«银行保险箱|老家|保险柜»了",
]

T["masked_value"] = [
    "您尾号⟦last4⟧的储蓄卡消费⟦rmb⟧",
    "绑定手机：⟦mask_phone⟧",
    "«支付密码|登录密码|交易密码»：«******|●●●●●●|已隐藏»（⟦zdate⟧修改）",
    "银行卡 **** **** **** ⟦last4⟧ 已解绑",
    "退款已原路退回至尾号⟦last4⟧的卡",
    "API Key：⟦mask_key⟧（仅显示一次）",
]

T["order_number"] = [
    "顺丰单号 ⟦sf⟧，明天到",
    "京东订单 ⟦jd⟧ 已签收",
    "淘宝订单号：⟦order_cn⟧",
    "取餐号 ⟦num⟧，到窗口拿",
    "工单 ⟦ticket⟧ 已提交，等客服回复",
    "发票号码 ⟦invoice⟧",
]

T["version_string"] = [
    "微信更新到 8.0.⟦num⟧ 之后打不开小程序了",
    "路由器固件 ⟦firmware⟧，要不要升级？",
    "系统版本 ⟦android_build⟧",
    "新版本 ⟦semver⟧ 修复了闪退",
    "内核升级到 ⟦kernel⟧ 后网卡驱动掉了",
    "浏览器 ⟦chrome_ver⟧ 上显示正常",
]

T["checksum"] = [
    "这个提交 ⟦git_sha⟧ 修好了",
    "安装包 SHA-256：⟦sha256hex⟧",
    "@<!-- 引入«图表库|组件库|样式» -->\n<script src=\"https://cdn.example.net/«chart|vue|app».min.js\" integrity=\"⟦sri⟧\" crossorigin=\"anonymous\"></script>",
    "镜像摘要 ⟦image_digest⟧",
    "文件 md5：⟦md5hex⟧，对上了",
    "回滚到 ⟦short_sha⟧ 就好了",
]

T["phone_number"] = [
    "我的手机号 ⟦phone_cn⟧，有事打我",
    "民宿前台电话：⟦phone_cn⟧",
    "客服热线 ⟦phone_400⟧",
    "驾校王教练 ⟦phone_cn⟧",
    "送水的电话 ⟦phone_cn⟧，报地址就行",
    "紧急联系人：⟦zname⟧ ⟦phone_cn⟧",
]

T["date_time"] = [
    "⟦zdate⟧⟦zclock⟧在茶馆见",
    "科目二考试定在⟦zdate⟧上午",
    "养老院探视时间：每天«14:00—17:00|9:30—11:30|15:00—18:00»«|，周一除外»",
    "露营改到⟦zdate⟧，周六出发",
    "2025年6月«18|12|25»日 到 2025年6月«21|15|28»日 的房间都订满了",
    "下周«三|四|五»晚上«7点半|8点|6点»训练«|，别迟到»",
]

T["numeric_prose"] = [
    "«302|415|1206»房间，«空调遥控器|热水壶|备用被子»在抽屉里",
    "这个月花店营业额⟦rmb⟧，比上月多了12%",
    "钓到一条⟦num⟧斤的草鱼",
    "坐⟦num⟧路公交到终点站再走800米",
    "游泳馆年卡⟦rmb⟧，一次大概6块钱",
    "桌号18，四个人，人均⟦rmb⟧",
]

T["identifier"] = [
    "@2025-06-11 09:14:22 ERROR 请求失败 request_id=⟦uuid4⟧",
    "设备序列号 ⟦serial⟧，还在保修期",
    "旧手机的IMEI：⟦imei⟧",
    "trace_id ⟦trace_id⟧ 显示支付超时",
    "摄像头的MAC地址 ⟦mac⟧",
    "任务 ⟦uuid4⟧ 执行失败，退出码137",
]

T["invalid_card"] = [
    "会员卡号 ⟦bad_card⟧，积分没到账",
    "礼品卡背面条码：⟦bad_card⟧",
    "借书证号 ⟦bad_card⟧",
    "电表户号 ⟦bad_card⟧，交电费用",
    "货物托运单号 ⟦bad_card⟧",
    "游泳馆会员编号 ⟦bad_card⟧",
]

T["placeholder"] = [
    "@«API_KEY|APP_SECRET|ACCESS_TOKEN»=«<在这里填你的密钥>|<你的密钥>|请替换»",
    "«测试卡号|沙箱测试卡»：«4242 4242 4242 4242|5555 5555 5555 4444|6200 0000 0000 0005»，有效期随便填一个未来的日期",
    "@«password|db_password|admin_pwd»: \"«请修改|待填写|改成你自己的»\"  # 占位",
    "@# 示例配置\n«DB_URL|DATABASE_URL»=«mysql|postgres»://用户名:密码@主机:«3306|5432»/库名",
    "把 «sk-xxxxxxxx|YOUR_KEY|<token>» 换成你自己的 «key|密钥|令牌»",
    "@«-----BEGIN PRIVATE KEY-----\n（此处粘贴私钥）\n-----END PRIVATE KEY-----|-----BEGIN RSA PRIVATE KEY-----\n（此处粘贴你的私钥）\n-----END RSA PRIVATE KEY-----|-----BEGIN OPENSSH PRIVATE KEY-----\n（密钥内容）\n-----END OPENSSH PRIVATE KEY-----»\n# «示例|模板|真实私钥放在密钥管理里»",
]

T["code_config_benign"] = [
    "@«password|db_pwd|pwd» = os.getenv(\"«DB_PASSWORD|MYSQL_PWD|APP_DB_PASS»\")  # 从环境变量读",
    "@# 密钥从 Secrets 里取\nenv:\n  «TOKEN|API_KEY|DEPLOY_KEY»: ${{ secrets.«DEPLOY_TOKEN|PROD_API_KEY|SSH_KEY» }}",
    "@const «secret|appSecret|key» = process.env.«APP_SECRET|WX_APP_SECRET|SMS_KEY» // 部署时注入",
    "@spring.datasource.password=${«DB_PASSWORD|MYSQL_PASSWORD|SPRING_DB_PWD»}  # «别写死|从环境变量注入|部署时配置»",
    "@«# 校验支付密码长度\nif not re.fullmatch(r\"\\d{6}\", pay_pwd):\n    raise ValueError(\"支付密码必须是6位数字\")|# 校验交易密码长度\nif not re.fullmatch(r\"\\d{6}\", pwd):\n    raise ValueError(\"交易密码必须是6位数字\")|# 校验取款密码\nif len(pin) != 6 or not pin.isdigit():\n    raise ValueError(\"取款密码必须是6位数字\")|// 校验支付密码\nif (!/^\\d{6}$/.test(payPwd)) throw new Error(\"支付密码必须是6位数字\")»",
    "@«pwd|password|passwd» = getpass.getpass(\"«请输入密码|输入数据库密码|请输入口令»：\")",
]

T["public_key"] = [
    "把我的公钥加到服务器上：⟦ssh_pub⟧",
    "公钥：\n⟦spki_pem⟧",
    "age 公钥 ⟦age_pub⟧，加密备份用",
    "主机指纹 ⟦host_fpr⟧，连之前核对一下",
    "PGP 指纹：⟦pgp_fpr⟧",
    "@WireGuard 对端：\n[Peer]\nPublicKey = ⟦wg_pub⟧\nAllowedIPs = 10.0.0.0/24",
]

T["wallet_address"] = [
    "收款地址（BTC）：⟦btc_bech32⟧",
    "USDT 转这个 TRC20 地址：⟦tron_addr⟧",
    "ETH 地址 ⟦eth_addr⟧",
    "Solana 收款地址 ⟦sol_addr⟧",
    "交易哈希 ⟦tx_hash⟧ 已确认",
    "只读的 xpub 给会计：⟦xpub⟧",
]

T["postal_code"] = [
    "收件地址：⟦zcity⟧市⟦zaddr⟧，邮编⟦zh_postcode⟧",
    "邮编 ⟦zh_postcode⟧",
    "寄到⟦zcity⟧，邮政编码⟦zh_postcode⟧",
    "印度客户地址：⟦in_city_pin⟧",
    "外贸客户的 ZIP 是 ⟦us_zip⟧",
    "填表：邮编 ⟦zh_postcode⟧，电话 ⟦phone_cn⟧",
]

T["bip39_prose"] = [
    "听写词语：⟦bip39_bad_zh⟧",
    "今天«钓鱼|露营|爬山»收获不错，傍晚下了一场«雨|雷阵雨|小雨»，大家都淋湿了。",
    "练字：⟦bip39_bad_zh⟧",
    "猫咖新来了«两|三»只小猫，一只«橘色|黑色|花色»一只白色，客人都很喜欢。",
    "识字卡片：⟦bip39_bad_zh⟧",
    "老人们下午在活动室«打牌|下棋|唱歌»、看电视，晚饭是«饺子|面条|米饭和炒菜»。",
]

T["redacted_text"] = [
    "«保险柜|抽屉|储物柜»密码 [REDACTED:pin]«|，已处理|（自动隐藏）»",
    "@redactions:\n  - «pin|password»\n  - «otp|security_answer»\n# «已脱敏|自动生成|勿手动修改»",
    "«大门|单元门|后门»密码是[REDACTED:door_code]，«到了按|到了直接按|按完等绿灯»",
    "«密保答案|安全问题答案»：[REDACTED:security_answer]«|（已隐藏）|，系统已处理»",
    "联系人邮箱：⟦handle⟧@[…]",
    "«验证码|动态码» [REDACTED:otp] «已过期|已使用|作废了»",
]

T["url_plain"] = [
    "报名链接：⟦url_plain⟧",
    "地图：⟦url_plain⟧",
    "代码在 git@github.com:«hivehouse|skylark-astro|escapehq»/«site|ops».git，先克隆下来",
    "文档地址 ⟦url_plain⟧",
    "ssh «root|deploy|ops»@«10.0.8.5|192.168.3.20» -p «2222|22» 登录服务器（密码问运维）",
    "活动详情见 ⟦url_plain⟧",
]
