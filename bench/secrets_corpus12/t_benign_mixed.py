"""Code-switched templates of the benign look-alike kinds (slot syntax as in t_benign_en)."""

TEMPLATES = {}

TEMPLATES["checksum"] = [
    "下载的 ISO，SHA256 是 ⟨sha256⟩，match 了。",
    "CDN 引用加了 integrity=\"⟨sri384⟩\"，防止 script 被篡改。",
    "go.sum 里这一行：github.com/⟨?gin-gonic/gin|spf13/cobra⟩ v⟨semver⟩ ⟨gosum⟩",
    "firmware 的 checksum（MD5）：⟨md5⟩",
]

TEMPLATES["postal_code"] = [
    "India 那边的 address：⟨in_city_pin⟩，PIN code 就是邮编。",
    "寄到 UK：⟨uk_pc⟩，postcode 别写错。",
    "ZIP code ⟨us_zip⟩，美国那边的 warehouse。",
    "邮编 postcode：⟨cn_zip⟩",
]

TEMPLATES["order_number"] = [
    "Amazon order ⟨order_no⟩ 到了吗？",
    "UPS tracking ⟨ups⟩，显示 in transit。",
    "顺丰单号 ⟨sf⟩ ，status 是已签收。",
    "booking ref ⟨pnr⟩，航班 ⟨flight⟩。",
]

TEMPLATES["phone_number"] = [
    "有事 call 我 ⟨cn_mobile⟩",
    "customer service 电话 ⟨cn_400⟩",
    "UK office 的 number 是 ⟨uk_land⟩",
    "教练 mobile ⟨cn_mobile_plain⟩，WeChat 同号。",
]

TEMPLATES["version_string"] = [
    "App 升级到 v⟨semver⟩ 以后一直 crash。",
    "Python ⟨py_ver⟩ 跑不起来这个 script。",
    "iOS ⟨ios_ver⟩ 的 bug，等下个版本修。",
    "firmware ⟨fw_ver⟩ 的 release notes 看了吗？",
]

TEMPLATES["code_config_benign"] = [
    "password 从 env 读：os.environ.get(\"⟨?DB_PASSWORD|SMTP_PASS|WX_SECRET|REDIS_PW⟩\")，不要 hardcode，见 ⟨?config.py|settings.py|db.py⟩ 第 ⟨#10-300⟩ 行。",
    "GitHub Actions 里用 ${{ secrets.⟨?DEPLOY_KEY|DB_PASSWORD|SLACK_TOKEN|SMTP_PASS⟩ }}，不要写明文（PR #⟨n3⟩）。",
    "k8s 里用 secretKeyRef 引用就行，name: ⟨?tills-db|rota-secrets|yizhan-db⟩，key: password，replicas ⟨small⟩",
    "keyring.get_password(\"⟨?badminton|yizhan|paotuan⟩\", \"⟨user⟩\") 拿密码，不落盘。",
]

TEMPLATES["secret_reference"] = [
    "wifi password 在 1Password 里，item 叫 '⟨ssid⟩'，⟨zh_date⟩ 更新的。",
    "PIN 我 memorise 了，没写下来。⟨zh_date⟩",
    "admin 密码 → Bitwarden 的 '⟨?羽毛球馆|跑团|驿站|民乐团⟩' folder，找 ⟨zh_name⟩ 开权限",
    "recovery codes 打印了放在保险柜，⟨zh_date⟩ 放的。",
]

TEMPLATES["placeholder"] = [
    """API_KEY=<your-api-key>  # 换成你自己的
PORT=⟨#3000-3999⟩""",
    "test card 4242 4242 4242 4242，expiry 随便填 ⟨#1-12⟩/⟨#28-35⟩，CVC 随便。",
    "password 填 YOUR_PASSWORD 只是 placeholder，user 是 ⟨user⟩。",
    "sk-... 这种是示例，真的 key 不要发群里。⟨zh_date⟩",
]

TEMPLATES["credential_talk"] = [
    "又要改 password 了，公司 policy 每 ⟨#60-120⟩ 天一次。",
    "忘了 PIN，card 被 ATM 吞了，⟨zh_date⟩ 去银行拿。",
    "OTP 一直收不到，等了 ⟨minutes⟩ 分钟，SMS 是不是被拦截了？⟨zh_app⟩ 也一样",
    "别把 wifi password 发到大群，⟨zh_name⟩ 说过好几次了。",
]

TEMPLATES["masked_value"] = [
    "card ending ⟨last4⟩ 付的。",
    "code 已发送到 ⟨mask_phone⟩",
    "API key ⟨mask_key⟩（只显示后四位）",
    "密码 ●●●●●● updated ⟨zh_date⟩",
]

TEMPLATES["public_key"] = [
    """把 public key 加到 authorized_keys：
⟨ssh_pub⟩""",
    "我的 GPG fingerprint 是 ⟨pgp_fpr⟩",
    "age recipient ⟨age_pub⟩ 用来加密备份。",
    "WireGuard peer 的 PublicKey = ⟨wg_pub⟩",
]

TEMPLATES["wallet_address"] = [
    "BTC address ⟨btc_addr⟩ 收款",
    "ETH 地址：⟨eth_addr⟩",
    "xpub 给 accountant 看账：⟨xpub⟩",
    "Dogecoin 地址 ⟨doge_addr⟩ 哈哈",
]

TEMPLATES["numeric_prose"] = [
    "⟨zh_date⟩ 的 flight ⟨flight⟩，⟨time⟩ 起飞。",
    "跑团 weekend long run ⟨km⟩ km，pace ⟨pace⟩。",
    "篮球 match 比分 ⟨score⟩，下周 rematch。",
    "room ⟨room⟩，⟨time⟩ 开 meeting。",
]

TEMPLATES["bip39_prose"] = [
    "Vocab test 的 word list：⟨bip_bad_en⟩",
    "今天学的 words：⟨bip_bad_en⟩",
    "这个 project 的 theme 是 ocean and forest，⟨zh_date⟩ present。",
    "书法班 practice 的字：⟨bip_bad_zh⟩",
]

TEMPLATES["identifier"] = [
    "ticket ID ⟨uuid⟩ 已关闭。",
    "commit ⟨git7⟩ 修了这个 bug。",
    "serial number ⟨serial⟩，还在保修期。",
    "球馆 member ID ⟨member_no⟩",
]

TEMPLATES["redacted_text"] = [
    "门禁 code: [REDACTED:door_code]，⟨zh_date⟩ 更新。",
    """redactions:
- pin
- security_answer
(captured ⟨isodate⟩，原文已脱敏)""",
    "email ⟨user⟩@[…] 的 domain 被截掉了。",
    "OTP [REDACTED:otp] 已用掉，⟨zh_name⟩ 登录成功。",
]

TEMPLATES["url_plain"] = [
    "报名 link：https://forms.⟨domain⟩/r/⟨serial⟩",
    "repo 在 git@github.com:⟨?tidewater-sc|crumbco|kilnroom⟩/⟨?site|rota|tills⟩.git，branch release-⟨semver⟩",
    "ssh ⟨user⟩@⟨host⟩ 登不上，是不是 key 的问题？",
    "docs 在 https://docs.⟨domain⟩/zh/⟨semver⟩/",
]
