"""Chinese templates for secrets_corpus15.

Settings: 宠物医院, 合唱团, 攀岩馆, 婚庆公司, 果园/农家乐, 手机维修店, 舞蹈培训班,
高校课题组, 养殖场, 居委会, 菜市场摊位, 开锁公司, 房产中介, 族谱修订/宗亲会,
外卖骑手, 广场舞队, 二手书店, 眼镜店, 考研. Layouts: QQ 群聊导出, 交接班记录,
工作日报, 家书, 企业微信审批单, 通讯录备注, 值班日志, 账本, 维修单.
"""
T = {}

# ===========================================================================
# SECRET KINDS
# ===========================================================================
T["password_nl"] = [
"""交接班记录 ⁅date_zh⁆ 夜班
1. 3号笼的猫术后观察，体温正常
2. 前台电脑开机密码改成 ⁅S⁆ 了，别再用旧的
3. 疫苗冰箱温度 4℃，正常""",
"""⁅date_iso⁆ ⁅time_s⁆ ⁅nick_zh⁆(⁅qqnum⁆)
合唱团官网后台密码：⁅S⁆ 谁有空把上周演出的照片传一下""",
"""店里收银电脑的密码我念一下：⁅S:pw_spelled_zh⁆，记住了没有？""",
"""儿子：
你给我装的那个医保App，密码我老是记不住，写在这里：⁅S⁆
你有空回来再教教我。
妈 ⁅date_zh⁆""",
"""工作日报（⁅date_zh⁆）
今日完成：课题组新服务器装好系统，root 密码设为 ⁅S⁆
明日计划：配 conda 环境，挂载数据盘""",
"""婚庆公司剪辑电脑开机密码：⁅S:pw_fw⁆（用全角打的，别切输入法）""",
]

T["login_pair"] = [
"""房源系统
账号：⁅user_pinyin⁆
密码：⁅S⁆
（别外传，离职前交回）""",
"""【企业微信】审批单
申请人：⁅name_zh⁆
事由：开通门店收银系统账号
账号 ⁅user_pinyin⁆ / 初始密码 ⁅S⁆
状态：已通过""",
"""通讯录备注 · 果园快递对接
后台登录 ⁅phone_cn⁆ 密码 ⁅S⁆""",
"""@code {"用户名": "⁅user_pinyin⁆", "密码": "⁅S:pw_safe⁆", "门店": "城东店"}""",
"""骑手App账号就是手机号 ⁅phone_cn⁆，密码 ⁅S⁆，站长说别告诉别人""",
"""养殖场饲喂系统 工号 ⁅n4⁆ 口令 ⁅S⁆""",
]

T["otp"] = [
"""【⁅bank_zh⁆】您尾号⁅last4⁆的账户正在进行转账，验证码⁅S⁆，5分钟内有效，切勿告知他人。""",
"""【⁅app_zh⁆】验证码 ⁅S⁆，用于登录，⁅minutes⁆分钟内有效。如非本人操作请忽略本短信。""",
"""今天菜市场有人冒充快递打电话，叫我报手机上收到的验证码，我差点就念了⁅S⁆，幸好隔壁摊的王姐一把拦住了。""",
"""自动语音来电转文字：您好，您的动态验证码是 ⁅S:otp_zh⁆，请在页面输入，谢谢。""",
"""京东快递：您的包裹由⁅name_zh⁆配送，收货码 ⁅S:otp4⁆，签收时请出示给快递员。""",
"""眼镜店会员系统登录的短信码 ⁅S:otp_dash⁆ 已经过期了，再发一个吧""",
]

T["pin"] = [
"""爸的工资卡密码 ⁅S:pin6⁆，去银行办挂失要用""",
"""支付宝支付密码：⁅S:pin6⁆（别再用生日了）""",
"""语音转文字：那个卡的密码是 ⁅S:pin_zh⁆ 你记一下 别忘了""",
"""社保卡密码是⁅S:pin6⁆，卡放在抽屉的信封里。""",
"""维修单 #⁅n4⁆：客户手机锁屏密码 ⁅S⁆，修完记得提醒客户改掉""",
"""医保卡密码 ⁅S:pin_fw⁆，妈妈去药店拿药用""",
]

T["door_code"] = [
"""开锁师傅留言：新装的密码锁临时密码 ⁅S:door_digits⁆#，业主收房以后自己改。""",
"""舞蹈教室后门密码 ⁅S⁆，上完课记得关灯锁门""",
"""果园仓库挂锁密码：⁅S:padlock⁆""",
"""语音：单元门密码是 ⁅S:door_zh⁆，按完再按井号""",
]

T["security_answer"] = [
"""QQ 密保
问题一：您母亲的姓名？
⁅S:saz_name⁆""",
"""12306 的密保问题“您的出生地”填的是 ⁅S:saz_city⁆""",
"""密保：小学名称 → ⁅S:saz_school⁆""",
"""给妈设置的支付宝安全问题“您父亲的生日”——⁅S:saz_date⁆""",
"""客服电话记录 ⁅date_zh⁆：核对身份时问了宠物名字，我说的是⁅S:saz_pet⁆。""",
"""密保问题：最喜欢的电影是？
答：⁅S:saz_movie⁆""",
]

T["totp_secret"] = [
"""阿里云 MFA 密钥（扫不了码的时候手动输入）：⁅S:totp_groups⁆""",
"""群里 Gitee 两步验证的密钥：⁅S:totp32⁆，加到身份验证器里""",
"""身份验证器导出的链接：⁅S:totp_uri⁆""",
"""课题组服务器的谷歌验证器密钥 ⁅S:totp_lower⁆，每30秒变一次""",
"""群晖 NAS 两步验证 设置密钥：
⁅S:totp_2lines⁆""",
"""网店后台二次验证密钥 ⁅S:totp_dash⁆（千万别截图发群里）""",
]

T["recovery_codes"] = [
"""GitHub 恢复码（实验室账号）：
⁅S:rc_gh⁆""",
"""备用验证码（每个只能用一次）：
⁅S:rc_zh⁆""",
"""微软账户恢复代码：⁅S:rc_ms⁆""",
"""BitLocker 恢复密钥：
⁅S:rc_bitlocker⁆""",
"""谷歌账号备用码：⁅S:rc_inline⁆""",
"""今天用掉一个备用码 ⁅S:rc_single_gh⁆，剩下的在抽屉里""",
]

T["api_key"] = [
"""DeepSeek 的 key：⁅S:ak_deepseek⁆ 课题组一起用，省着点""",
"""阿里云 AccessKey
AccessKeyId：⁅aliyun_akid⁆
AccessKeySecret：⁅S:ak_aliyun_secret⁆""",
"""公众号开发配置：AppID ⁅wechat_appid⁆，AppSecret ⁅S:ak_wechat_secret⁆""",
"""通义千问 API-KEY ⁅S:ak_dashscope⁆，给小程序客服用""",
]

T["jwt"] = [
"""抓包看到的 token：⁅S⁆，用这个能直接调接口""",
"""@code # 店铺后台接口
curl -H "Authorization: Bearer ⁅S⁆" https://api.pethos.cn/v1/orders""",
"""小程序登录后返回的 token ⁅S⁆ 有效期七天""",
"""日志：登录成功 用户=⁅user_pinyin⁆ token=⁅S⁆""",
]

T["private_key"] = [
"""服务器私钥（课题组），千万别发群里：
⁅S:pk_pem⁆""",
"""@code # 部署用的 key
⁅S:pk_openssh⁆""",
"""PuTTY 密钥文件内容：
⁅S:pk_ppk⁆""",
"""支付宝开放平台 应用私钥：
⁅S:pk_rsa8⁆""",
]

T["card_number"] = [
"""爸的信用卡号 ⁅S:card_cn⁆，有效期 ⁅expiry⁆""",
"""交定金的卡：⁅S:card_up⁆ 户名 ⁅name_zh⁆""",
"""信用卡 ⁅S⁆ 安全码 ⁅cvv⁆ （订酒店用的）""",
"""银联卡号 ⁅S:card_up⁆ 眼镜店会员充值用的那张""",
]

T["crypto_wallet_key"] = [
"""imToken 导出的私钥：⁅S:wk_hex⁆""",
"""比特币纸钱包（WIF 格式）：⁅S:wk_wif⁆""",
"""MetaMask 私钥 ⁅S:wk_hex0x⁆ 转完币就作废""",
"""Phantom 钱包私钥：⁅S:wk_sol⁆""",
"""冷钱包扩展私钥 ⁅S:wk_xprv⁆""",
"""老爸的波场钱包私钥：⁅S:wk_eth⁆""",
]

T["mnemonic_bip39_en"] = [
"""助记词（英文）：⁅S:mn⁆""",
"""钱包助记词，按顺序：
⁅?⁅S:mn_num⁆|⁅S:mn_num_pad⁆⁆""",
"""抄在族谱最后一页的：
⁅S:mn_lines⁆""",
"""助记词 ⁅S:mn_inline_num⁆ 千万别拍照""",
"""冷钱包备份卡（四列）：
⁅S:mn_grid4⁆""",
"""语音转文字：助记词是 ⁅S:mn12⁆ 就这十二个""",
]

T["mnemonic_zh"] = [
"""助记词：⁅S:mnz⁆""",
"""钱包备份（中文助记词，一行一个）：
⁅S:mnz_lines⁆""",
"""助记词
⁅S:mnz_num_dun⁆
抄完把手机里的截图删掉""",
"""imToken 中文助记词 ⁅?⁅S:mnz_dun⁆|⁅S:mnz_comma⁆⁆""",
"""⁅S:mnz_grid3⁆
（老婆的钱包，三个一行）""",
"""记在账本背面的：⁅S:mnz_bracket⁆""",
"""助记词（全角编号）：⁅S:mnz_fwnum⁆""",
"""⁅date_zh⁆ 晴。今天整理老爸的书桌，除了工资条和药方，还翻出一张纸，上面是一行汉字，我猜是他炒币的助记词：
⁅S:mnz_ideo⁆
先锁进保险柜，周末问问小叔。""",
"""语音转文字 助记词是 ⁅S:mnz⁆ 你抄一下""",
"""冷钱包中文助记词：⁅?⁅S:mnz_pairs⁆|⁅S:mnz_dash⁆|⁅S:mnz_slash⁆|⁅S:mnz_dot⁆⁆""",
]

T["env_file"] = [
"""@code # 小程序后端 .env
WX_APPID=⁅wechat_appid⁆
WX_SECRET=⁅S:ak_wechat_secret⁆""",
"""@code export DASHSCOPE_API_KEY=⁅S:ak_dashscope⁆  # 通义千问""",
"""@code # 店铺后台
JWT_SIGNING_KEY=⁅S:ev_b64⁆
REDIS_URL=redis://cache:6379/0""",
"""@code # 门店配置
MYSQL_ROOT_PASSWORD=⁅S:ev_pw⁆""",
"""@code ALIYUN_SMS_SECRET=⁅S:ak_aliyun_secret⁆ # 短信服务""",
"""@code # 课题组 GPU 服务器 ~/.bashrc
export HF_TOKEN=⁅S:ak_hf⁆""",
]

T["connection_string"] = [
"""数据库连接串：⁅S:cs_mysql⁆""",
"""@code # application.properties 门店系统
spring.datasource.url=⁅S:cs_jdbc⁆""",
"""Navicat 连不上，用的是 ⁅S:cs_pg⁆""",
"""MongoDB 地址（房源库）：⁅S:cs_mongo⁆""",
"""缓存 Redis：⁅S:cs_redis⁆""",
"""SQL Server 连接字符串 ⁅S:cs_mssql⁆""",
]

T["url_credentials"] = [
"""钉钉机器人地址：⁅S:url_dingtalk⁆""",
"""摄像头 rtsp 地址：⁅S:url_rtsp⁆""",
"""飞书群机器人 webhook ⁅S:url_feishu⁆""",
"""企业微信群机器人：⁅S:url_wecom⁆""",
"""Gitee 仓库地址（带密码的那个）：⁅S:url_gitee⁆""",
"""NAS 的远程地址：⁅?⁅S:url_https⁆|⁅S:url_ftp⁆|⁅S:url_sftp⁆|⁅S:url_smb⁆⁆""",
]

T["wifi_password"] = [
"""店里 WiFi：⁅ssid_zh⁆ 密码 ⁅S:wifi_digits⁆""",
"""WiFi名：⁅ssid_zh⁆
密码：⁅S⁆""",
"""攀岩馆员工 WiFi 密码 ⁅S⁆（顾客用另一个）""",
"""路由器背面：无线网络名称 ⁅ssid_zh⁆ 无线密码 ⁅S:wifi_router⁆""",
"""语音：WiFi 密码是 ⁅S:wifi_pinyin⁆ 全小写""",
"""宠物医院无线网 ⁅ssid_zh⁆，密码 ⁅S:wifi_digits⁆""",
]

# ===========================================================================
# BENIGN KINDS
# ===========================================================================
T["checksum"] = [
"""⁅?路由器固件|收银机系统镜像|课题组服务器的安装盘|眼镜店验光仪升级包⁆ SHA256 校验值：⁅sha256⁆，⁅?和官网一致|校验通过|核对过了⁆""",
"""@code <!-- ⁅?店铺首页|婚庆公司官网|合唱团报名页⁆ -->
<script src="https://cdn.jsdelivr.net/npm/⁅cdn_lib⁆" integrity="⁅sri⁆" crossorigin="anonymous"></script>""",
"""下载的⁅?镜像文件|族谱扫描件|婚礼视频素材⁆ MD5：⁅md5⁆，⁅?校验通过|两份一样|没有损坏⁆""",
"""@code # ⁅?课题组镜像|门店系统镜像|小程序后端⁆
image: registry.cn-hangzhou.aliyuncs.com/⁅gh_org⁆/⁅repo⁆@⁅docker_digest⁆""",
]

T["postal_code"] = [
"""⁅?族谱样书|演出服|果园的苹果|二手书⁆寄到⁅cn_post#1.0⁆，邮编 ⁅cn_post#1.1⁆""",
"""收件地址：⁅cn_post#1.0⁆市⁅?人民路|解放路|建设路|中山路⁆⁅n2⁆号，邮政编码：⁅cn_post#1.1⁆""",
"""印度客户的地址：⁅in_pin#1.0⁆，PIN code ⁅in_pin#1.1⁆（印度的邮编叫 PIN，⁅?不是密码|别搞混|寄件单上要填⁆）""",
"""新加坡⁅?表哥|舅舅|同学⁆家的邮编 ⁅sg_postal⁆，⁅?春节寄年货用|寄书用|寄照片用⁆""",
]

T["code_config_benign"] = [
"""@code # 从环境变量读密钥
import os
key = os.getenv("⁅env_key_tok⁆")""",
"""@code password: ${⁅env_key_pw⁆}  # ⁅?在 docker 的 .env 里|部署时注入|别写死⁆""",
"""@code const ⁅var_js#1⁆ = process.env.⁅env_key_tok#2⁆ || ''; // ⁅?小程序密钥从环境变量取|不要写在代码里|线上由运维配置⁆""",
"""@code - name: ⁅?部署|发布|同步⁆
  env:
    TOKEN: ${{ secrets.⁅?DEPLOY_TOKEN|GITEE_TOKEN|OSS_SECRET|WX_SECRET⁆ }}""",
]

T["secret_reference"] = [
"""⁅?门店收银密码|后台管理员密码|保险柜密码|网银密码⁆ → ⁅?店长|老板|财务|⁅title_zh⁆⁆的 ⁅pm_name⁆ 里，其他人别问""",
"""⁅?保险柜密码|仓库门锁密码|网银U盾密码⁆只有⁅?老板|店长|我爸|⁅title_zh⁆⁆知道，没写在任何地方""",
"""⁅?WiFi 密码|路由器管理密码|收银机密码⁆贴在⁅?收银台下面|路由器背面|前台抽屉里⁆""",
"""助记词刻在钢板上，放在⁅bank_zh⁆的保险箱里，⁅?钥匙在律师那|两把钥匙各拿一把|只有我和老婆知道⁆""",
]

T["placeholder"] = [
"""@code # 配置示例
API_KEY=⁅?请填写你的密钥|<your-key>|xxxxxxxx⁆
DB_PASSWORD=⁅?此处填写|请替换|<password>⁆
PORT=⁅port⁆""",
"""测试用⁅?银联卡 6200 0000 0000 0005|Visa 卡 4242 4242 4242 4242|卡号 4111 1111 1111 1111⁆，有效期随便填，⁅?沙箱环境用|别用真卡|文档里写的⁆""",
"""@code -----BEGIN ⁅pem_label#1⁆-----
⁅?（把私钥粘贴在这里）|请替换为你的私钥|...⁆
-----END ⁅pem_label#1⁆-----""",
"""文档里的示例 key 是 ⁅?sk-xxxxxxxxxxxxxxxx|AKIAIOSFODNN7EXAMPLE|YOUR_API_KEY⁆，换成你自己的""",
]

T["credential_talk"] = [
"""银行说密码连续输错⁅?三|五⁆次就锁卡，⁅?妈妈|爸爸|奶奶|⁅title_zh⁆⁆今天就锁了""",
"""验证码千万别告诉任何人，⁅?客服不会问你要的|银行不会打电话要|快递员也不需要⁆""",
"""群里提醒：门禁密码每⁅?月1号|周一|季度⁆换，别发到群里""",
"""支付密码要⁅?6|8⁆位数字，不能用生日，也不能是连号，⁅?系统会提示|改了三次才成功|烦死了⁆""",
]

T["bip39_prose"] = [
"""今天听写的字：⁅bipz_bad12⁆""",
"""书法班练字：⁅bipz_bad12_nosp⁆""",
"""识字卡片：⁅bipz_bad12_dun⁆""",
"""孩子的作文：⁅?今天天气很好|周末下了一场雨|放学的时候|国庆节那天⁆，⁅?我和妈妈去公园放风筝|我们去果园摘苹果|奶奶带我去菜市场|爸爸教我骑自行车⁆，⁅?真开心|累坏了|还想再去|晚上吃了饺子⁆。""",
]

T["redacted_text"] = [
"""记忆：⁅?保险柜密码|银行卡密码|门禁密码⁆ [REDACTED:⁅?pin|door_code⁆]，在⁅?书房|抽屉|衣柜里⁆""",
"""redactions:
  - security_answer
  - ⁅?pin|otp|password⁆
来源：语音备忘 ⁅date_zh⁆""",
"""联系人：⁅name_zh⁆（⁅user_pinyin⁆@[…]）问了⁅?看房时间|婚礼流程|取件时间⁆""",
"""证据：「⁅?门禁密码|单元门密码|仓库密码⁆是 [REDACTED:door_code]」（微信聊天 ⁅date_zh⁆）""",
]

T["order_number"] = [
"""淘宝订单号 ⁅order_taobao⁆，⁅?狗粮两袋|舞蹈鞋|婚礼气球⁆，还没发货""",
"""京东订单 ⁅order_jd⁆ 已签收""",
"""拼多多订单编号：⁅order_pdd⁆""",
"""美团外卖订单号 ⁅order_meituan⁆，取餐号 ⁅pickup_no⁆""",
]

T["tracking_number"] = [
"""顺丰单号 ⁅track_sf⁆，明天到""",
"""中通快递 ⁅track_zto⁆ 已到驿站""",
"""圆通 ⁅track_yto⁆，寄给舞蹈班的演出服""",
"""EMS ⁅track_ems⁆，族谱样书寄回老家""",
]

T["invoice_number"] = [
"""发票代码 ⁅fapiao_code⁆ 发票号码 ⁅fapiao_no⁆，记得报销""",
"""电子发票号码：⁅fapiao_20⁆""",
"""公司税号 ⁅tax_id_cn⁆，开专票用""",
"""收据编号 ⁅receipt_no⁆，押金 ⁅rmb_int⁆""",
]

T["isbn"] = [
"""二手书店进货：ISBN ⁅isbn13⁆，⁅?八成新|九成新|有笔记⁆""",
"""考研参考书 书号 ⁅isbn13⁆""",
"""期刊 ISSN ⁅issn⁆，导师让我下载那篇综述""",
"""旧书 ISBN ⁅isbn10⁆，定价 ⁅rmb⁆""",
]

T["phone_number"] = [
"""宠物医院夜间急诊电话 ⁅phone_cn⁆""",
"""房东座机 ⁅phone_cn_land⁆""",
"""客服热线 ⁅phone_400⁆，工作日 9 点到 18 点""",
"""香港表姐的电话 ⁅phone_hk⁆""",
]

T["date_time"] = [
"""合唱团排练：⁅weekday_zh⁆晚上⁅?七点半|七点|八点⁆，地点社区活动室""",
"""母猪配种日期 ⁅date_zh⁆，预产期 114 天后""",
"""考研初试 12 月 ⁅exam_day⁆ 日，早上 8 点半入场，⁅?带好准考证|别忘了身份证|提前半小时到⁆""",
"""广场舞比赛 ⁅date_zh⁆ 下午⁅?两点|三点|两点半⁆开始""",
]

T["version_string"] = [
"""微信升级到 ⁅wechat_ver⁆ 以后小程序打不开了""",
"""鸿蒙系统版本 ⁅harmony⁆""",
"""路由器固件 ⁅fw⁆，别乱升级""",
"""收银 App 版本 ⁅version⁆，昨天自动更新的""",
]

T["masked_value"] = [
"""尾号 ⁅last4⁆ 的卡消费 ⁅rmb⁆""",
"""验证码已发送至 ⁅masked_phone⁆""",
"""支付密码 ⁅dots⁆（App 里显示的是圆点，⁅?看不到|不显示|正常⁆）""",
"""银行卡 ⁅masked_card⁆ 已绑定""",
]

T["public_material"] = [
"""收款地址（以太坊）：⁅eth_addr⁆""",
"""USDT 波场收款地址 ⁅tron_addr⁆""",
"""比特币收款地址 ⁅btc_addr⁆，可以公开""",
"""⁅?我的 SSH 公钥，加到服务器上：
⁅ssh_pub⁆|服务器的 TLS 证书（公开的，可以发）：
⁅cert_pem⁆⁆""",
]

T["identifier"] = [
"""旧手机 IMEI：⁅imei⁆""",
"""车牌 ⁅plate_cn⁆ 的车停在果园门口""",
"""设备序列号 ⁅serial⁆，保修到明年""",
"""@code 请求编号 ⁅uuid⁆ 返回 500""",
]

T["numeric_prose"] = [
"""今天卖了 ⁅n2⁆ 斤青菜，⁅n2⁆ 斤土豆，收入 ⁅rmb_int⁆""",
"""攀岩馆新线路难度 ⁅route_grade⁆，⁅n2⁆ 个手点""",
"""度数：左眼 ⁅n3⁆ 度，右眼 ⁅n3⁆ 度，瞳距 ⁅n2⁆""",
"""养殖场今天出栏 ⁅n2⁆ 头，平均 ⁅n3⁆ 斤""",
]

T["url_plain"] = [
"""活动报名链接：https://www.wjx.cn/vm/⁅n4⁆⁅n4⁆.aspx?from=wechat""",
"""@code git clone git@gitee.com:⁅gh_org⁆/⁅repo⁆.git  # 课题组代码""",
"""地图链接 https://uri.amap.com/marker?position=104.0⁅n4⁆,30.6⁅n4⁆&name=果园""",
"""@code ssh ⁅user_pinyin⁆@⁅ip10⁆ -p 22  # 跳板机，用密钥登录""",
]

T["env_benign"] = [
"""@code # 门店配置
NODE_ENV=production
PORT=⁅port⁆
TZ=Asia/Shanghai""",
"""@code DB_HOST=⁅ip10⁆
DB_NAME=⁅dbname⁆
DB_USER=⁅dbuser⁆  # 密码在 Vault 里""",
"""@code export OSS_BUCKET=⁅?lab-data|shop-images|wedding-photos⁆
export OSS_REGION=oss-cn-⁅?hangzhou|shanghai|beijing⁆  # 课题组""",
"""@code LOG_LEVEL=⁅?info|debug|warn⁆
FEATURE_COUPON=⁅?true|false⁆  # 优惠券功能开关
MAX_UPLOAD_MB=⁅n2⁆""",
]
