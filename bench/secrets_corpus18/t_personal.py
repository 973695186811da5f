"""Templates: passwords, login pairs, PINs, OTPs, door codes, security answers, Wi-Fi,
cards, recovery codes.  Within a (kind, lang) group the 1st, 3rd, ... template go
to dev and the 2nd, 4th, ... to test."""
TEMPLATES = []


def add(kind, lang, *texts):
    for t in texts:
        TEMPLATES.append((kind, lang, t))


# ===========================================================================
# password_nl
# ===========================================================================
add("password_nl", "en",
"""⟪Sat¦Sun¦Wed⟫ ⟦date_en⟧ — ⟪winch driver training all morning, cold¦ridge soaring till four, lovely¦grounded by the wind again⟫. The launch-point tablet password ⟪changed again, it's now¦is now¦got reset to⟫ ⟦S⟧ (⟦name_en⟧ set it, ⟪blame him¦not me¦ask him why⟫).""",
"""[⟦ts_wa⟧] ⟦name_en⟧: the password for the ⟪costume store laptop¦rigging-loft PC¦box office till⟫ is ⟦S⟧ ⟪— don't put it on the fridge this time¦, please don't write it on the whiteboard¦🙏¦(case sensitive)⟫""",
"""Speaker 1  ⟦ts_otter⟧
Okay so the login for the ⟪hedgehog hospital email¦rescue's Facebook page¦donations inbox⟫, the password is, uh, ⟦S:pw_spell_en⟧. Got that?
Speaker 2  ⟦ts_otter⟧
⟪Got it, reading it back later.¦Yep.¦Hang on — yes, got it.⟫""",
"""> what did you change the ⟪PMR¦dispensary¦stock system⟫ password to ⟪after the audit¦on Friday¦when IT rang⟫?

It's ⟦S⟧ now. ⟪Same one for both dispensary PCs until IT sorts the domain.¦Don't share it with the locum.¦I'll change it again next month.⟫

⟦name_en⟧""",
"""Minutes — roller derby league committee, ⟦date_en⟧
1. Apologies: ⟦name_en⟧
2. ⟪Bout day rota agreed¦Kit order approved¦Venue deposit paid⟫
3. Website: ⟦name_en⟧ reset the admin login; new password ⟪⟦S⟧¦⟦S:pw_spaced⟧ (all lower case, with the spaces)⟫, to be changed after the bout
4. AOB: ⟪none¦skate sharpening on Tuesday¦first-aid refresher⟫""",
"""House-sitting notes for ⟦name_en⟧:
• feed the ⟪hedgehogs¦cats¦chickens⟫ at 8 and 10
• the laptop in the study opens with ⟦S⟧
• bins go out on ⟦weekday_en⟧ night
• ⟪vet number is on the fridge¦spare key is with next door¦heating is on a timer⟫""",
"""9:41 ▂▄▆ ⟪5G¦4G¦LTE⟫ ⟦n2⟧%
< Notes
⟪Mobile library van¦Library van¦Van (Tuesday route)⟫
⟪tablet login password¦issue-desk tablet password¦laptop password⟫: ⟦S:pw_phrase⟧
Done""",
"""Lift-pass office radio log ⟦hhmm⟧: ⟦name_en⟧ read the ⟪booking-system¦till¦ticket-printer⟫ password over channel ⟦n1⟧ — ⟦S:pw_nato⟧. ⟪Changing it tomorrow because half the mountain heard it.¦To be changed at close.¦Noted for the night shift.⟫""",
)

add("password_nl", "zh",
"""⟦name_zh⟧ ⟦ts_wx⟧
⟪陶艺工作室那台电脑¦拉坯间的笔记本¦店里收银电脑⟫的开机密码改成 ⟦S⟧ 了
⟦name_zh⟧ ⟦ts_wx⟧
⟪收到，明天我去烧窑¦好的¦记下了⟫""",
"""⟦date_zh⟧ ⟪晴¦多云¦小雨⟫ ⟪东南风3级¦北风4级¦无风⟫
出港前把船上⟪北斗终端¦渔船定位仪¦卫星电话⟫的登录密码改了：⟦S⟧，船老大知道，⟪别人先别说¦回港再告诉老二¦记在本子上了⟫。""",
"""（语音转文字）喂，⟪龙舟队公众号¦队里小程序¦报名系统⟫后台的密码我念给你啊，⟦S:pw_spell_zh⟧，⟪记下来没有¦你记一下¦别念错了⟫？""",
"""药店交接本 ⟦date_zh⟧
1. 医保结算系统密码已改为⟦S⟧
2. ⟪冷藏柜温度正常¦拆零药品已盘点¦麻黄碱登记已核对⟫
3. 处方登记本已归档
交班人：⟦name_zh⟧""",
"""⟦rel_zh⟧，你的⟪爱奇艺¦腾讯视频¦喜马拉雅⟫会员我帮你续了，登录密码是⟪⟦S:pw_pinyin⟧¦⟦S⟧⟫，⟪别告诉别人哈¦记不住就问我¦手机上已经登好了⟫""",
"""⟪备忘录¦便签¦提醒⟫：照相馆修图电脑 密码 ⟦S:pw_fw⟧（全角输入的，别切成半角）""",
)

add("password_nl", "mixed",
"""喂 ⟦name_en⟧，office 部 ⟪printer¦NAS¦router⟫ 嘅 admin password 改咗做 ⟦S⟧，⟪唔好 share 出去呀¦記住咗未¦下個月再改⟫""",
"""Eh the ⟪void deck¦condo function room¦community club⟫ booking portal password is ⟦S⟧ lah, 你登录了就 book 星期六 the ⟪BBQ pit¦function room¦badminton court⟫""",
"""CAF 网站的 mot de passe 我改成 ⟦S⟧ 了，下次 tu peux login 自己看 ⟪aides¦le dossier¦les paiements⟫""",
"""Site office ⟪laptop¦desktop¦tablet⟫ 的 Windows password：⟦S⟧，⟪camp boss 说周五前不要改¦only for the night shift¦别告诉 local drivers⟫""",
"""@⟦name_en⟧ ⟪staging¦demo¦QA⟫ 的 admin 面板 password 我 reset 成 ⟦S⟧ 了，⟪demo 完记得改回来¦别贴到 Slack¦今天 EOD 前有效⟫""",
"""[voice memo ⟦dur⟧] 那个 ⟪Steam partner¦Epic dev portal¦itch.io⟫ 后台的 password 是 ⟦S:pw_spell_zh⟧，okay？记住 case sensitive""",
)

# ===========================================================================
# login_pair (span = the password)
# ===========================================================================
add("login_pair", "en",
"""@code name,url,username,password,note
⟪kit room booking¦pitch booking¦ref portal⟫,https://bookings.youthfc.example/login,⟦user⟧,⟦S:pw_en⟧,
FA portal,https://wholegame.example/,⟦email⟧,see ⟪Rob¦Sam¦coach⟫,""",
"""⟪Router admin¦Modem settings¦Internet box⟫ (for the house-sitter):
- address 192.168.⟪1.1¦0.1¦1.254⟫
- user: admin / pass: ⟦S⟧
- ⟪don't press the reset button!¦if it's slow, unplug for 10 s¦the guest network is separate⟫""",
"""OPS-⟦n3⟧ · Summary: new starter account
Description: Created a login for ⟦name_en⟧ on the ⟪tailoring order system¦alterations booking app¦stock system⟫.
Username: ⟦user⟧
Temp password: ⟦S⟧
Priority: ⟪Medium¦Low¦High⟫ · Status: Done""",
"""@code url,username,password,totp,extra,name,grouping,fav
https://⟪portal.wholesaler.example¦orders.pharmasupply.example¦trade.chemist-direct.example⟫,⟦email⟧,⟦S:pw_en⟧,,,Wholesaler portal,⟪Pharmacy¦Shop¦Work⟫,0""",
"""Hi ⟦name_en⟧,
your account for the ⟪darts league results site¦league fixtures page¦scores app⟫:
login ⟦email⟧
pw ⟦S⟧
⟪Please change it on first sign-in.¦It'll ask you to set a new one.¦Shout if it doesn't work.⟫
Cheers, ⟦name_en⟧""",
"""@code machine ⟪ftp¦files¦upload⟫.⟦host⟧
  login ⟦user⟧
  password ⟦S:pw_en⟧""",
)

add("login_pair", "zh",
"""| 项目 | 内容 |
|---|---|
| 系统 | ⟪工地考勤机后台¦塔吊监控平台¦劳务实名制系统⟫ |
| 账号 | ⟦user_zh⟧ |
| 密码 | ⟦S⟧ |""",
"""村委会电脑 ⟪政务系统¦低保系统¦党建平台⟫ 账号：⟦user_zh⟧ 密码：⟦S⟧（⟦name_zh⟧保管，⟪别外传¦月底交接¦勿改⟫）""",
"""⟦nick_zh⟧：店里⟪美团商家版¦大众点评商家¦抖音来客⟫的账号 ⟦ph_cn_plain⟧，密码 ⟦S⟧
⟦nick_zh⟧：⟪好嘞，我晚上上新品¦收到¦登上了⟫""",
"""⟪今日工作¦日报¦工作记录⟫：给新来的收银员开了收银系统账号，用户名 ⟦user_zh⟧ / 初始密码 ⟦S⟧，⟪明天让她自己改掉¦已经告诉店长¦权限只开了收银⟫。""",
)

add("login_pair", "mixed",
"""Octopus 商户 portal：user ⟦user⟧ / pwd ⟦S⟧，⟪月尾 reconcile 用¦晚市 close 數用¦唔好亂改⟫""",
"""NParks volunteer portal 的 login 给你：⟦email⟧，password ⟦S⟧，⟪记得 change¦first login 会叫你改¦周末 event 要用⟫""",
"""Kaspi 商家后台 login: ⟦ph_kz⟧ / ⟦S⟧ — 老板说 ⟪don't share with the new cashier¦only for month-end¦改了要告诉他⟫""",
"""Vercel team account 先用我的：⟦email⟧ + ⟦S⟧，⟪周一 SSO 上线后就 disable¦别改 billing¦deploy 完告诉我⟫""",
)

# ===========================================================================
# pin
# ===========================================================================
add("pin", "en",
"""⟪BancoEstado¦Bank Leumi¦CIH Bank⟫ — PIN mailer
Your new card PIN is ⟦S:pin4⟧. ⟪Please memorise it and destroy this letter.¦Keep it secret and destroy this slip.¦You can change it at any ATM.⟫""",
"""Day ⟦n1⟧, ⟪services outside Bratislava¦truck stop near Lyon¦lay-by on the A1⟫. Fuel card PIN is ⟦S:pin4⟧, I keep forgetting it at the pump so it's going in here.""",
"""Voice memo ⟦dur⟧ — "...and the ⟪barrier¦ticket machine¦feed-room keypad⟫ at the livery yard wants the staff PIN, which is ⟦S:pin_words⟧, okay, bye\"""",
"""⟪Kid's tablet¦Noah's iPad¦The twins' Switch⟫:
- ⟪Screen Time passcode¦parental PIN¦restrictions PIN⟫: ⟦S:pin4⟧
- Apple ID: ⟪dad's¦mum's¦the family one⟫
- bedtime lock 20:00""",
"""⟪Dad's¦Mum's¦Aunt Rosa's⟫ debit card (⟪Wells Fargo¦Capital One¦Citi⟫) — PIN ⟦S:pin_pairs⟧, ⟪he says it as two numbers¦that's how it's said at home¦said as two pairs⟫. Power of attorney letter is in the blue folder.""",
"""> what's the ⟪SIM PIN¦phone PIN¦unlock PIN⟫ on the backup phone?
⟦S:pin4⟧. ⟪PUK is on the plastic card in the kitchen drawer.¦Don't get it wrong three times.¦Same as the old one.⟫""",
"""⟪Glider logbook app¦The flight-log tablet¦Launch log app⟫ locks after five minutes; unlock PIN ⟦S:pin6⟧ (club tablet only, not the phones).""",
"""Closing the till:
1. Z-read
2. supervisor PIN ⟦S:pin_sp⟧
3. cash bag into the ⟪safe¦drop box¦back office⟫
4. ⟪lights¦alarm¦shutters⟫""",
)

add("pin", "zh",
"""⟪外婆¦奶奶¦姥爷⟫老年机的开机密码 ⟦S:pin4⟧，⟪她老是忘，我记这儿¦记在这里备用¦换手机前别忘了⟫""",
"""爸爸⟪电子社保卡¦医保码¦养老金卡⟫的支付密码是⟦S:pin_zh⟧，他自己是这么念的""",
"""【备忘】⟦bank_zh⟧⟪工资卡¦储蓄卡¦社保卡⟫ 尾号⟦last4⟧ 取款密码 ⟦S:pin6⟧""",
"""（语音 ⟦dur⟧）那个⟪云闪付¦支付宝¦微信⟫的密码，六位，⟦S:pin_zh⟧，你帮我交一下⟪电费¦话费¦燃气费⟫""",
"""孩子⟪平板¦手机¦学习机⟫的家长控制密码 ⟦S:pin_fw⟧，别让他看到这条""",
"""| 卡 | 密码 |
|---|---|
| ⟪交通银行信用卡¦浦发信用卡¦民生储蓄卡⟫ | ⟦S:pin6⟧ |
| ⟪公交卡¦饭卡¦门禁卡⟫ | 无 |""",
)

add("pin", "mixed",
"""阿媽 ⟪HSBC¦Hang Seng¦BOC⟫ 張 ATM card 嘅 PIN 係 ⟦S:pin6⟧，佢叫我記住 in case 佢唔記得""",
"""⟪PayLah!¦NETS¦GrabPay⟫ 的 PIN ⟦S:pin6⟧，don't tell 弟弟""",
"""⟪JazzCash¦Easypaisa⟫ MPIN 是 ⟦S:pin4⟧，site 上 top-up ⟪用¦mobile credit 用¦给 drivers 转账用⟫""",
"""telebirr PIN ⟦S:pin_sp⟧，医疗队 shared phone ⟪用的¦only¦在 ward office⟫""",
"""OTP Bank ⟪卡的¦debit card 的¦Szeged 开的卡⟫ PIN：⟦S:pin4⟧（OTP 是银行的名字 not a code 哈）""",
"""ma carte ⟪Crédit Agricole¦La Banque Postale¦BNP⟫ 的 code PIN 是 ⟦S:pin4⟧，千万别忘了""",
)

# ===========================================================================
# otp
# ===========================================================================
add("otp", "en",
"""⟦S:otp6⟧ is your ⟪Singpass¦DBS¦OCBC¦PayNow⟫ verification code. It expires in ⟦mins⟧ minutes. Do not share it with anyone.""",
"""⟪Wells Fargo¦Capital One¦Citi⟫: Your code is ⟦S⟧. We will NEVER call to ask for this code. Reply HELP for help.""",
"""⟪Telegram code¦Login code⟫: ⟦S:otp5⟧

Do not give this code to anyone, even if they say they are from Telegram!

This code can be used to log in to your Telegram account. We never ask it for anything else.""",
"""Weird ⟪day¦evening¦morning⟫. Someone rang claiming to be from the bank and asked me to read out the code they'd just texted — ⟪⟦S:otp_sp⟧¦⟦S:otp_sep⟧⟫ — and like an idiot I did. ⟪Called the real bank after, card frozen.¦Bank says they'll refund it.¦Changed everything since.⟫""",
"""Messages • now
⟪Yape¦Nequi¦Bancolombia⟫
Your ⟪Yape¦Nequi¦Bancolombia⟫ confirmation code is ⟦S:otp6⟧. Valid for ⟦mins⟧ min.""",
"""Automated call, ⟦hhmm⟧: "Your ⟪Login.gov¦ID.me¦state portal⟫ one-time code is... ⟦S:otp_words⟧. Again, ...\"""",
"""Subject: Your ⟪ID.me¦Zelle¦Cash App⟫ code

Enter this code to continue: ⟪⟦S:otp_dash⟧¦⟦S:otp8⟧⟫
If you didn't request this, you can ignore this email.""",
"""[⟦ts_wa⟧] ⟦name_en⟧: ⟪mum¦grandad¦the lodger⟫ got a text with 4 numbers for the ⟪Evri¦Royal Mail¦DPD⟫ driver
[⟦ts_wa⟧] ⟦name_en⟧: ⟦S:otp4⟧ — give it to him at the door""",
)

add("otp", "zh",
"""【⟪平安银行¦浦发银行¦兴业银行⟫】验证码⟦S:otp6⟧，您正在进行⟪网银转账¦手机银行登录¦快捷支付⟫，金额⟦amount_cny⟧，切勿告知他人。""",
"""【⟪美团¦大众点评¦得物⟫】⟦S:otp6⟧（登录验证码），⟦mins⟧分钟内有效，请勿泄露。""",
"""（语音转文字）⟪妈¦爸¦奶奶⟫你把刚才那条短信里的六位数字念给我……⟦S:otp_zh⟧，对，就这个""",
"""⟪外婆¦姑妈¦隔壁王阿姨⟫说今天有个“客服”打电话，让她把短信验证码报过去，她报了“⟦S:otp6⟧”，还好我马上打了⟦bank_zh⟧冻结。""",
"""【⟪随申办¦粤省事¦浙里办⟫】您的登录动态码为：⟪⟦S:otp_sp⟧¦⟦S:otp_fw⟧⟫，有效期⟦mins⟧分钟。""",
"""【⟪德邦快递¦京东物流¦EMS⟫】您的快件派送需要签收码，签收码⟦S:otp4⟧，请在快递员上门时出示。""",
)

add("otp", "mixed",
"""⟪HSBC¦Hang Seng¦ZA Bank⟫ 個 SMS：你嘅一次性密碼係 ⟦S:otp6⟧，唔好話俾任何人知。我 forward 俾你 login 先""",
"""Oi the Singpass OTP is ⟦S:otp6⟧ quick 快点 key in, expire ⟪already¦soon lah¦in 2 min⟫""",
"""Doctolib 发来的 code de confirmation：⟦S:otp6⟧，帮我预约一下 ⟪mardi¦jeudi¦samedi⟫ 的 médecin""",
"""⟪Ualá¦Brubank¦Mercado Pago⟫ app 要 token，⟦S:otp_dash⟧，你 enter 一下我在开车""",
"""Kaspi 的 SMS code 是 ⟦S:otp4⟧，⟪transfer 要用，快¦login 要，快点¦pay 的时候要⟫""",
"""Steam Guard code: ⟦S:otp_steam⟧ —— ⟦name_zh⟧ 你登一下 partner 后台 ⟪upload build¦改 store page¦看 wishlist⟫""",
)

# ===========================================================================
# door_code
# ===========================================================================
add("door_code", "en",
"""⟪Stage door¦Scene dock¦Green room⟫ keypad: ⟦S:door_hash⟧ (changes every tour, check the call board)""",
"""⟪Tack room¦Feed room¦Hay barn⟫ padlock is ⟦S:padlock⟧ — please scramble the dials after!""",
"""Finds shed safe, the old dial one: ⟦S:dial⟧. ⟪Don't lock the context sheets in there.¦Jiggle the handle.¦Left to zero first.⟫""",
"""Welcome aboard ⟪Kingfisher¦Moorhen¦Dragonfly⟫!
Key safe by the mooring: ⟦S:door⟧
Wi-Fi: ask at the office
Lock keys are in the cabin drawer""",
"""Voice note ⟦dur⟧: "hi it's ⟦name_en⟧, gate code for the falconry centre is ⟦S:door_words⟧, see you at ⟪eight¦nine¦half seven⟫\"""",
"""Hut log ⟦date_en⟧. ⟪Winter room¦Boot room¦Store⟫ keypad reset to ⟦S⟧ — press the bell symbol after the digits.""",
)

add("door_code", "zh",
"""露营地⟪淋浴间¦储物间¦洗衣房⟫的密码锁 ⟦S:door⟧，管理员说每周一换""",
"""⟪围棋道场¦游泳馆员工通道¦菌菇大棚⟫大门密码 ⟦S:door_hash⟧，晚上最后走的人记得关灯锁门""",
"""（语音转文字）⟪单元门¦小区侧门¦楼下大门⟫密码是⟦S:door_zh⟧，你到了直接按就行""",
"""工地日志 ⟦date_zh⟧：⟪材料仓库¦钢筋棚¦工具房⟫换了密码锁，密码 ⟦S:padlock⟧，钥匙交项目部""",
)

add("door_code", "mixed",
"""大廈 lobby 個 door code 係 ⟦S:door_hash⟧，夜晚 ⟪11¦12⟫ 點後要用""",
"""Condo ⟪gym¦pool¦BBQ area⟫ door 密码 ⟦S:door⟧ — guard said change every month""",
"""L'immeuble 的 digicode 是 ⟦S:door⟧，进去后 ⟪deuxième¦troisième⟫ étage à gauche""",
"""Crew ⟪bar storeroom¦laundry¦gym locker⟫ 密码锁 ⟦S:padlock⟧，don't tell the guests lol""",
)

# ===========================================================================
# security_answer (span = the answer)
# ===========================================================================
add("security_answer", "en",
"""Security question: ⟪Name of your first pet?¦What was your first pet called?¦Your childhood pet's name⟫
⟪Answer¦Reply¦Your answer⟫: ⟦S:sa_pet⟧""",
"""Memorable place for ⟪Monzo¦Starling¦Nationwide⟫: ⟦S:sa_city⟧ (not that I've ever been)""",
"""[⟦ts_wa⟧] ⟦name_en⟧: what did we put as mum's maiden name for the ⟪pension line¦building society¦energy account⟫?
[⟦ts_wa⟧] ⟦name_en⟧: ⟦S:sa_maiden⟧, her real one""",
"""Called ⟪Capital One¦Wells Fargo¦Citi⟫ ⟦date_us⟧ — they asked for the ⟪security word: ⟦S:sa_word⟧¦memorable date: ⟦S:sa_date⟧⟫. Passed. Ref ⟦n3⟧.""",
"""The bank's other question was "first car" and I answered ⟦S:sa_car⟧ because that's what ⟪Dad¦Mum¦Grandad⟫ put years ago.""",
"""| Question | Reply |
|---|---|
| ⟪Favourite teacher¦Best teacher at school¦Teacher you remember⟫ | ⟦S:sa_teacher⟧ |""",
"""voice memo: ok so for the ⟪ameli¦impots¦CAF⟫ account the secret question is the street you grew up on, that's ⟦S:sa_street⟧, normal capitals""",
"""Note to self: for the old ⟪Yahoo¦Hotmail¦AOL⟫ the security answer is ⟦S:sa_food⟧ (favourite food, lower case).""",
)

add("security_answer", "zh",
"""密保问题：您母亲的姓名？
⟪答¦答案¦回答⟫：⟦S:sa_zh_name⟧""",
"""⟪QQ密保¦微博密保¦邮箱密保⟫ → ⟪我的小学校名：⟦S:sa_zh_school⟧¦父亲的生日：⟦S:sa_zh_date⟧⟫""",
"""⟪爸¦妈¦爷爷⟫的手机银行，密保问题是“出生地”，⟪他¦她¦他老人家⟫填的是⟦S:sa_zh_city⟧，不是老家县城""",
"""【密保设置】
问题⟦n1⟧ ⟪你最喜欢的食物¦你最爱吃的菜¦小时候最爱吃什么⟫
⟦S:sa_zh_food⟧""",
"""（语音转文字）那个问题是小时候的外号，你就填⟦S:sa_zh_nick⟧，⟪别问为什么¦三个字都要¦不用加空格⟫""",
"""打⟦bank_zh⟧客服，问了预留的安全问题，宠物名字，我说⟦S:sa_zh_pet⟧，⟪过了¦验证通过¦才给办⟫""",
)

add("security_answer", "mixed",
"""⟪HSBC¦Hang Seng¦BOC HK⟫ 嘅 security question "first school"，我填咗 ⟦S:sa_zh_school⟧""",
"""⟪CPF¦Singtel¦DBS⟫ security question：你最喜欢的歌手 → ⟦S:sa_zh_idol⟧""",
"""⟪Crédit Agricole¦La Banque Postale¦Boursorama⟫ 的 question secrète：ville de naissance de ta mère → ⟦S:sa_zh_city⟧""",
"""Apple ID 三个 security questions 我都填的同一个：⟦S:sa_pet⟧，the ⟪dog's¦cat's¦rabbit's⟫ name""",
"""Kaspi 问的 secret word 是 ⟦S:sa_word⟧，⟪我老婆设的¦我儿子设的¦三年前设的⟫""",
"""⟪Wise¦Revolut¦PayPal⟫ 那个 security question 的 answer is ⟦S:sa_teacher⟧（高中 English teacher）""",
)

# ===========================================================================
# wifi_password (span = the password)
# ===========================================================================
add("wifi_password", "en",
"""@code wifi:
  ssid: "⟦ssid⟧"
  password: "⟦S⟧"

esphome:
  name: ⟪winch-counter¦kiln-temp¦barn-door⟫""",
"""@code const char* ssid = "⟦ssid⟧";
const char* password = "⟦S⟧";

void setup() {
  WiFi.begin(ssid, password);
}""",
"""Welcome to the ⟪oyster shed¦bothy¦boathouse⟫!
Network: ⟦ssid⟧
Key: ⟦S⟧
⟪Please don't stream, the uplink is a 4G dongle.¦Router reboots itself at 3 am.¦Works best by the window.⟫""",
"""@code import network
wlan = network.WLAN(network.STA_IF)
wlan.active(True)
wlan.connect('⟦ssid⟧', '⟦S⟧')""",
"""[⟦ts_wa⟧] ⟦name_en⟧: wifi at the ⟪circus barn¦big top¦rehearsal studio⟫?
[⟦ts_wa⟧] ⟦name_en⟧: ⟦ssid⟧, password ⟦S⟧""",
"""@code networksetup -setairportnetwork en0 "⟦ssid⟧" '⟦S⟧'""",
"""Speaker 1  ⟦ts_otter⟧
the Wi-Fi key on the router sticker says ⟦S:wifi_digits⟧, ⟪no spaces¦all numbers¦that's it⟫""",
"""@code adb shell cmd wifi connect-network "⟦ssid⟧" wpa2 "⟦S⟧\"""",
)

add("wifi_password", "zh",
"""店里WiFi：⟦ssid⟧ 密码 ⟦S⟧（贴在⟪收银台下面¦门口¦墙上⟫）""",
"""⟪猫咖¦汉服店¦早餐店⟫无线网密码⟦S:wifi_digits⟧，客人问就告诉他们""",
"""房东发的：WiFi名 ⟦ssid⟧，密码⟦S⟧，⟪路由器别乱动¦网费他交¦晚上会自动重启⟫""",
"""（语音转文字）⟪家里¦店里¦奶奶家⟫wifi密码是⟦S:wifi_digits⟧，全是数字""",
"""| 名称 | ⟦ssid⟧ |
|---|---|
| 密码 | ⟦S⟧ |
| 加密 | ⟪WPA2¦WPA2/WPA3¦WPA3⟫ |""",
"""⟪扫码连网的二维码内容¦店里二维码解析出来是¦桌贴二维码⟫：WIFI:T:WPA;S:⟦ssid⟧;P:⟦S⟧;;""",
)

add("wifi_password", "mixed",
"""⟪屋企¦舖頭¦阿嫲屋企⟫ wifi 改咗 password，而家係 ⟦S⟧，network name 都係 ⟦ssid⟧""",
"""Office 新 WiFi：⟦ssid⟧，pw ⟦S⟧，不要给 ⟪vendor¦visitors¦interns⟫""",
"""Wifi de la coloc 密码：⟦S⟧，box 在⟪客厅¦走廊¦我房间⟫""",
"""Camp WiFi (PTCL) password ⟦S:wifi_digits⟧，⟪每天晚上都很 slow¦只有 mess hall 有信号¦drivers 不要用⟫""",
"""测试机 connect 到 ⟪QA-Lab¦Build-Farm¦Device-Lab⟫，password ⟦S⟧ —— 别连 guest network""",
"""Crew wifi 这周的 voucher password 是 ⟦S⟧，valid until ⟪Sunday¦Friday¦next port⟫""",
)

# ===========================================================================
# card_number (span = the card number)
# ===========================================================================
add("card_number", "en",
"""Booking the ⟪canal boat¦cottage¦campervan⟫ deposit by phone — read them my Visa ⟦S:card_visa⟧ exp ⟦expiry⟧ CVV ⟦cvv⟧.""",
"""card for the ⟪gliding club fees¦ski school invoice¦derby kit order⟫: ⟦S⟧, ⟦expiry⟧, ⟦cvv⟧""",
"""[⟦ts_wa⟧] ⟦name_en⟧: can you pay the ⟪vet bill¦farrier¦feed order⟫? Amex ⟦S:card_amex⟧ ⟦expiry⟧ security code ⟦cvv4⟧""",
"""| Card | Number | Exp | CVC |
|---|---|---|---|
| ⟪Starling debit¦Monzo¦Nationwide credit⟫ | ⟦S:card_mc⟧ | ⟦expiry⟧ | ⟦cvv⟧ |""",
"""Voice memo ⟦dur⟧: "the ⟪company¦fuel¦petty-cash⟫ card is ⟦S:card_plain⟧, expiry ⟦expiry⟧, the three digits are ⟦cvv⟧\"""",
"""Travel card (JCB) ⟦S:card_jcb⟧ valid thru ⟦expiry⟧ CVV ⟦cvv⟧ — for the ⟪Tokyo hotel¦Osaka ryokan¦rail passes⟫ only""",
)

add("card_number", "zh",
"""帮我在⟪携程¦去哪儿¦飞猪⟫订一下，信用卡号 ⟦S:card_zh⟧，有效期 ⟦expiry⟧，背面三位 ⟦cvv⟧""",
"""⟦bank_zh⟧储蓄卡 卡号⟦S:card_cup⟧（⟪工资卡，别绑乱七八糟的¦交房租用¦给⟦rel_zh⟧转生活费⟫）""",
"""⟪卡号¦信用卡¦外币卡⟫：⟦S:card_fw⟧ 有效期⟦expiry⟧ 安全码⟦cvv⟧""",
"""⟦nick_zh⟧：你的卡号发我一下
⟦nick_zh⟧：⟦S:card_zh⟧ 过期⟦expiry⟧ 背后⟦cvv⟧""",
)

add("card_number", "mixed",
"""幫我 book ⟪機票¦酒店¦船票⟫，用我張 Visa ⟦S:card_visa⟧，expiry ⟦expiry⟧，CVV ⟦cvv⟧""",
"""⟪Grab¦Foodpanda¦Shopee⟫ 绑的卡 ⟦S:card_mc⟧ exp ⟦expiry⟧ cvv ⟦cvv⟧，你帮我 update 一下""",
"""Carte bancaire 给你 ⟦S⟧，date d'expiration ⟦expiry⟧，cryptogramme ⟦cvv⟧⟪¦，pour la SNCF¦，帮我付 loyer⟫""",
"""⟪Temu¦SHEIN¦TikTok Shop⟫ 店铺 payment card：⟦S⟧，exp ⟦expiry⟧，CVV ⟦cvv⟧ —— 财务说 only for ads""",
)

# ===========================================================================
# recovery_codes
# ===========================================================================
add("recovery_codes", "en",
"""GitHub recovery codes (⟪stage-door¦derby-league¦hutnet⟫ org)
⟦S:rc_gh⟧
⟪Keep these somewhere safe.¦Printed copy in the safe.¦Each code works once.⟫""",
"""Google backup codes for the ⟪pharmacy¦club¦shop⟫ account — printed ⟦date_en⟧
⟦S:rc_google⟧""",
"""⟪Microsoft account¦Outlook¦Xbox⟫ recovery code: ⟦S:rc_ms⟧""",
"""Apple recovery key for ⟪Dad's iPad¦Mum's iPhone¦the family Mac⟫ (written on the card in the box): ⟦S:rc_apple⟧""",
"""One backup code left for the ⟪Proton¦Tuta¦Fastmail⟫ account: ⟦S:rc_single⟧ — make new ones!""",
"""> can you send me the backup codes for the ⟪league Discord¦club Zoom¦tour Dropbox⟫?
sure:
⟦S:rc_dash3⟧""",
"""BitLocker recovery key for the ⟪office PC¦front-desk laptop¦dig-cabin NUC⟫ (ID ⟦hexid8⟧): ⟦S:rc_bitlocker⟧""",
"""Backup codes for the ⟪ticketing site¦box office¦league portal⟫: ⟦S:rc_inline⟧ (crossed off the first two already).""",
)

add("recovery_codes", "zh",
"""⟪阿里云¦腾讯云¦天翼云⟫ MFA 备用码：
⟦S:rc_num8_zh⟧""",
"""⟪Gitee¦码云¦GitHub⟫ 恢复码（⟦date_zh⟧ 生成）
⟦S:rc_gh⟧""",
"""⟪网盘¦邮箱¦域名账号⟫的紧急恢复码 ⟦S:rc_upper8⟧，打印了一份放抽屉里""",
"""谷歌账号备用验证码（⟪在国外用的¦留学时注册的¦工作邮箱⟫）：
⟦S:rc_google⟧""",
"""苹果恢复密钥：⟦S:rc_apple⟧，⟦rel_zh⟧的 ⟪iPad¦iPhone¦Mac⟫ 用的""",
"""⟪只剩一个备用码了¦最后一个恢复码¦备用码就剩这个⟫：⟦S:rc_single⟧，用完记得重新生成""",
)

add("recovery_codes", "mixed",
"""⟪GitHub¦GitLab¦npm⟫ 嘅 recovery codes 我 copy 咗落嚟：
⟦S:rc_gh⟧""",
"""Microsoft 365 的 recovery code ⟦S:rc_ms⟧，IT 说 ⟪keep offline¦print it out¦don't save in OneDrive⟫""",
"""Codes de secours Google ⟪我放这里¦先存着¦餐厅那个 compte 的⟫：
⟦S:rc_google⟧""",
"""⟪Cloudflare¦Vercel¦Supabase⟫ backup codes (team account) 先放这：⟦S:rc_inline⟧""",
"""⟪Epic Games¦Ubisoft¦Battle.net⟫ backup codes：
⟦S:rc_alnum10⟧
—— 还没放进 password manager""",
"""Bitwarden 的 two-step login recovery code：⟦S:rc_words⟧，⟪打印出来了¦放保险箱¦family 都知道在哪⟫""",
)
