"""Chinese templates of the benign look-alike kinds (slot syntax as in t_benign_en)."""

TEMPLATES = {}

TEMPLATES["checksum"] = [
    "收银软件安装包 SHA256：⟨sha256⟩，下载完核对一下再装。",
    "门锁固件的 MD5 是 ⟨md5⟩ ，刷机之前先校验。",
    """官网页面里是这样引用的：<script src="https://cdn.⟨domain⟩/pay-⟨semver⟩.js" integrity="⟨sri384⟩" crossorigin="anonymous"></script>""",
    "镜像的 digest：sha256:⟨sha256⟩ ，部署时锁定这个版本。",
]

TEMPLATES["postal_code"] = [
    "寄到⟨cn_city_zip⟩，收件人⟨zh_name⟩。",
    "邮政编码：⟨cn_zip⟩（填快递单的时候别漏了）",
    "印度客户的收货地址：⟨in_city_pin⟩（PIN code），印度的邮编就叫PIN。",
    "报名表里“邮编”一栏填 ⟨cn_zip⟩ 就行。",
]

TEMPLATES["order_number"] = [
    "【顺丰速运】您的快件⟨sf⟩已到达⟨zh_shop⟩，请尽快领取。",
    "中通快递 ⟨zto⟩ ，物流显示正在派送。",
    "淘宝订单号 ⟨taobao⟩ ，退款申请已经提交了。",
    "取餐号 ⟨pickup_no⟩，请到⟨small⟩号窗口取餐。",
]

TEMPLATES["phone_number"] = [
    "物业值班电话：⟨cn_land⟩，水电维修找⟨zh_sur⟩师傅 ⟨cn_mobile⟩。",
    "中医馆预约热线 ⟨cn_400⟩，周一到周六。",
    "有事直接打我电话 ⟨cn_mobile_plain⟩。",
    "教练电话⟨cn_mobile⟩，请假提前说一声。",
]

TEMPLATES["version_string"] = [
    "门锁固件升级到 ⟨fw_ver⟩ 以后，指纹识别快多了。",
    "微信更新到 ⟨semver⟩ 后小程序打不开了，有人遇到吗？",
    "系统版本：HarmonyOS ⟨semver⟩",
    "收银软件 v⟨semver⟩ 修复了打印小票乱码的问题。",
]

TEMPLATES["code_config_benign"] = [
    "password = os.getenv(\"⟨?DB_PASSWORD|REDIS_PASS|WX_SECRET|SMS_KEY⟩\")  # 密码从环境变量读取，不要写死（第⟨#10-300⟩行）",
    "密码不要写在配置文件里，用 ${⟨?MYSQL_PWD|WX_APP_SECRET|SMS_KEY|DB_PASS⟩} 占位，部署时注入。⟨zh_name⟩ ⟨zh_date⟩",
    """env:
  - name: DB_PASSWORD
    valueFrom:
      secretKeyRef:
        name: ⟨?yizhan-db|wuye-db|zhongyi-his⟩   # 密码在集群的 Secret 里
        key: password
# 副本数 ⟨small⟩，镜像版本 ⟨semver⟩""",
    "spring.datasource.password=${DB_PASSWORD}  # 从配置中心读取，第⟨#2-40⟩版，⟨zh_date⟩",
]

TEMPLATES["secret_reference"] = [
    "WiFi密码在店长的备忘录里，别问我，我没记。⟨zh_date⟩",
    "保险柜密码只有⟨zh_name⟩知道，是背下来的，没写在任何地方。",
    "门禁密码存在1Password里了，条目叫“⟨zh_place⟩门禁”，⟨zh_date⟩更新。",
    "账号密码见共享文档《驿站账号汇总》第⟨small⟩页（需要找⟨zh_name⟩申请权限）。",
]

TEMPLATES["placeholder"] = [
    """配置示例：
APP_SECRET=请填写你的密钥
PORT=⟨#8000-8999⟩""",
    "测试卡号 6200 0000 0000 0005，有效期随便填一个将来的，比如⟨#1-12⟩/⟨#28-35⟩。",
    "表格模板：账号 ⟨zh_user⟩，密码（此处填写），手机号（此处填写）",
    """⟨?NAS|服务器|收银机|门禁主机⟩部署说明第⟨small⟩步：
-----BEGIN RSA PRIVATE KEY-----
（把私钥粘贴在这里）
-----END RSA PRIVATE KEY-----""",
]

TEMPLATES["credential_talk"] = [
    "物业通知：单元门密码每月1号更换，新密码请到物业前台领取。⟨zh_date⟩",
    "银行卡密码输错了三次，卡被锁了，明天得带身份证去⟨zh_bank⟩柜台解锁，⟨zh_time⟩开门。",
    "各位家长：任何人问验证码都不要给，学校不会让大家提供验证码。⟨zh_date⟩",
    "密码要求至少⟨#8-12⟩位，还得有大小写字母和数字，太麻烦了，⟨zh_app⟩也是这样。",
]

TEMPLATES["masked_value"] = [
    "您尾号⟨last4⟩的储蓄卡于⟨zh_date⟩支出人民币⟨cny⟩。",
    "验证码已发送至⟨mask_phone⟩，请注意查收。",
    "支付宝账号 ⟨mask_phone⟩ 在新设备上登录。",
    "密码：******（已隐藏），更新于⟨zh_date⟩",
]

TEMPLATES["public_key"] = [
    """把我的公钥加到服务器上：
⟨ssh_pub⟩ ⟨zh_user⟩@macbook""",
    """公钥（可以公开）：
⟨pem_pub⟩""",
    "主机指纹 ⟨fp_sha256⟩ ，第一次连接的时候核对一下。",
    "WireGuard 对端公钥：⟨wg_pub⟩",
]

TEMPLATES["wallet_address"] = [
    "收款地址（USDT-TRC20）：⟨trx_addr⟩",
    "ETH 地址 ⟨eth_addr⟩ ，转账前核对一下后四位。",
    "比特币收款地址：⟨btc_addr⟩",
    "交易哈希 ⟨tx_hash⟩ 已经确认了。",
]

TEMPLATES["numeric_prose"] = [
    "今晚⟨#7-9⟩点篮球赛，比分⟨score⟩，⟨zh_name⟩一个人拿了⟨n2⟩分。",
    "跑团周六跑⟨km⟩公里，配速⟨pace⟩，⟨zh_place⟩集合。",
    "⟨train⟩次列车，⟨small⟩号车厢⟨seat⟩座，⟨zh_time⟩发车。",
    "中医馆⟨zh_date⟩的挂号费⟨cny⟩，在⟨room⟩诊室。",
]

TEMPLATES["bip39_prose"] = [
    "今天天气不错，我们一起去公园散步，顺便买点水果回家。⟨zh_date⟩",
    "家长群通知：明天⟨zh_time⟩开家长会，请各位家长准时到学校⟨zh_place⟩。",
    "汉字听写：⟨bip_bad_zh⟩",
    "书法班这周练的字：⟨bip_bad_zh⟩，下周继续。",
]

TEMPLATES["identifier"] = [
    "设备序列号 ⟨serial⟩ ，保修到⟨zh_date⟩。",
    "会员编号 ⟨member_no⟩，积分可以抵现。",
    "工单号 ⟨uuid⟩",
    "车牌 ⟨cn_plate⟩ 的车在⟨zh_place⟩停了一晚上。",
]

TEMPLATES["redacted_text"] = [
    "保险柜密码 [REDACTED:pin]，⟨zh_date⟩改的。",
    """redactions:
- security_answer
- otp
记录时间：⟨isodate⟩""",
    "WiFi密码：[REDACTED:wifi_password]，⟨zh_name⟩说的。",
    "邮箱 ⟨zh_user⟩@[…] 已脱敏处理。",
]

TEMPLATES["url_plain"] = [
    "报名链接：https://www.wjx.cn/vm/⟨serial⟩.aspx",
    "代码仓库 git@gitee.com:⟨zh_user⟩/yizhan.git",
    "官网 https://⟨?www.example.cn|zhongyi.example.cn⟩/about?id=⟨n4⟩",
    "ssh root@⟨host⟩ -p ⟨#22-2299⟩ 登上去看一下日志。",
]
