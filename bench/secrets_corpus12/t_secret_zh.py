"""Chinese templates of the secret kinds (see t_secret_en for the slot syntax)."""

TEMPLATES = {}

TEMPLATES["pin"] = [
    "妈，你新办的⟨zh_bank⟩卡密码是⟨S:pin6⟩，别告诉任何人，包括打电话说自己是银行的。",
    "[语音转文字] 那个卡的密码是⟨S:pin_zh⟩，你取完钱记得把卡放回抽屉里",
    "孩子平板的家长控制密码我改成⟨S:pin4⟩了，⟨zh_name⟩你可别又告诉他。",
    "备忘：爸新手机的锁屏密码 ⟨S:pin6⟩，开机以后要先输这个，指纹等会再录。",
    "手机卡被锁了，营业厅给的PUK码是⟨S:puk⟩，输错十次卡就废了，小心点。",
    "中医馆前台POS的操作员密码：⟨S:pin46⟩，早班晚班共用，别写在收银台上。",
    "跑团活动经费那张卡，密码 ⟨S:pin_sp⟩ ，周六比赛买水买香蕉用。",
    "奶奶说她存折密码是⟨S:pin_zh_sp⟩，我帮她记在这，免得下次又忘了跑银行。",
]

TEMPLATES["door_code"] = [
    "【⟨zh_place⟩业主群】单元门密码已更换为⟨S:door_hash⟩，请勿外传。——物业服务中心",
    "师傅，明天您直接进门就行，⟨zh_brand⟩智能锁的临时密码是⟨S:pin6⟩，装完我就删掉。",
    "驿站后门密码锁 ⟨S:pin4⟩，明天⟨zh_time⟩来的人先把货架理一下。",
    "健身房⟨n2⟩号储物柜密码⟨S:wheel3⟩，你的车钥匙我放里面了。",
    "今晚球馆后门的密码 ⟨S:door_hash⟩，保安说九点以后前门就锁了，直接走后门。",
    "店里保险柜密码：⟨S:pin6⟩（只有店长和会计知道，别跟新来的说）",
    "车间卷帘门遥控坏了，先从侧门进，密码是⟨S:pin_zh⟩，按完等两秒。",
    "老年大学书法教室门禁：先按#号，再按⟨S:pin4⟩，最后按确认键就开了。",
]

TEMPLATES["login_pair"] = [
    """账号：⟨zh_user⟩
密码：⟨S⟩""",
    "驿站系统登录 ⟨zh_user⟩ / ⟨S⟩，换班的时候别点退出。",
    "物业收费系统 用户名⟨zh_user⟩ 密码⟨S⟩ ，财务说月底前别改。",
    """| 平台 | 账号 | 密码 |
|---|---|---|
| 跑团公众号后台 | ⟨zh_email⟩ | ⟨S⟩ |""",
    "各位家长，班级优化大师的登录账号是孩子的学号⟨uid6⟩，初始密码⟨S⟩，登录后请尽快修改。",
    "HIS系统：工号 ⟨n4⟩ 口令 ⟨S⟩ ，下午坐诊的大夫先用这个。",
    "诊断仪的账号 ⟨zh_user⟩ ，密码是⟨S:pw_spelled_zh⟩（厂家客服电话里念的）",
    """发你了：{"账号": "⟨zh_user⟩", "密码": "⟨S⟩"}""",
]

TEMPLATES["recovery_codes"] = [
    """Gitee 恢复码（每个只能用一次）：
⟨S:rc_github⟩""",
    """谷歌账号的备用验证码，打印出来贴在抽屉里了：
⟨S:rc_google⟩""",
    "苹果的恢复密钥：⟨S:rc_apple⟩ 千万别丢，丢了账号就找不回来了",
    "BitLocker 恢复密钥（前台那台电脑）：⟨S:rc_bitlocker⟩",
    "跑团公众号管理员的两步验证备用码：⟨S:rc_inline⟩",
    "微软账户的恢复代码 ⟨S:rc_ms⟩ ，换手机的时候用得上",
    """记一下，Discord 备份码：
⟨S:rc_bullets⟩""",
    "⟨zh_issuer⟩ 账号的紧急恢复码：⟨S:rc_long⟩",
]

TEMPLATES["security_answer"] = [
    """密保问题1：您母亲的姓名？
答：⟨S:ans_zh_mother⟩""",
    "密保问题：你就读的小学名称 —— ⟨S:ans_zh_school⟩",
    "QQ密保里宠物名字填的是⟨S:ans_zh_pet⟩，别忘了。",
    """客服：请问您的出生地是哪里？
我：⟨S:ans_zh_city⟩。
客服：好的，验证通过，请问还有什么可以帮您？""",
    "爸的12306密保，最喜欢的书：《⟨S:ans_zh_book⟩》",
    """设置了三个问题：
1）您高中班主任的名字？⟨S:ans_zh_teacher⟩
2）（没设置）""",
    "银行那个‘您最喜欢的食物’，我当时写的是⟨S:ans_zh_food⟩，以后找回密码用。",
    "找回密码的时候会问‘童年好友的外号’，填⟨S:ans_zh_friend⟩就行。",
]

TEMPLATES["otp"] = [
    "【⟨zh_app⟩】验证码⟨S:otp6⟩，⟨mins⟩分钟内有效。请勿泄露给他人，如非本人操作请忽略本短信。",
    "【菜鸟】您的登录验证码为：⟨S:otp6⟩，请勿转发。",
    """⟨zh_name⟩：谁手机收到验证码了？帮我看一下，六位数的
⟨zh_name⟩：⟨S:otp_sp⟩""",
    "[语音] 您的验证码是⟨S:otp_zh⟩，请在五分钟内输入。",
    "动态码⟨S:otp6⟩（⟨zh_bank⟩），您正在进行网上支付，金额⟨cny⟩，切勿告知他人。",
    "昨晚给奶奶手机装微信，验证码⟨S:otp6⟩发过来的时候她正好锁屏了，折腾了半天才登上。",
    "验证码：⟨S:otp4⟩。您正在登录⟨zh_app⟩，如非本人操作请忽略。",
    "（已过期）刚才那个验证码⟨S:otp6⟩用不了了，麻烦再发一个。",
]

TEMPLATES["totp_secret"] = [
    "两步验证密钥（无法扫码时手动输入）：⟨S:b32_grp⟩",
    "扫不了码就把这个导进去：otpauth://totp/⟨issuer@i⟩:⟨zh_email⟩?secret=⟨S:b32⟩&issuer=⟨@i⟩",
    "阿里云 MFA 密钥 ⟨S:b32⟩ ，两个管理员都加到身份宝里。",
    "验证器的种子，换新手机重新添加用：⟨S:b32_grp_up⟩",
    """TOTP密钥：
⟨S:b32_lines⟩""",
    """[两步验证]
账号=⟨zh_email⟩
密钥=⟨S:b32⟩""",
    "把这个密钥输到谷歌身份验证器里：⟨S:b32_lower⟩ ，选基于时间的",
    "坚果云两步验证的安全密钥是⟨S:b32_16⟩，别截图发群里。",
]

TEMPLATES["mnemonic_zh"] = [
    "助记词（中文，按顺序）：⟨S:mn_zh_line⟩",
    """钱包助记词：
⟨S:mn_zh_num⟩""",
    """爸爸手写的助记词卡片，我拍照抄下来的：
⟨S:mn_zh_grid⟩""",
    "⟨S:mn_zh_nospace⟩ ←这是我冷钱包的助记词，别删",
    """今天要办的事：
交物业费
接孩子放学

助记词备份：
⟨S:mn_zh_lines⟩

给⟨zh_name⟩回电话""",
    "恢复短语：⟨S:mn_zh_comma⟩",
    "[语音转文字] 助记词是⟨S:mn_zh_ideo⟩，一共这些",
    """两列抄的：
⟨S:mn_zh_cols⟩""",
]

TEMPLATES["wifi_password"] = [
    "店里WiFi：⟨zh_ssid⟩ 密码⟨S⟩",
    "物业办公室的无线密码是⟨S:wifi_digits⟩，连⟨zh_ssid⟩那个。",
    """顾客WiFi
名称：⟨zh_ssid⟩
密码：⟨S⟩
消费满⟨cny⟩送小料""",
    "家长会那天教室网络：⟨zh_ssid⟩，密码⟨S⟩，投屏要连这个。",
    "WIFI:T:WPA;S:⟨zh_ssid⟩;P:⟨S⟩;; ←二维码里的内容",
    "[语音转文字] WiFi密码是⟨S:pw_spelled_zh⟩，中间没有空格",
    "中医馆候诊区无线：⟨zh_ssid⟩ / ⟨S⟩",
    "路由器背面贴的：无线名称 ⟨zh_ssid⟩ 无线密码 ⟨S:wifi_digits⟩",
]

TEMPLATES["password_nl"] = [
    "电脑开机密码改成⟨S⟩了，别再让孩子偷偷玩游戏。",
    "[语音转文字] 密码是⟨S:pw_spelled_zh⟩，你记一下",
    "驿站电脑的密码：⟨S⟩（显示器背面贴的那张我撕了）",
    "公众号后台新密码 ⟨S:pw_human⟩ ，记住了吗？",
]

TEMPLATES["mnemonic_bip39_en"] = [
    "助记词：⟨S:mn_en_line⟩",
    """钱包备份（英文单词，按顺序）：
⟨S:mn_en_num⟩""",
    """抄在笔记本最后一页的：
⟨S:mn_en_grid⟩""",
    "导入钱包用的单词：⟨S:mn_en_comma⟩",
]

TEMPLATES["card_number"] = [
    "帮我在网上订一下，用我的信用卡：⟨S:card⟩，有效期⟨#1-12⟩/⟨#27-31⟩，背面三位⟨n3⟩",
    "汽修店加油用的那张卡：⟨S:card_cn⟩，消费密码另外告诉你。",
    "报销用的公务卡卡号 ⟨S:card_cn⟩，别发到大群里。",
    "网购付款页面：卡号⟨S:card⟩ 持卡人⟨zh_name⟩ 安全码⟨n3⟩",
]

TEMPLATES["api_key"] = [
    """阿里云 AccessKey ID：⟨ali_id⟩
AccessKey Secret：⟨S:ali_secret⟩""",
    "腾讯云 SecretId ⟨tc_id⟩ ，SecretKey ⟨S:tok_alnum⟩",
    "公众号开发配置：AppSecret ⟨S:hex32⟩ ，别泄露。",
    "群机器人的 token：⟨S⟩ ，先别发出去",
]

TEMPLATES["jwt"] = [
    "接口返回的token：⟨S⟩",
    "抓包看到请求头里 Authorization: Bearer ⟨S⟩",
    "小程序的登录态：⟨S⟩ ，有效期一天",
    "把这个token贴到Postman里就能调通：⟨S⟩",
]

TEMPLATES["private_key"] = [
    """服务器私钥：
⟨S:ssh_key⟩""",
    """证书私钥（别外传）：
⟨S:pem_key⟩""",
    """GPG私钥导出来了：
⟨S:pgp_key⟩""",
    """发给运维的密钥：
⟨S:pem_key⟩
用完删掉""",
]

TEMPLATES["crypto_wallet_key"] = [
    "私钥（WIF格式）：⟨S:wif⟩",
    "小狐狸钱包导出的私钥 ⟨S:hexkey⟩",
    "扩展私钥 ⟨S:xprv⟩ ，恢复旧钱包用",
    "Solana 钱包私钥：⟨S:sol_secret⟩",
]

TEMPLATES["connection_string"] = [
    "数据库连接串：⟨S:conn_db⟩",
    "会员系统连这个 ⟨S:conn⟩ ，上线前记得换。",
    "配置文件里写的：spring.datasource.url=⟨S:conn_jdbc⟩",
    "把 ⟨S:conn_db⟩ 填到Navicat里就能连上。",
]

TEMPLATES["url_credentials"] = [
    "监控摄像头地址 ⟨S:cred_rtsp⟩",
    "钉钉群机器人 webhook：⟨S:cred_dingtalk⟩",
    "NAS 的共享地址：⟨S:cred_share⟩",
    "仓库地址用的是 ⟨S:cred_git⟩ ，推代码直接推。",
]

TEMPLATES["env_file"] = [
    """.env 配置：
APP_NAME=驿站管家
DB_PASSWORD=⟨S:env_val⟩
PORT=8080""",
    """公众号配置：
WECHAT_APP_SECRET=⟨S:hex32⟩""",
    "export SMS_ACCESS_SECRET=⟨S:env_val⟩  # 短信平台",
    "docker 启动参数加上 -e REDIS_PASS=⟨S:env_val⟩ ，别忘了。",
]
