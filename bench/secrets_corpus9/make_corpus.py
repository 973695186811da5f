#!/usr/bin/env python3
"""Generate secrets_corpus9: a blind secret-detection corpus for mimvault.

Written from issue 18's description of the task alone (what counts as a secret,
the kinds, the benign look-alikes, EN/ZH/mixed), without looking at the detector,
its tests or any earlier corpus.  Templates x value generators; every value that
has a checksum gets a valid one (Luhn card numbers, BIP39 English and Chinese
mnemonics, base58check WIF keys, base58check/bech32 public addresses), and every
benign card-like number is Luhn-invalid.  Templates are split between dev and
test, so no phrasing appears in both splits.

Python 3.11 standard library only.  Deterministic: the same files every run.

    python3 make_corpus.py            # writes dev.jsonl and test.jsonl next to this file
    python3 make_corpus.py --out DIR  # somewhere else
"""
import argparse
import base64
import hashlib
import json
import os
import random
import re
import struct
from collections import Counter, defaultdict

SEED = 9_2024_0918
PER_SPLIT = 500
LANG_TARGET = {"en": 200, "zh": 175, "mixed": 125}  # 40 / 35 / 25 % of each split

# --------------------------------------------------------------------------
# BIP39 word lists (English and Chinese simplified), embedded verbatim from
# the BIP39 specification; checked against the published SHA-256 of the files.
# --------------------------------------------------------------------------
BIP39_EN_TEXT = """
abandon ability able about above absent absorb abstract absurd abuse access accident account accuse
achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust
admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport
aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter always
amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce
annual another answer antenna antique anxiety any apart apology appear apple approve april arch
arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist
artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract
auction audit august aunt author auto autumn average avocado avoid awake aware away awesome awful
awkward axis baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely
bargain barrel base basic basket battle beach bean beauty because become beef before begin behave
behind believe below belt bench benefit best betray better between beyond bicycle bid bike bind
biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse
blue blur blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom
bounce box boy bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk
broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet
bundle bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus
cage cake call calm camera camp can canal cancel candy cannon canoe canvas canyon capable capital
captain car carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch
category cattle caught cause caution cave ceiling celery cement census century cereal certain chair
chalk champion change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken
chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city
civil claim clap clarify claw clay clean clerk clever click client cliff climb clinic clip clock
clog close cloth cloud clown club clump cluster clutch coach coast coconut code coffee coil coin
collect color column combine come comfort comic common company concert conduct confirm congress
connect consider control convince cook cool copper copy coral core corn correct cost cotton couch
country couple course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy
cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise
crumble crunch crush cry crystal cube culture cup cupboard curious current curtain curve cushion
custom cute cycle dad damage damp dance danger daring dash daughter dawn day deal debate debris
decade december decide decline decorate decrease deer defense define defy degree delay deliver
demand demise denial dentist deny depart depend deposit depth deputy derive describe desert design
desk despair destroy detail detect develop device devote diagram dial diamond diary dice diesel diet
differ digital dignity dilemma dinner dinosaur direct dirt disagree discover disease dish dismiss
disorder display distance divert divide divorce dizzy doctor document dog doll dolphin domain donate
donkey donor door dose double dove draft dragon drama drastic draw dream dress drift drill drink
drip drive drop drum dry duck dumb dune during dust dutch duty dwarf dynamic eager eagle early earn
earth easily east easy echo ecology economy edge edit educate effort egg eight either elbow elder
electric elegant element elephant elevator elite else embark embody embrace emerge emotion employ
empower empty enable enact end endless endorse enemy energy enforce engage engine enhance enjoy
enlist enough enrich enroll ensure enter entire entry envelope episode equal equip era erase erode
erosion error erupt escape essay essence estate eternal ethics evidence evil evoke evolve exact
example excess exchange excite exclude excuse execute exercise exhaust exhibit exile exist exit
exotic expand expect expire explain expose express extend extra eye eyebrow fabric face faculty fade
faint faith fall false fame family famous fan fancy fantasy farm fashion fat fatal father fatigue
fault favorite feature february federal fee feed feel female fence festival fetch fever few fiber
fiction field figure file film filter final find fine finger finish fire firm first fiscal fish fit
fitness fix flag flame flash flat flavor flee flight flip float flock floor flower fluid flush fly
foam focus fog foil fold follow food foot force forest forget fork fortune forum forward fossil
foster found fox fragile frame frequent fresh friend fringe frog front frost frown frozen fruit fuel
fun funny furnace fury future gadget gain galaxy gallery game gap garage garbage garden garlic
garment gas gasp gate gather gauge gaze general genius genre gentle genuine gesture ghost giant gift
giggle ginger giraffe girl give glad glance glare glass glide glimpse globe gloom glory glove glow
glue goat goddess gold good goose gorilla gospel gossip govern gown grab grace grain grant grape
grass gravity great green grid grief grit grocery group grow grunt guard guess guide guilt guitar
gun gym habit hair half hammer hamster hand happy harbor hard harsh harvest hat have hawk hazard
head health heart heavy hedgehog height hello helmet help hen hero hidden high hill hint hip hire
history hobby hockey hold hole holiday hollow home honey hood hope horn horror horse hospital host
hotel hour hover hub huge human humble humor hundred hungry hunt hurdle hurry hurt husband hybrid
ice icon idea identify idle ignore ill illegal illness image imitate immense immune impact impose
improve impulse inch include income increase index indicate indoor industry infant inflict inform
inhale inherit initial inject injury inmate inner innocent input inquiry insane insect inside
inspire install intact interest into invest invite involve iron island isolate issue item ivory
jacket jaguar jar jazz jealous jeans jelly jewel job join joke journey joy judge juice jump jungle
junior junk just kangaroo keen keep ketchup key kick kid kidney kind kingdom kiss kit kitchen kite
kitten kiwi knee knife knock know lab label labor ladder lady lake lamp language laptop large later
latin laugh laundry lava law lawn lawsuit layer lazy leader leaf learn leave lecture left leg legal
legend leisure lemon lend length lens leopard lesson letter level liar liberty library license life
lift light like limb limit link lion liquid list little live lizard load loan lobster local lock
logic lonely long loop lottery loud lounge love loyal lucky luggage lumber lunar lunch luxury lyrics
machine mad magic magnet maid mail main major make mammal man manage mandate mango mansion manual
maple marble march margin marine market marriage mask mass master match material math matrix matter
maximum maze meadow mean measure meat mechanic medal media melody melt member memory mention menu
mercy merge merit merry mesh message metal method middle midnight milk million mimic mind minimum
minor minute miracle mirror misery miss mistake mix mixed mixture mobile model modify mom moment
monitor monkey monster month moon moral more morning mosquito mother motion motor mountain mouse
move movie much muffin mule multiply muscle museum mushroom music must mutual myself mystery myth
naive name napkin narrow nasty nation nature near neck need negative neglect neither nephew nerve
nest net network neutral never news next nice night noble noise nominee noodle normal north nose
notable note nothing notice novel now nuclear number nurse nut oak obey object oblige obscure
observe obtain obvious occur ocean october odor off offer office often oil okay old olive olympic
omit once one onion online only open opera opinion oppose option orange orbit orchard order ordinary
organ orient original orphan ostrich other outdoor outer output outside oval oven over own owner
oxygen oyster ozone pact paddle page pair palace palm panda panel panic panther paper parade parent
park parrot party pass patch path patient patrol pattern pause pave payment peace peanut pear
peasant pelican pen penalty pencil people pepper perfect permit person pet phone photo phrase
physical piano picnic picture piece pig pigeon pill pilot pink pioneer pipe pistol pitch pizza place
planet plastic plate play please pledge pluck plug plunge poem poet point polar pole police pond
pony pool popular portion position possible post potato pottery poverty powder power practice praise
predict prefer prepare present pretty prevent price pride primary print priority prison private
prize problem process produce profit program project promote proof property prosper protect proud
provide public pudding pull pulp pulse pumpkin punch pupil puppy purchase purity purpose purse push
put puzzle pyramid quality quantum quarter question quick quit quiz quote rabbit raccoon race rack
radar radio rail rain raise rally ramp ranch random range rapid rare rate rather raven raw razor
ready real reason rebel rebuild recall receive recipe record recycle reduce reflect reform refuse
region regret regular reject relax release relief rely remain remember remind remove render renew
rent reopen repair repeat replace report require rescue resemble resist resource response result
retire retreat return reunion reveal review reward rhythm rib ribbon rice rich ride ridge rifle
right rigid ring riot ripple risk ritual rival river road roast robot robust rocket romance roof
rookie room rose rotate rough round route royal rubber rude rug rule run runway rural sad saddle
sadness safe sail salad salmon salon salt salute same sample sand satisfy satoshi sauce sausage save
say scale scan scare scatter scene scheme school science scissors scorpion scout scrap screen script
scrub sea search season seat second secret section security seed seek segment select sell seminar
senior sense sentence series service session settle setup seven shadow shaft shallow share shed
shell sheriff shield shift shine ship shiver shock shoe shoot shop short shoulder shove shrimp shrug
shuffle shy sibling sick side siege sight sign silent silk silly silver similar simple since sing
siren sister situate six size skate sketch ski skill skin skirt skull slab slam sleep slender slice
slide slight slim slogan slot slow slush small smart smile smoke smooth snack snake snap sniff snow
soap soccer social sock soda soft solar soldier solid solution solve someone song soon sorry sort
soul sound soup source south space spare spatial spawn speak special speed spell spend sphere spice
spider spike spin spirit split spoil sponsor spoon sport spot spray spread spring spy square squeeze
squirrel stable stadium staff stage stairs stamp stand start state stay steak steel stem step stereo
stick still sting stock stomach stone stool story stove strategy street strike strong struggle
student stuff stumble style subject submit subway success such sudden suffer sugar suggest suit
summer sun sunny sunset super supply supreme sure surface surge surprise surround survey suspect
sustain swallow swamp swap swarm swear sweet swift swim swing switch sword symbol symptom syrup
system table tackle tag tail talent talk tank tape target task taste tattoo taxi teach team tell ten
tenant tennis tent term test text thank that theme then theory there they thing this thought three
thrive throw thumb thunder ticket tide tiger tilt timber time tiny tip tired tissue title toast
tobacco today toddler toe together toilet token tomato tomorrow tone tongue tonight tool tooth top
topic topple torch tornado tortoise toss total tourist toward tower town toy track trade traffic
tragic train transfer trap trash travel tray treat tree trend trial tribe trick trigger trim trip
trophy trouble truck true truly trumpet trust truth try tube tuition tumble tuna tunnel turkey turn
turtle twelve twenty twice twin twist two type typical ugly umbrella unable unaware uncle uncover
under undo unfair unfold unhappy uniform unique unit universe unknown unlock until unusual unveil
update upgrade uphold upon upper upset urban urge usage use used useful useless usual utility vacant
vacuum vague valid valley valve van vanish vapor various vast vault vehicle velvet vendor venture
venue verb verify version very vessel veteran viable vibrant vicious victory video view village
vintage violin virtual virus visa visit visual vital vivid vocal voice void volcano volume vote
voyage wage wagon wait walk wall walnut want warfare warm warrior wash wasp waste water wave way
wealth weapon wear weasel weather web wedding weekend weird welcome west wet whale what wheat wheel
when where whip whisper wide width wife wild will win window wine wing wink winner winter wire
wisdom wise wish witness wolf woman wonder wood wool word work world worry worth wrap wreck wrestle
wrist write wrong yard year yellow you young youth zebra zero zone zoo
"""
BIP39_ZH_TEXT = """
的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十
三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全
表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料
象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任
取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清美再采转更单风切打白教速花带安场
身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需段研界拉林律叫且究观越织装影算
低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感劳便团往酸历市克何除消构府称太准精值号率族维划选标写
存候毛亲快效斯院查江型眼王按格养易置派层片始却专状育厂京识适属圆包火住调满县局照参红细引听该铁价严首底液官德随病苏失尔死讲配女黄
推显谈罪神艺呢席含企望密批营项防举球英氧势告李台落木帮轮破亚师围注远字材排供河态封另施减树溶怎止案言士均武固叶鱼波视仅费紧爱左章
早朝害续轻服试食充兵源判护司足某练差致板田降黑犯负击范继兴似余坚曲输修故城夫够送笔船占右财吃富春职觉汉画功巴跟虽杂飞检吸助升阳互
初创抗考投坏策古径换未跑留钢曾端责站简述钱副尽帝射草冲承独令限阿宣环双请超微让控州良轴找否纪益依优顶础载倒房突坐粉敌略客袁冷胜绝
析块剂测丝协诉念陈仍罗盐友洋错苦夜刑移频逐靠混母短皮终聚汽村云哪既距卫停烈央察烧迅境若印洲刻括激孔搞甚室待核校散侵吧甲游久菜味旧
模湖货损预阻毫普稳乙妈植息扩银语挥酒守拿序纸医缺雨吗针刘啊急唱误训愿审附获茶鲜粮斤孩脱硫肥善龙演父渐血欢械掌歌沙刚攻谓盾讨晚粒乱
燃矛乎杀药宁鲁贵钟煤读班伯香介迫句丰培握兰担弦蛋沉假穿执答乐谁顺烟缩征脸喜松脚困异免背星福买染井概慢怕磁倍祖皇促静补评翻肉践尼衣
宽扬棉希伤操垂秋宜氢套督振架亮末宪庆编牛触映雷销诗座居抓裂胞呼娘景威绿晶厚盟衡鸡孙延危胶屋乡临陆顾掉呀灯岁措束耐剧玉赵跳哥季课凯
胡额款绍卷齐伟蒸殖永宗苗川炉岩弱零杨奏沿露杆探滑镇饭浓航怀赶库夺伊灵税途灭赛归召鼓播盘裁险康唯录菌纯借糖盖横符私努堂域枪润幅哈竟
熟虫泽脑壤碳欧遍侧寨敢彻虑斜薄庭纳弹饲伸折麦湿暗荷瓦塞床筑恶户访塔奇透梁刀旋迹卡氯遇份毒泥退洗摆灰彩卖耗夏择忙铜献硬予繁圈雪函亦
抽篇阵阴丁尺追堆雄迎泛爸楼避谋吨野猪旗累偏典馆索秦脂潮爷豆忽托惊塑遗愈朱替纤粗倾尚痛楚谢奋购磨君池旁碎骨监捕弟暴割贯殊释词亡壁顿
宝午尘闻揭炮残冬桥妇警综招吴付浮遭徐您摇谷赞箱隔订男吹园纷唐败宋玻巨耕坦荣闭湾键凡驻锅救恩剥凝碱齿截炼麻纺禁废盛版缓净睛昌婚涉筒
嘴插岸朗庄街藏姑贸腐奴啦惯乘伙恢匀纱扎辩耳彪臣亿璃抵脉秀萨俄网舞店喷纵寸汗挂洪贺闪柬爆烯津稻墙软勇像滚厘蒙芳肯坡柱荡腿仪旅尾轧冰
贡登黎削钻勒逃障氨郭峰币港伏轨亩毕擦莫刺浪秘援株健售股岛甘泡睡童铸汤阀休汇舍牧绕炸哲磷绩朋淡尖启陷柴呈徒颜泪稍忘泵蓝拖洞授镜辛壮
锋贫虚弯摩泰幼廷尊窗纲弄隶疑氏宫姐震瑞怪尤琴循描膜违夹腰缘珠穷森枝竹沟催绳忆邦剩幸浆栏拥牙贮礼滤钠纹罢拍咱喊袖埃勤罚焦潜伍墨欲缝
姓刊饱仿奖铝鬼丽跨默挖链扫喝袋炭污幕诸弧励梅奶洁灾舟鉴苯讼抱毁懂寒智埔寄届跃渡挑丹艰贝碰拔爹戴码梦芽熔赤渔哭敬颗奔铅仲虎稀妹乏珍
申桌遵允隆螺仓魏锐晓氮兼隐碍赫拨忠肃缸牵抢博巧壳兄杜讯诚碧祥柯页巡矩悲灌龄伦票寻桂铺圣恐恰郑趣抬荒腾贴柔滴猛阔辆妻填撤储签闹扰紫
砂递戏吊陶伐喂疗瓶婆抚臂摸忍虾蜡邻胸巩挤偶弃槽劲乳邓吉仁烂砖租乌舰伴瓜浅丙暂燥橡柳迷暖牌秧胆详簧踏瓷谱呆宾糊洛辉愤竞隙怒粘乃绪肩
籍敏涂熙皆侦悬掘享纠醒狂锁淀恨牲霸爬赏逆玩陵祝秒浙貌役彼悉鸭趋凤晨畜辈秩卵署梯炎滩棋驱筛峡冒啥寿译浸泉帽迟硅疆贷漏稿冠嫩胁芯牢叛
蚀奥鸣岭羊凭串塘绘酵融盆锡庙筹冻辅摄袭筋拒僚旱钾鸟漆沈眉疏添棒穗硝韩逼扭侨凉挺碗栽炒杯患馏劝豪辽勃鸿旦吏拜狗埋辊掩饮搬骂辞勾扣估
蒋绒雾丈朵姆拟宇辑陕雕偿蓄崇剪倡厅咬驶薯刷斥番赋奉佛浇漫曼扇钙桃扶仔返俗亏腔鞋棱覆框悄叔撞骗勘旺沸孤吐孟渠屈疾妙惜仰狠胀谐抛霉桑
岗嘛衰盗渗脏赖涌甜曹阅肌哩厉烃纬毅昨伪症煮叹钉搭茎笼酷偷弓锥恒杰坑鼻翼纶叙狱逮罐络棚抑膨蔬寺骤穆冶枯册尸凸绅坯牺焰轰欣晋瘦御锭锦
丧旬锻垄搜扑邀亭酯迈舒脆酶闲忧酚顽羽涨卸仗陪辟惩杭姚肚捉飘漂昆欺吾郎烷汁呵饰萧雅邮迁燕撒姻赴宴烦债帐斑铃旨醇董饼雏姿拌傅腹妥揉贤
拆歪葡胺丢浩徽昂垫挡览贪慰缴汪慌冯诺姜谊凶劣诬耀昏躺盈骑乔溪丛卢抹闷咨刮驾缆悟摘铒掷颇幻柄惠惨佳仇腊窝涤剑瞧堡泼葱罩霍捞胎苍滨俩
捅湘砍霞邵萄疯淮遂熊粪烘宿档戈驳嫂裕徙箭捐肠撑晒辨殿莲摊搅酱屏疫哀蔡堵沫皱畅叠阁莱敲辖钩痕坝巷饿祸丘玄溜曰逻彭尝卿妨艇吞韦怨矮歇
"""
BIP39_EN = BIP39_EN_TEXT.split()
BIP39_ZH = list(BIP39_ZH_TEXT.replace("\n", ""))
assert len(BIP39_EN) == 2048 and len(BIP39_ZH) == 2048
assert hashlib.sha256(("\n".join(BIP39_EN) + "\n").encode()).hexdigest() == \
    "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda", "english.txt mismatch"
assert hashlib.sha256(("\n".join(BIP39_ZH) + "\n").encode()).hexdigest() == \
    "5c5942792bd8340cb8b27cd592f1015edf56a8c5b26276ee18a482428e7c5726", "chinese_simplified.txt mismatch"


# --------------------------------------------------------------------------
# Checksums and encodings
# --------------------------------------------------------------------------
def entropy_to_mnemonic(entropy, words):
    n = len(entropy) * 8
    cs = n // 32
    h = hashlib.sha256(entropy).digest()
    bits = int.from_bytes(entropy, "big") << cs | (int.from_bytes(h, "big") >> (256 - cs))
    total = n + cs
    return [words[(bits >> (total - 11 * (i + 1))) & 2047] for i in range(total // 11)]


def mnemonic_valid(ws, words):
    idx = {w: i for i, w in enumerate(words)}
    if len(ws) not in (12, 15, 18, 21, 24) or any(w not in idx for w in ws):
        return False
    bits = 0
    for w in ws:
        bits = bits << 11 | idx[w]
    total = 11 * len(ws)
    cs = total // 33
    ent = (bits >> cs).to_bytes((total - cs) // 8, "big")
    return (bits & ((1 << cs) - 1)) == hashlib.sha256(ent).digest()[0] >> (8 - cs)


# BIP39 reference test vector (entropy 00..00) must come out right.
assert " ".join(entropy_to_mnemonic(bytes(16), BIP39_EN)) == "abandon " * 11 + "about"
assert " ".join(entropy_to_mnemonic(b"\xff" * 16, BIP39_EN)) == "zoo " * 11 + "wrong"


def luhn_ok(digits):
    s = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def luhn_complete(r, prefix, length):
    body = prefix + "".join(r.choice("0123456789") for _ in range(length - len(prefix) - 1))
    for c in "0123456789":
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def luhn_bad(r, prefix, length):
    while True:
        d = prefix + "".join(r.choice("0123456789") for _ in range(length - len(prefix)))
        if not luhn_ok(d):
            return d


B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58encode(b):
    n = int.from_bytes(b, "big")
    out = ""
    while n:
        n, m = divmod(n, 58)
        out = B58[m] + out
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + out


def b58check(payload):
    return b58encode(payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4])


def b58check_ok(s):
    n = 0
    for ch in s:
        n = n * 58 + B58.index(ch)
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    raw = b"\0" * (len(s) - len(s.lstrip("1"))) + raw
    return hashlib.sha256(hashlib.sha256(raw[:-4]).digest()).digest()[:4] == raw[-4:]


BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def bech32_address(hrp, witprog):
    def polymod(values):
        gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
        chk = 1
        for v in values:
            b = chk >> 25
            chk = (chk & 0x1ffffff) << 5 ^ v
            for i in range(5):
                chk ^= gen[i] if (b >> i) & 1 else 0
        return chk
    acc = bits = 0
    data = [0]
    for x in witprog:
        acc = acc << 8 | x
        bits += 8
        while bits >= 5:
            bits -= 5
            data.append(acc >> bits & 31)
    if bits:
        data.append(acc << (5 - bits) & 31)
    hx = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp]
    pm = polymod(hx + data + [0] * 6) ^ 1
    chk = [pm >> 5 * (5 - i) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH32[d] for d in data + chk)


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def b64(b):
    return base64.b64encode(b).decode()


def wrap(s, n):
    return "\n".join(s[i:i + n] for i in range(0, len(s), n))


def rbytes(r, n):
    return bytes(r.randrange(256) for _ in range(n))


def rs(r, n, alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"):
    return "".join(r.choice(alphabet) for _ in range(n))


HEX = "0123456789abcdef"
UPPER_NUM = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
DIG = "0123456789"
ZH_DIGITS = "零一二三四五六七八九"
EN_DIGITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]

# --------------------------------------------------------------------------
# Fillers shared by all templates
# --------------------------------------------------------------------------
EN_NAMES = ["Ana", "Tomasz", "Priya", "Olu", "Marguerite", "Kwame", "Siobhan", "Rahul", "Ingrid",
            "Dev", "Hamish", "Lucía", "Bea", "Yusuf", "Noor", "Callum", "Femi", "Greta"]
ZH_NAMES = ["小林", "王姐", "阿杰", "陈老师", "老周", "晓雯", "大刘", "佳佳", "阿梅", "小宋", "何师傅", "琪琪"]
EN_PLACES = ["the bell-ringers' tower", "the rowing club boathouse", "the puppet theatre", "the glassblowing studio",
             "the community fridge", "the repair café", "the observatory dome", "the mushroom farm",
             "the canal boat", "the violin workshop", "the village cinema", "the pottery kiln shed",
             "the climbing wall", "the tea house", "the lighthouse museum", "the sauna co-op",
             "the allotment society", "the lifeboat station", "the bike kitchen", "the choir loft"]
ZH_PLACES = ["钟楼", "划船俱乐部的船库", "木偶剧场", "吹玻璃工作室", "社区共享冰箱", "修理咖啡馆", "天文台",
             "蘑菇农场", "运河船", "提琴作坊", "乡村电影院", "陶窑棚", "攀岩馆", "茶馆", "灯塔博物馆",
             "桑拿合作社", "社区菜园", "救生艇站", "自行车互助站", "合唱团排练室"]
EN_APPS = ["the ferry app", "the club laptop", "the booth Mac", "the kiln controller", "the till tablet",
           "the tide-gauge logger", "the planetarium PC", "the bell-practice app", "the boathouse NAS"]
ZH_APPS = ["渡轮应用", "俱乐部的笔记本", "录音棚的电脑", "窑炉控制器", "收银平板", "潮位记录仪", "天象厅电脑",
           "练钟应用", "船库的存储盘"]
USERS = ["hive", "kiosk-admin", "m.okafor", "booth2", "darkroom", "seedbank.ops", "r.lindqvist", "ferry_desk",
         "choir-web", "tower.captain", "kiln", "boathouse", "g.asante", "lin.wei", "zhou_ops", "admin2"]
HOSTS = ["seedbank.local", "kiosk.ferrylink.net", "hive-scale.lan", "booth-nas.local", "db.darkroom.coop",
         "tower.bells.org.uk", "kiln-pi.lan", "tides.harbour.io", "archive.seedvault.org"]
MAIL_DOMAINS = ["fastmail.com", "hivemail.net", "gmail.com", "qq.com", "163.com", "posteo.de"]
SVCS = ["Octopus Energy", "Monzo", "Steam", "Revolut", "Ferrylink", "HiveKeeper", "Airbnb", "Deliveroo",
        "Dropbox", "WhatsApp", "Discord", "Nationwide", "Wise", "Bolt"]
ZH_SVCS = ["招商银行", "支付宝", "微信支付", "铁路12306", "美团", "京东", "滴滴出行", "中国移动", "工商银行", "闲鱼"]
PMS = ["Bitwarden", "1Password", "KeePassXC", "Proton Pass", "Apple Passwords", "Dashlane"]
ENVVARS = ["SEEDBANK_DB_PASSWORD", "HIVE_SCALE_API_KEY", "KIOSK_ADMIN_PASSWORD", "BOOTH_UPLOAD_TOKEN",
           "DARKROOM_NAS_PASS", "FERRY_DB_PASSWORD", "SMTP_PASSWORD", "BELLTOWER_API_TOKEN",
           "OBSERVATORY_CAM_PASS", "KILN_MQTT_SECRET", "TIDE_LOGGER_KEY"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]


def fillers(r):
    en, en2 = r.sample(EN_NAMES, 2)
    zn, zn2 = r.sample(ZH_NAMES, 2)
    m = r.randrange(12)
    d = r.randrange(1, 29)
    return {
        "en": en, "en2": en2, "zn": zn, "zn2": zn2,
        "place": r.choice(EN_PLACES), "zplace": r.choice(ZH_PLACES),
        "app": r.choice(EN_APPS), "zapp": r.choice(ZH_APPS),
        "date": "%d %s" % (d, MONTHS[m]), "zdate": "%d月%d日" % (m + 1, d),
        "time": "%02d:%02d" % (r.randrange(6, 23), r.randrange(60)),
        "email": "%s@%s" % (r.choice(EN_NAMES).lower().replace("í", "i"), r.choice(MAIL_DOMAINS)),
        "host": r.choice(HOSTS),
        "ip": "192.168.%d.%d" % (r.randrange(0, 5), r.randrange(2, 250)),
        "svc": r.choice(SVCS), "zsvc": r.choice(ZH_SVCS),
        "pm": r.choice(PMS), "envvar": r.choice(ENVVARS),
        "n": str(r.randrange(2, 40)),
    }


# --------------------------------------------------------------------------
# Secret value generators: each returns (fields, spans) where spans maps the
# names of fields that ARE (or contain) the secret to the secret substring.
# --------------------------------------------------------------------------
PW_WORDS = ["Kettle", "Marsh", "Tilapia", "Lantern", "Otter", "Quarry", "Bramble", "Cobalt", "Juniper",
            "Ferret", "Saffron", "Pylon", "Walrus", "Thimble", "Gannet", "Mango", "Velvet", "Harbour",
            "Pebble", "Nimbus", "Drizzle", "Tandem", "Puffin", "Sorrel"]
PINYIN = ["xiaoyu", "mingyue", "haitang", "qingshan", "dabai", "wanwan", "lanlan", "yunduo", "chenxi", "muzi"]
SYM_NAMES = {"!": "exclamation mark", "@": "at sign", "#": "hash", "$": "dollar", "%": "percent",
             "&": "ampersand", "*": "star", "?": "question mark", "-": "dash", "_": "underscore", ".": "dot"}


def make_password(r, url_safe=False):
    syms = "-_." if url_safe else "!@#$%&*?-_."
    style = r.randrange(7)
    if style == 0:
        a, b = r.sample(PW_WORDS, 2)
        pw = a + r.choice(syms) + b + rs(r, 2, DIG)
    elif style == 1:
        while True:
            pw = rs(r, r.randrange(10, 16), "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789" + syms)
            if re.search(r"[A-Z]", pw) and re.search(r"[a-z]", pw) and re.search(r"\d", pw):
                break
    elif style == 2:
        w = r.choice(PW_WORDS)
        w = w.translate(str.maketrans({"a": "@" if not url_safe else "4", "o": "0", "e": "3", "i": "1"}))
        pw = w + "_" + str(r.randrange(1975, 2024))
    elif style == 3:
        pw = "-".join(x.lower() for x in r.sample(PW_WORDS, r.choice([3, 4]))) + "-" + str(r.randrange(2, 99))
    elif style == 4:
        pw = r.choice(PINYIN) + "%02d%02d" % (r.randrange(1, 13), r.randrange(1, 29)) + ("" if url_safe else r.choice(["", "!", "@"]))
    elif style == 5:
        pw = r.choice(PW_WORDS).lower() + r.choice(["comb", "fish", "tide", "kiln", "bell"]) + str(r.randrange(1960, 2010))
    else:
        w = list(r.choice(PW_WORDS).lower() + r.choice(PW_WORDS).lower())
        for i in r.sample(range(len(w)), 3):
            w[i] = w[i].upper()
        pw = "".join(w) + r.choice(syms) + rs(r, 2, DIG)
    return pw


def spell_en(pw):
    out = []
    for ch in pw:
        if ch.isdigit():
            out.append(EN_DIGITS[int(ch)])
        elif ch.isupper():
            out.append("capital " + ch)
        elif ch.isalpha():
            out.append(ch)
        else:
            out.append(SYM_NAMES.get(ch, ch))
    return ", ".join(out)


def spoken_zh(digits, r):
    return "".join(("幺" if (c == "1" and r.random() < 0.5) else ZH_DIGITS[int(c)]) for c in digits)


def user_of(r):
    u = r.choice(USERS)
    return u if r.random() < 0.6 else u + str(r.randrange(1, 99))


def gen_password(r):
    pw = make_password(r)
    f = {"v": pw, "spelled": spell_en(pw), "user": user_of(r)}
    return f, {"v": pw, "spelled": f["spelled"]}


def digits(r, n):
    return "".join(r.choice(DIG) for _ in range(n))


def gen_pin(r):
    while True:
        v = digits(r, r.choice([4, 4, 4, 6, 6, 5]))
        if len(set(v)) > 1 and v not in ("1234", "123456"):
            break
    f = {"v": v, "vsp": " ".join(v) if r.random() < 0.5 else "-".join(v),
         "vwords": " ".join(EN_DIGITS[int(c)] for c in v), "vzh": spoken_zh(v, r)}
    return f, {k: f[k] for k in f}


def gen_otp(r):
    v = digits(r, r.choice([6] * 8 + [4, 5, 8]))
    h = len(v) // 2
    f = {"v": v, "vdash": v[:h] + "-" + v[h:], "vsp": v[:h] + " " + v[h:], "vG": "G-" + digits(r, 6),
         "vzh": spoken_zh(v, r), "vwords": " ".join(EN_DIGITS[int(c)] for c in v)}
    return f, {k: f[k] for k in f}


def gen_totp(r):
    raw = rbytes(r, r.choice([10, 10, 20, 16]))
    v = base64.b32encode(raw).decode().rstrip("=")
    grp = " ".join(v[i:i + 4] for i in range(0, len(v), 4))
    vgrp = grp.lower() if r.random() < 0.6 else grp
    issuer = r.choice(["HiveKeeper", "Ferrylink", "BoothNAS", "SeedVault", "TowerBells", "GitHub", "Proton"])
    acct = r.choice(USERS) + "%40" + r.choice(MAIL_DOMAINS)
    uri = "otpauth://totp/%s:%s?secret=%s&issuer=%s" % (issuer, acct, v, issuer)
    if r.random() < 0.4:
        uri += "&algorithm=SHA1&digits=6&period=30"
    f = {"v": v, "vgrp": vgrp, "uri": uri}
    return f, {"v": v, "vgrp": vgrp, "uri": v}


def gen_recovery(r):
    style = r.randrange(5)
    n = r.choice([8, 10, 10, 12, 16]) if style != 4 else r.choice([6, 8])
    codes = []
    for _ in range(n):
        if style == 0:
            c = rs(r, 5, HEX) + "-" + rs(r, 5, HEX)
        elif style == 1:
            c = digits(r, 4) + " " + digits(r, 4)
        elif style == 2:
            c = rs(r, 4, UPPER_NUM) + "-" + rs(r, 4, UPPER_NUM)
        elif style == 3:
            c = rs(r, 4, "abcdefghjkmnpqrstuvwxyz23456789") + "-" + rs(r, 4, "abcdefghjkmnpqrstuvwxyz23456789")
        else:
            c = rs(r, 10, "abcdefghjkmnpqrstuvwxyz0123456789")
        codes.append(c)
    half = (n + 1) // 2
    grid = "\n".join(codes[i] + "    " + codes[i + half] if i + half < n else codes[i] for i in range(half))
    key1 = "-".join(rs(r, 4, UPPER_NUM) for _ in range(7))
    f = {"block": "\n".join(codes) if r.random() < 0.6 else grid,
         "bullets": "\n".join("- " + c for c in codes),
         "numbered": "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes)),
         "inline": ", ".join(codes) if r.random() < 0.5 else "  ".join(codes),
         "key1": key1}
    return f, {k: f[k] for k in f}


SA_EN = {
    "maiden": ["Okonkwo", "Fairweather", "Lindqvist", "Castellano", "Pritchard", "Nakagawa", "Haverford",
               "Mbeki", "Trevelyan", "Kowalczyk"],
    "pet": ["Biscuit", "Mr Pickles", "Nutmeg", "Socks", "Pudding", "Ziggy", "Captain Fluff", "Marmite", "Bramble"],
    "school": ["St Aidan's Primary", "Hollins Lane Infants", "Greenbank Juniors", "Our Lady of Lourdes",
               "Westfield Academy", "Kirkton Primary"],
    "street": ["Ashgrove Terrace", "Wick Lane", "Cotton Row", "Harbour Street", "Millbrook Close", "Tanners Yard"],
    "teacher": ["Mrs Abernethy", "Mr Delacroix", "Miss Tanaka", "Mr Oyelaran", "Mrs Quigley"],
    "friend": ["Rufus", "Priyanka", "Dougie", "Mei-Ling", "Tobias", "Shona"],
    "word": ["marmalade", "kingfisher", "tangerine7", "hopscotch", "quillon", "brambly"],
    "car": ["Lada Niva", "Saab 900", "Vauxhall Nova", "Citroën 2CV", "Ford Escort"],
    "concert": ["Portishead at Colston Hall", "Blur in Mile End", "the Proms, 1997"],
    "acity": ["Aberystwyth", "Tromsø", "Valparaíso", "Oban", "Kraków"],
}
SA_ZH = {
    "zmother": ["李秀英", "张桂兰", "刘淑芬", "陈美华", "赵玉珍", "孙丽娟"],
    "zteacher": ["周", "欧阳", "钱", "谭", "诸葛", "龚"],
    "zcity": ["绍兴", "漠河", "景德镇", "泉州", "大理", "锦州", "宜宾", "黄山"],
    "zpet": ["豆豆", "团子", "旺财", "咪咪", "小黑", "年糕"],
    "zname": ["林晓燕", "王子健", "苏蔓", "何一鸣", "程朵朵"],
    "zbday": ["1962年8月15日", "三月初九", "0815", "腊月十八", "1958.11.02"],
    "zschool": ["实验二小", "红旗小学", "东风路小学", "育才小学"],
    "zfood": ["酸菜鱼", "糖醋排骨", "螺蛳粉", "桂花糕"],
}


def gen_secans(r):
    f = {k: r.choice(v) for k, v in SA_EN.items()}
    f.update({k: r.choice(v) for k, v in SA_ZH.items()})
    return f, {k: f[k] for k in f}


def gen_mnemonic(r, words, zh=False):
    nbytes = r.choice([16, 16, 16, 16, 32, 24]) if not zh else r.choice([16, 16, 16, 32])
    ws = entropy_to_mnemonic(rbytes(r, nbytes), words)
    assert mnemonic_valid(ws, words)
    sep = " " if not zh or r.random() < 0.7 else "  "
    rows = (len(ws) + 2) // 3
    table = "\n".join("| %d | %s |" % (i + 1, w) for i, w in enumerate(ws))
    cols = "\n".join("   ".join("%2d %s" % (j + 1, ws[j]) for j in range(i, len(ws), rows)) for i in range(rows))
    numfmt = r.choice(["%d. %s", "%d) %s", "%02d %s", "%d - %s", "#%d %s"])
    f = {"v": sep.join(ws), "lines": "\n".join(ws),
         "num": "\n".join(numfmt % (i + 1, w) for i, w in enumerate(ws)),
         "numinline": " ".join("%d.%s" % (i + 1, w) for i, w in enumerate(ws)),
         "table": table, "cols": cols, "commas": ", ".join(ws), "nospace": "".join(ws),
         "count": str(len(ws))}
    return f, {k: f[k] for k in f if k != "count"}


def gen_bip39_en(r):
    return gen_mnemonic(r, BIP39_EN)


def gen_bip39_zh(r):
    return gen_mnemonic(r, BIP39_ZH, zh=True)


def gen_wallet(r):
    key = rbytes(r, 32)
    comp = r.random() < 0.7
    ver = b"\x80" if r.random() < 0.9 else b"\xef"
    wif = b58check(ver + key + (b"\x01" if comp else b""))
    assert b58check_ok(wif)
    f = {"v": wif, "hexk": "0x" + key.hex(), "hexplain": key.hex()}
    return f, {k: f[k] for k in f}


def der_len(n):
    return bytes([n]) if n < 128 else (b"\x81" + bytes([n]) if n < 256 else b"\x82" + struct.pack(">H", n))


def pem(label, der, width=64):
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, wrap(b64(der), width), label)


def ssh_string(b):
    return struct.pack(">I", len(b)) + b


def gen_pem(r):
    def rsa():
        body = b"\x02\x01\x00\x02\x82\x01\x01\x00" + rbytes(r, 1180)
        return pem("RSA PRIVATE KEY", b"\x30\x82" + struct.pack(">H", len(body)) + body)

    def pkcs8():
        if r.random() < 0.5:
            der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(r, 32)
        else:
            inner = b"\x02\x01\x00\x30\x0d\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01\x05\x00\x04\x82\x04\xa7" + rbytes(r, 1191)
            der = b"\x30\x82" + struct.pack(">H", len(inner)) + inner
        return pem("PRIVATE KEY", der)

    def ec():
        der = bytes.fromhex("30770201010420") + rbytes(r, 32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(r, 64)
        return pem("EC PRIVATE KEY", der)

    def openssh():
        pub = rbytes(r, 32)
        pubblob = ssh_string(b"ssh-ed25519") + ssh_string(pub)
        chk = rbytes(r, 4)
        comment = ("%s@%s" % (r.choice(USERS), r.choice(["kiln-pi", "booth-mac", "tower", "ferry-kiosk"]))).encode()
        priv = chk + chk + ssh_string(b"ssh-ed25519") + ssh_string(pub) + ssh_string(rbytes(r, 32) + pub) + ssh_string(comment)
        pad = 1
        while len(priv) % 8:
            priv += bytes([pad])
            pad += 1
        blob = b"openssh-key-v1\0" + ssh_string(b"none") + ssh_string(b"none") + ssh_string(b"") + struct.pack(">I", 1) + ssh_string(pubblob) + ssh_string(priv)
        return pem("OPENSSH PRIVATE KEY", blob, 70)

    def pgp():
        body = b"\x95\x05\x86\x04" + rbytes(r, 700)
        crc = b64(rbytes(r, 3))
        return "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n%s\n=%s\n-----END PGP PRIVATE KEY BLOCK-----" % (wrap(b64(body), 64), crc)

    tls = r.choice([rsa, pkcs8, ec])()
    ssh = openssh() if r.random() < 0.8 else rsa()
    pg = pgp()
    v = r.choice([tls, ssh, pg])
    f = {"v": v, "tls": tls, "ssh": ssh, "pgp": pg}
    return f, dict(f)


def gen_jwt(r):
    alg = r.choice(["HS256", "HS256", "RS256", "ES256"])
    header = {"alg": alg, "typ": "JWT"}
    if alg != "HS256":
        header["kid"] = rs(r, 8, HEX)
    iat = r.randrange(1_690_000_000, 1_760_000_000)
    payload = {"sub": str(r.randrange(10_000, 99_999_999)),
               **dict([r.choice([("name", r.choice(["Nora Kwan", "Tomasz Wrona", "Lin Wei"])),
                                 ("email", r.choice(["ops@seedvault.org", "desk@ferrylink.net", "kiln@hivemail.net"])),
                                 ("role", r.choice(["hive-admin", "booth", "editor", "kiosk"]))])]),
               "iat": iat, "exp": iat + r.choice([900, 3600, 86400])}
    sig = rbytes(r, {"HS256": 32, "RS256": 256, "ES256": 64}[alg])
    v = "%s.%s.%s" % (b64u(json.dumps(header, separators=(",", ":")).encode()),
                      b64u(json.dumps(payload, separators=(",", ":")).encode()), b64u(sig))
    return {"v": v}, {"v": v}


URLSAFE = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


def api_key_any(r):
    kind = r.randrange(16)
    if kind == 0:
        return "OpenAI", "OPENAI_API_KEY", "sk-proj-" + rs(r, 48, URLSAFE)
    if kind == 1:
        return "Anthropic", "ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(r, 93, URLSAFE) + "AA"
    if kind == 2:
        return "Stripe", "STRIPE_SECRET_KEY", r.choice(["sk_live_", "rk_live_"]) + rs(r, 24, ALNUM)
    if kind == 3:
        return "GitHub", "GITHUB_TOKEN", "ghp_" + rs(r, 36, ALNUM)
    if kind == 4:
        return "GitHub", "GH_PAT", "github_pat_11" + rs(r, 20, UPPER_NUM) + "_" + rs(r, 59, ALNUM)
    if kind == 5:
        return "GitLab", "GITLAB_TOKEN", "glpat-" + rs(r, 20, URLSAFE)
    if kind == 6:
        return "Slack", "SLACK_BOT_TOKEN", "xoxb-%s-%s-%s" % (digits(r, 11), digits(r, 13), rs(r, 24, ALNUM))
    if kind == 7:
        return "AWS", "AWS_SECRET_ACCESS_KEY", "AKIA" + rs(r, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") + " / " + rs(r, 40, ALNUM + "/+")
    if kind == 8:
        return "Google Maps", "MAPS_API_KEY", "AIza" + rs(r, 35, URLSAFE)
    if kind == 9:
        return "SendGrid", "SENDGRID_API_KEY", "SG." + rs(r, 22, URLSAFE) + "." + rs(r, 43, URLSAFE)
    if kind == 10:
        return "Twilio", "TWILIO_API_SECRET", "SK" + rs(r, 32, HEX)
    if kind == 11:
        return "Hugging Face", "HF_TOKEN", "hf_" + rs(r, 34, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
    if kind == 12:
        return "npm", "NPM_TOKEN", "npm_" + rs(r, 36, ALNUM)
    if kind == 13:
        return "Telegram", "TELEGRAM_BOT_TOKEN", "%s:AA%s" % (digits(r, 10), rs(r, 33, URLSAFE))
    if kind == 14:
        return "DigitalOcean", "DO_TOKEN", "dop_v1_" + rs(r, 64, HEX)
    return "Shopify", "SHOPIFY_ADMIN_TOKEN", "shpat_" + rs(r, 32, HEX)


def gen_apikey(r):
    svc, env, v = api_key_any(r)
    span = v.split(" / ")[1] if " / " in v else v
    return {"v": v, "svcname": svc, "keyenv": env}, {"v": span}


ENV_SECRET_KEYS = [
    ("DB_PASS", "pw"), ("SMTP_PASSWORD", "pw"), ("HIVE_SCALE_SECRET", "hex32"), ("WEBHOOK_SIGNING_KEY", "whsec"),
    ("SESSION_SECRET", "hex64"), ("MQTT_PASSWD", "pw"), ("BOOTH_UPLOAD_TOKEN", "alnum40"),
    ("PAYMENT_API_KEY", "stripe"), ("JWT_SIGNING_SECRET", "b64"), ("ADMIN_PW", "pw"), ("S3_SECRET", "aws"),
    ("FREEZER_ALARM_AUTH", "alnum32"), ("MAIL_APP_PASSWORD", "apppw"), ("POSTGRES_PASSWORD", "pw"),
    ("KIOSK_CRED", "pw"), ("LOGGER_K", "alnum28"), ("UPSTREAM_AUTH", "basic"), ("DJANGO_SECRET_KEY", "django"),
    ("BOT_TOKEN", "telegram"), ("GH_PAT", "ghp"), ("TOWER_PIN", "pin"), ("KILN_PASSPHRASE", "phrase"),
    ("CAM_RTSP_PASS", "pw"), ("NEXTCLOUD_ADMIN_PASSWORD", "pw"), ("X_SIGNING", "hex32"), ("UPLINK", "alnum32"),
]
ENV_BENIGN = ["PORT=%d" % p for p in (3000, 8080, 8000, 5000)] + [
    "NODE_ENV=production", "LOG_LEVEL=info", "LOG_LEVEL=debug", "TZ=Europe/London", "TZ=Asia/Shanghai",
    "APP_NAME=hivescale", "APP_NAME=kiosk-sync", "DB_HOST=db.internal", "DB_USER=hive", "DB_NAME=inventory",
    "REDIS_URL=redis://localhost:6379/0", "FEATURE_NEW_LABELS=true", "UPLOAD_DIR=/srv/uploads", "MAX_JARS=240",
    "SENTRY_ENVIRONMENT=staging", "DEBUG=false", "ALLOWED_HOSTS=booth.local,127.0.0.1", "CRON_SCHEDULE=*/15 * * * *",
    "SMTP_HOST=smtp.fastmail.com", "SMTP_PORT=587", "DB_PORT=5432", "PUBLIC_URL=https://tides.harbour.io"]


def env_value(r, how):
    if how == "pw":
        return make_password(r)
    if how == "hex32":
        return rs(r, 32, HEX)
    if how == "hex64":
        return rs(r, 64, HEX)
    if how == "whsec":
        return "whsec_" + b64(rbytes(r, 24))
    if how == "alnum40":
        return rs(r, 40, ALNUM)
    if how == "alnum32":
        return rs(r, 32, ALNUM)
    if how == "alnum28":
        return rs(r, 28, ALNUM)
    if how == "stripe":
        return "sk_live_" + rs(r, 24, ALNUM)
    if how == "b64":
        return b64(rbytes(r, 33))
    if how == "aws":
        return rs(r, 40, ALNUM + "/+")
    if how == "apppw":
        return " ".join(rs(r, 4, "abcdefghijklmnopqrstuvwxyz") for _ in range(4))
    if how == "basic":
        return "Basic " + b64(("%s:%s" % (r.choice(USERS), make_password(r))).encode())
    if how == "django":
        return rs(r, 50, "abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)")
    if how == "telegram":
        return "%s:AA%s" % (digits(r, 10), rs(r, 33, URLSAFE))
    if how == "ghp":
        return "ghp_" + rs(r, 36, ALNUM)
    if how == "pin":
        return digits(r, 6)
    if how == "phrase":
        return " ".join(x.lower() for x in r.sample(PW_WORDS, 4))
    raise KeyError(how)


def gen_env(r):
    key, how = r.choice(ENV_SECRET_KEYS)
    val = env_value(r, how)
    quote = '"' if (" " in val or r.random() < 0.25) else ""
    export = "export " if r.random() < 0.15 else ""
    line = "%s%s=%s%s%s" % (export, key, quote, val, quote)
    benign = r.sample(ENV_BENIGN, r.randrange(2, 6))
    lines = benign[:]
    lines.insert(r.randrange(len(lines) + 1), line)
    if r.random() < 0.25:
        key2, how2 = r.choice([k for k in ENV_SECRET_KEYS if k[0] != key])
        lines.append("%s%s=%s" % (export, key2, env_value(r, how2).replace(" ", "-")))
    return {"env": "\n".join(lines), "val": val}, {"env": val, "val": val}


def gen_conn(r):
    user = r.choice(["app", "hive", "inventory_rw", "sa", "postgres", "booth", "kiosk", "admin", "seed_ro", "ops"])
    pw = make_password(r, url_safe=True)
    host = r.choice(HOSTS)
    db = r.choice(["inventory", "hives", "timetable", "samples", "bookings", "archive"])
    shapes = {
        "pg": "postgresql://%s:%s@%s:5432/%s%s" % (user, pw, host, db, r.choice(["", "?sslmode=require"])),
        "mysql": "mysql://%s:%s@%s/%s" % (user, pw, host, db),
        "mongo": "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (user, pw, rs(r, 5, "abcdefghijklmnopqrstuvwxyz0123456789"), db),
        "redis": r.choice(["redis://:%s@%s:6379/0", "rediss://default:%s@%s:6380"]) % (pw, host),
        "amqp": "amqp://%s:%s@%s:5672/%s" % (user, pw, host, db),
        "https": "https://%s:%s@%s/dav/%s/" % (user, pw, host, db),
    }
    url = shapes[r.choice(list(shapes))]
    cam = "rtsp://admin:%s@%s:554/Streaming/Channels/%d01" % (pw, "192.168.%d.%d" % (r.randrange(5), r.randrange(2, 250)), r.randrange(1, 5))
    tok = r.choice(["ghp_" + rs(r, 36, ALNUM), "glpat-" + rs(r, 20, URLSAFE)])
    git = ("https://%s:%s@github.com/%s/%s.git" if tok.startswith("ghp_") else "https://oauth2:%s@gitlab.com/%s/%s.git")
    git = git % ((user, tok, r.choice(["seedvault", "ferrylink", "hive-club"]), db) if tok.startswith("ghp_")
                 else (tok, r.choice(["seedvault", "ferrylink", "hive-club"]), db))
    smb = "smb://%s:%s@%s/%s" % (user, pw, r.choice(["booth-nas.local", "192.168.1.20", "archive-nas"]), r.choice(["mixes", "scans", "negatives", "share"]))
    ftp = "ftp://%s:%s@%s:21/" % (user, pw, "192.168.%d.%d" % (r.randrange(5), r.randrange(2, 250)))
    ado = "Server=tcp:%s,1433;Database=%s;User ID=%s;Password=%s;Encrypt=True;" % (host, db, user, pw)
    jdbc = "jdbc:postgresql://%s:5432/%s?user=%s&password=%s" % (host, db, user, pw)
    proxy = "http://%s:%s@proxy.%s:3128" % (user, pw, r.choice(["harbour.io", "seedvault.org", "ferrylink.net"]))
    f = {"url": url, "camera": cam, "git": git, "smb": smb, "ftp": ftp, "ado": ado, "jdbc": jdbc, "proxy": proxy}
    spans = {k: pw for k in f}
    spans["git"] = tok
    return f, spans


SSIDS = ["BeeHut-Guest", "FerryKiosk_5G", "Booth-B", "DARKROOM", "SeedVault-Staff", "TowerBells", "KilnShed",
         "TP-LINK_7F3A", "ChinaNet-x9Qp", "Boathouse", "HarbourCafe_Free", "MERCURY_2C1D"]


def gen_wifi(r):
    ssid = r.choice(SSIDS)
    pw = make_password(r) if r.random() < 0.6 else rs(r, r.choice([8, 10, 12]), "abcdefghjkmnpqrstuvwxyz23456789")
    qr = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw)
    return {"v": pw, "ssid": ssid, "qr": qr}, {"v": pw, "qr": pw}


TEST_CARDS = {"4242424242424242", "4111111111111111", "5555555555554444", "4000056655665556",
              "378282246310005", "6011111111111117", "5105105105105100", "4012888888881881"}


def fmt_card(r, d):
    if len(d) == 15:
        return "%s %s %s" % (d[:4], d[4:10], d[10:])
    style = r.randrange(4)
    if style == 0:
        return d
    sep = " " if style in (1, 2) else "-"
    return sep.join(d[i:i + 4] for i in range(0, len(d), 4))


def gen_card(r):
    while True:
        brand = r.randrange(5)
        if brand == 0:
            d = luhn_complete(r, "4", 16)
        elif brand == 1:
            d = luhn_complete(r, str(r.randrange(51, 56)), 16)
        elif brand == 2:
            d = luhn_complete(r, str(r.randrange(2221, 2721)), 16)
        elif brand == 3:
            d = luhn_complete(r, "6011", 16)
        else:
            d = luhn_complete(r, "4" if r.random() < 0.5 else "5", 16)
        if d not in TEST_CARDS:
            break
    amex = luhn_complete(r, r.choice(["34", "37"]), 15)
    up = luhn_complete(r, "62" + str(r.randrange(1000, 9999)), r.choice([16, 19]))
    for x in (d, amex, up):
        assert luhn_ok(x)
    f = {"v": fmt_card(r, d), "amex": fmt_card(r, amex), "up": up if r.random() < 0.5 else " ".join(up[i:i + 4] for i in range(0, len(up), 4)),
         "exp": "%02d/%02d" % (r.randrange(1, 13), r.randrange(26, 32)), "cvv": digits(r, 3), "cvv4": digits(r, 4)}
    return f, {k: f[k] for k in ("v", "amex", "up")}


# --------------------------------------------------------------------------
# Benign value generators: (fields, {}) -- nothing here is a secret.
# Long digit strings are made Luhn-invalid unless they are meant to be
# Luhn-valid identifiers (IMEI) or documented test cards.
# --------------------------------------------------------------------------
def gen_order(r):
    f = {"amz": "%s-%s-%s" % (digits(r, 3), digits(r, 7), digits(r, 7)),
         "ups": "1Z" + rs(r, 6, UPPER_NUM) + digits(r, 10),
         "rm": rs(r, 2, "ABCDEFGHJKLMNPRSTUVWXYZ") + digits(r, 9) + "GB",
         "ord": "%s-%d-%05d" % (r.choice(["HB", "FK", "SB", "DR", "KL"]), r.randrange(2022, 2026), r.randrange(100000)),
         "ticket": digits(r, r.choice([6, 7])),
         "dpd": luhn_bad(r, "15", 14),
         "cnord": luhn_bad(r, r.choice(["2", "3", "5"]), r.choice([18, 19])),
         "sf": "SF" + luhn_bad(r, "1", 13), "yt": "YT" + luhn_bad(r, "7", 13),
         "jira": "%s-%d" % (r.choice(["OPS", "KIOSK", "HIVE", "BOOTH"]), r.randrange(100, 9999))}
    return f, {}


def gen_booking(r):
    f = {"pnr": rs(r, 6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"), "hotel": digits(r, r.choice([8, 9, 10])),
         "studio": "B-%04d" % r.randrange(10000), "t12306": "E" + digits(r, 9), "hm": "HM" + rs(r, 8, UPPER_NUM)}
    return f, {}


def gen_version(r):
    maj, mi, pa = r.randrange(0, 16), r.randrange(0, 30), r.randrange(0, 40)
    sv = "%d.%d.%d" % (maj, mi, pa)
    sv = r.choice(["", "v"]) + sv + r.choice(["", "", "", "-rc.%d" % r.randrange(1, 5), "-beta.%d" % r.randrange(1, 9)])
    f = {"semver": sv, "fw": "V%d.%d.%d build %s" % (r.randrange(1, 9), r.randrange(10), r.randrange(10), digits(r, 6)),
         "py": "3.%d" % r.randrange(8, 14), "mac": "%d.%d.%d" % (r.randrange(12, 16), r.randrange(0, 7), r.randrange(0, 3)),
         "android": str(r.randrange(11, 16)), "build": "%s%d%s.%s.%03d" % (rs(r, 2, "ABCDEFGHJKLMNPQRSTUVWXYZ"), r.randrange(1, 5), rs(r, 1, "ABCDEFGH"), digits(r, 6), r.randrange(1, 50))}
    return f, {}


def gen_git(r):
    sha = rs(r, 40, HEX)
    return {"sha": sha, "short": sha[:r.choice([7, 7, 8, 10])]}, {}


def gen_checksum(r):
    f = {"sri256": "sha256-" + b64(rbytes(r, 32)), "sri384": "sha384-" + b64(rbytes(r, 48)),
         "sri512": "sha512-" + b64(rbytes(r, 64)), "sha256": rs(r, 64, HEX), "sha1": rs(r, 40, HEX),
         "md5": rs(r, 32, HEX), "sha512": rs(r, 128, HEX), "crc": rs(r, 8, HEX).upper(),
         "file": r.choice(["ferry-kiosk-2.3.1.img", "seedbank-export.csv", "negatives-2019.tar.zst", "hivescale_1.4.0_arm64.deb", "booth-mixes.zip"])}
    return f, {}


def gen_phone(r):
    f = {"ukphone": "07%d%02d %03d %03d" % (r.randrange(3, 10), r.randrange(100), r.randrange(1000), r.randrange(1000)),
         "ukland": "0%d %03d %04d" % (r.choice([117, 131, 161, 1224, 1865]), r.randrange(200, 999), r.randrange(10000)),
         "usphone": "(%d) %03d-%04d" % (r.choice([415, 503, 212, 617, 919]), r.randrange(200, 999), r.randrange(10000)),
         "inphone": "+91 %d%04d %05d" % (r.randrange(6, 10), r.randrange(10000), r.randrange(100000)),
         "cnmob": r.choice(["1%d%d %04d %04d", "1%d%d%04d%04d", "+86 1%d%d-%04d-%04d"]) % (r.choice([3, 5, 7, 8, 9]), r.randrange(10), r.randrange(10000), r.randrange(10000)),
         "cnland": r.choice(["0%d-%d%07d", "(0%d) %d%07d"]) % (r.choice([21, 571, 755, 28, 591]), r.randrange(2, 9), r.randrange(10 ** 7))}
    return f, {}


IN_CITIES = [("Bengaluru", "班加罗尔", "5600"), ("Mumbai", "孟买", "4000"), ("Chennai", "金奈", "6000"),
             ("New Delhi", "新德里", "1100"), ("Kolkata", "加尔各答", "7000"), ("Pune", "浦那", "4110"),
             ("Hyderabad", "海得拉巴", "5000"), ("Jaipur", "斋浦尔", "3020"), ("Kochi", "科钦", "6820")]


def gen_postal(r):
    city, zcity, base = r.choice(IN_CITIES)
    L = "ABCDEFGHJKLMNOPRSTUWYZ"
    f = {"incity": city, "incity_zh": zcity, "inpin": base + "%02d" % r.randrange(1, 99),
         "ukpc": "%s%d %d%s" % (r.choice(["BS", "EH", "M", "LS", "CF", "NE", "OX", "G"]), r.randrange(1, 20), r.randrange(1, 10), rs(r, 2, L)),
         "zip": "%05d" % r.randrange(1000, 99999) + r.choice(["", "-%04d" % r.randrange(10000)]),
         "cnpc": r.choice(["312000", "200031", "310012", "518057", "100871", "650031", "361005"]),
         "capc": "%s%d%s %d%s%d" % (r.choice("KLMTVH"), r.randrange(10), r.choice(L), r.randrange(10), r.choice(L), r.randrange(10))}
    return f, {}


def gen_serial(r):
    imei = luhn_complete(r, "35" + digits(r, 6), 15)
    f = {"sn": rs(r, 12, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"), "sn2": "SN-%s-%05d" % (digits(r, 4), r.randrange(100000)),
         "imei": imei, "pid": "%s-%s-%s-AA%s" % (digits(r, 5), digits(r, 5), digits(r, 5), digits(r, 3))}
    return f, {}


def gen_cardlike(r):
    d = luhn_bad(r, r.choice(["4", "5", "6", "3", "9", "7", "8"]), 16)
    bad = d if r.random() < 0.4 else " ".join(d[i:i + 4] for i in range(0, 16, 4))
    return {"bad": bad, "last4": digits(r, 4)}, {}


def gen_promo(r):
    p = r.choice(["BEES{n}", "FERRY{n}WKND", "SPRING-{y}", "DARKROOM{n}", "HONEY{n}OFF", "WELCOME{y2}", "TIDE{n}",
                  "KILN{n}", "SEEDS4{y2}", "BELLS{n}", "STUDIO{n}", "CHOIR{y2}"])
    return {"promo": p.format(n=r.choice([5, 10, 15, 20, 25]), y=r.randrange(2023, 2027), y2=r.randrange(23, 27))}, {}


def gen_pub(r):
    pub = rbytes(r, 32)
    sshpub = "ssh-ed25519 " + b64(ssh_string(b"ssh-ed25519") + ssh_string(pub)) + " %s@%s" % (r.choice(USERS), r.choice(["laptop", "kiln-pi", "booth-mac"]))
    btc = b58check(b"\x00" + rbytes(r, 20))
    if r.random() < 0.3:
        btc = b58check(b"\x05" + rbytes(r, 20))
    bc1 = bech32_address("bc", rbytes(r, 20))
    eth = "0x" + rs(r, 40, HEX)
    xpub = b58check(bytes.fromhex("0488b21e") + b"\x03" + rbytes(r, 4) + bytes.fromhex("80000000") + rbytes(r, 32) + bytes([r.choice([2, 3])]) + rbytes(r, 32))
    pgppub = "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n%s\n=%s\n-----END PGP PUBLIC KEY BLOCK-----" % (wrap(b64(b"\x98\x33\x04" + rbytes(r, 300)), 64), b64(rbytes(r, 3)))
    cert = pem("CERTIFICATE", b"\x30\x82\x03\x1d\x30\x82\x02\x05\xa0\x03\x02\x01\x02" + rbytes(r, 500))
    for a in (btc, xpub):
        assert b58check_ok(a)
    return {"sshpub": sshpub, "btc": btc, "bc1": bc1, "eth": eth, "xpub": xpub, "pgppub": pgppub, "cert": cert}, {}


def gen_lifefact(r):
    f = {k: r.choice(v) for k, v in SA_EN.items()}
    f.update({k: r.choice(v) for k, v in SA_ZH.items()})
    f["city"] = r.choice(["Dundee", "Gdańsk", "Ballarat", "Cork", "Halifax", "Trondheim", "Ipoh", "Tamale"])
    f["zcar"] = r.choice(["桑塔纳", "捷达", "夏利", "奥拓", "富康", "五菱宏光"])
    return f, {}


def gen_wordlist(r):
    while True:
        n = r.choice([6, 7, 8, 9, 10, 11, 13, 14])
        ws = r.sample(BIP39_EN, n)
        zs = r.sample(BIP39_ZH, r.choice([5, 6, 7, 8, 9, 10]))
        if not mnemonic_valid(ws, BIP39_EN):
            break
    return {"wl": ", ".join(ws), "zwl": "、".join(zs)}, {}


def gen_plain(r):
    """For benign kinds whose variety comes from the template and fillers."""
    test_cards = ["4242 4242 4242 4242", "4111 1111 1111 1111", "5555 5555 5555 4444", "4000 0566 5566 5556"]
    vectors = [bytes(16), b"\x7f" * 16, b"\x80" * 16, b"\xff" * 16]
    f = {"testcard": r.choice(test_cards),
         "tv": " ".join(entropy_to_mnemonic(r.choice(vectors), BIP39_EN)),
         "profile": r.choice(["default", "seedbank-dev", "kiosk-test", "sandbox"]),
         "envvar2": r.choice(ENVVARS)}
    return f, {}


# --------------------------------------------------------------------------
# Templates.  ⟨name⟩ is replaced by a filler or a generated field.  For a
# secret kind the gold span is the secret inside the first secret field the
# template uses.  Language of a template: "en" has no Chinese; "zh" is Chinese
# prose whose only Latin characters are inside the values; "mixed" switches
# between Chinese and English words.
# --------------------------------------------------------------------------
TEMPLATES = {
# ---------------------------------------------------------------- secrets
"password_nl": [
    ("en", "Beekeeping club chat, ⟨en⟩: the laptop in the extractor shed logs in as '⟨user⟩' and the password is ⟨v⟩ — please stop writing it on the honey labels."),
    ("en", "[voice memo 00:41] ok so for the recording booth mac, the login password is, um, ⟨spelled⟩. that's it. bye."),
    ("en", "Darkroom timer app\nuser: ⟨user⟩\npassword: ⟨v⟩\n(the enlarger tablet, not the office one)"),
    ("en", "ferry kiosk handover ⟨date⟩ — admin login ⟨user⟩ / ⟨v⟩, card reader restarts itself after 6pm"),
    ("en", "Subject: seed bank freezer logger\n\nHi ⟨en⟩,\n\nThe web console for the freezer logger is at http://⟨ip⟩. Sign in as ⟨user⟩ with ⟨v⟩. It alarms if the door stays open past two minutes.\n\nCheers,\n⟨en2⟩"),
    ("en", "| system | login | password |\n|---|---|---|\n| booking page for ⟨place⟩ | ⟨user⟩ | ⟨v⟩ |\n| sheet-music drive | shared | ask ⟨en⟩ |"),
    ("en", "Dear diary — changed the email password for ⟨place⟩ to ⟨v⟩ because someone kept signing in from another country. ⟨en⟩ says I'm paranoid."),
    ("en", "⟨en⟩: what's the login for ⟨app⟩?\n⟨en2⟩: ⟨user⟩ and ⟨v⟩, capital letters as written"),
    ("zh", "蜂协群里⟨zn⟩说：摇蜜间那台电脑的开机密码改成 ⟨v⟩ 了，别再写在蜂蜜标签上。"),
    ("zh", "渡口售票亭交班记录（⟨zdate⟩）：管理员账号 ⟨user⟩ ，密码 ⟨v⟩ ，读卡器晚上六点后会自己重启。"),
    ("zh", "【语音转文字】那个录音棚的电脑，密码是……⟨v⟩，对，就这个，别告诉别人。"),
    ("zh", "账号：⟨user⟩\n密码：⟨v⟩\n（暗房计时器平板用的，不是办公室那台）"),
    ("zh", "日记 ⟨zdate⟩：把⟨zplace⟩的邮箱密码换成了 ⟨v⟩ ，之前老有人从外地登录。"),
    ("zh", "种子库冷柜记录仪的网页后台地址 ⟨ip⟩ ，用 ⟨user⟩ 登录，口令 ⟨v⟩ 。门开超过两分钟会报警。"),
    ("mixed", "⟨zn⟩ 你好，⟨zplace⟩网站的 admin 账号是 ⟨user⟩，password 是 ⟨v⟩，记得登录后 change 一下。"),
    ("mixed", "刚 reset 了路由器后台的 login，新的 password: ⟨v⟩ （username 还是 ⟨user⟩）"),
    ("mixed", "meeting notes ⟨zdate⟩：新 intern 的 laptop 已经 setup 好，user ⟨user⟩ / pwd ⟨v⟩，第一天让他自己改。"),
    ("mixed", "截图转文字：\n登录 Login\n用户名 Username: ⟨user⟩\n密码 Password: ⟨v⟩\n[ 登录 Sign in ]"),
],
"pin": [
    ("en", "Seed bank cold room keypad is ⟨v⟩ then the hash key. Lights are on a timer, ⟨en⟩."),
    ("en", "[voice memo] reminder for me — the new bank card PIN is ⟨vwords⟩, the old card's cancelled"),
    ("en", "Gran's phone unlock code: ⟨v⟩ (she'll forget it by Sunday, so it lives here now)"),
    ("en", "cash drawer at the ferry kiosk: combination ⟨vsp⟩ — turn the dial left twice first"),
    ("en", "Note taped inside the cupboard at ⟨place⟩ (transcribed): SAFE ⟨v⟩ / do not share"),
    ("zh", "新办的银行卡密码设成了 ⟨v⟩ ，旧卡⟨zdate⟩已经注销。"),
    ("zh", "【语音备忘】奶奶手机的锁屏密码是 ⟨vzh⟩ ，她老忘。"),
    ("zh", "⟨zplace⟩仓库门禁：⟨v⟩ 加井号键。"),
    ("zh", "保险柜密码 ⟨v⟩ ，别拍照发群里。——⟨zn⟩"),
    ("zh", "录音棚储物柜的数字锁：⟨vsp⟩"),
    ("mixed", "新 SIM 卡的 PIN 是 ⟨v⟩，PUK 码在卡托背面，⟨zn⟩ 别弄丢了。"),
    ("mixed", "⟨zplace⟩门口的 keypad code 改成 ⟨v⟩ 了，周一生效"),
    ("mixed", "我的 debit card PIN：⟨v⟩（不要转发给任何人）"),
    ("mixed", "locker 号 ⟨n⟩，combination ⟨vsp⟩，游泳馆那边的"),
],
"otp": [
    ("en", "⟨svc⟩: ⟨v⟩ is your verification code. Don't share it with anyone. It expires in 10 minutes."),
    ("en", "Your ⟨svc⟩ sign-in code: ⟨vdash⟩\nIf you didn't request this, you can ignore this message."),
    ("en", "⟨vG⟩ is your Google verification code. (forwarded from the shared phone at ⟨place⟩)"),
    ("en", "Was halfway through paying for the ferry tickets when the bank texted ⟨vsp⟩, and of course the kiosk timed out before I could type it in."),
    ("en", "⟨en⟩ can you read me the code that just came to the shared phone?\n⟨en2⟩: it says ⟨v⟩, valid 5 min"),
    ("en", "[screenshot, Messages] ⟨time⟩  FROM ⟨svc⟩\nUse ⟨v⟩ to confirm your login. Our staff will never ask you for this code."),
    ("zh", "【⟨zsvc⟩】验证码 ⟨v⟩ ，5分钟内有效。请勿泄露给他人。"),
    ("zh", "【⟨zsvc⟩】您正在登录，动态码：⟨vsp⟩ 。如非本人操作请忽略本短信。"),
    ("zh", "刚才在渡口买票，银行短信发来 ⟨v⟩ ，还没输进去页面就超时了，气死。"),
    ("zh", "⟨zn⟩ 念给我的验证码是 ⟨vzh⟩ ，我输了两次都不对。"),
    ("zh", "校验码：⟨vdash⟩（⟨zsvc⟩安全中心，10分钟有效）"),
    ("mixed", "【⟨zsvc⟩】Your verification code is ⟨v⟩，请在 5 分钟内输入。"),
    ("mixed", "刚收到 ⟨svc⟩ 的 login code ⟨vdash⟩，你那边 try 一下"),
    ("mixed", "OTP 发到我手机了：⟨v⟩，快点 enter，不然 expire"),
    ("mixed", "⟨svc⟩ 的 2FA code 是 ⟨vsp⟩，我在 kiosk 前面排队，⟨zn⟩ 帮我输一下"),
],
"totp_secret": [
    ("en", "Authenticator setup for the shared inbox at ⟨place⟩ — if the QR won't scan, enter this key: ⟨vgrp⟩"),
    ("en", "otpauth URI from the ferry booking admin, in case the phone dies: ⟨uri⟩"),
    ("en", "Backup of my 2FA seed for the studio NAS (time-based, 6 digits): ⟨v⟩"),
    ("en", "[screenshot transcribed] Can't scan the code?\nEnter this setup key into your authenticator app:\n⟨vgrp⟩\nKey type: Time based"),
    ("zh", "两步验证手动输入的密钥：⟨vgrp⟩ （基于时间）"),
    ("zh", "种子库服务器动态口令的种子：⟨v⟩ ，换手机的时候要重新导入。"),
    ("zh", "【截图转文字】无法扫描二维码？请在身份验证器中输入以下密钥：⟨vgrp⟩"),
    ("mixed", "TOTP secret 备份一下：⟨v⟩，新手机的 authenticator 要用"),
    ("mixed", "扫不了 QR 的话就手动输 setup key：⟨vgrp⟩"),
    ("mixed", "二维码里的 URI 是 ⟨uri⟩，导进 Aegis 就行"),
],
"recovery_codes": [
    ("en", "Recovery codes for the darkroom collective's account (each one works once):\n⟨block⟩"),
    ("en", "Saved my backup codes here before the phone swap: ⟨inline⟩"),
    ("en", "[note from the fridge door at ⟨place⟩] recovery codes\n⟨bullets⟩\nused: none yet"),
    ("en", "If you lose the phone, use one of these at login: ⟨inline⟩ — ⟨en⟩"),
    ("en", "⟨svc⟩ account recovery key (printed once, keep it): ⟨key1⟩"),
    ("zh", "账号恢复码（每个只能用一次）：\n⟨block⟩"),
    ("zh", "换手机前把备用码抄在这：⟨inline⟩"),
    ("zh", "⟨zn⟩ 的邮箱备用验证码，抽屉里那张纸上抄的：\n⟨numbered⟩"),
    ("zh", "⟨zsvc⟩账户恢复密钥：⟨key1⟩ ，丢了手机就靠它了。"),
    ("mixed", "⟨svc⟩ 的 backup codes 存这里：\n⟨block⟩"),
    ("mixed", "2FA 恢复码 recovery codes：⟨inline⟩（用掉一个划一个）"),
    ("mixed", "Apple 的 recovery key ⟨key1⟩，⟨zn⟩ 说一定要打印出来"),
],
"security_answer": [
    ("en", "Security questions for the ferry season-ticket account:\nMother's maiden name — ⟨maiden⟩\nFirst pet — ⟨pet⟩"),
    ("en", "The bank rang and asked the name of my first school. Told them ⟨school⟩. Writing it down so I use the same spelling next time."),
    ("en", "Q: What street did you grow up on?\nA: ⟨street⟩"),
    ("en", "For the insurance portal at ⟨place⟩ I set 'favourite teacher' to ⟨teacher⟩ (not true, but memorable)."),
    ("en", "secret question: childhood best friend's name? → ⟨friend⟩"),
    ("en", "Memorable word for the building society login: ⟨word⟩ — they ask for letters 2, 5 and 7."),
    ("en", "[form] Security question: In what city did your parents meet?  Response: ⟨acity⟩"),
    ("zh", "密保问题：您母亲的姓名？\n答案：⟨zmother⟩"),
    ("zh", "密保一：小学班主任姓什么 —— ⟨zteacher⟩\n密保二：出生的城市 —— ⟨zcity⟩"),
    ("zh", "银行打电话核实身份，问我第一只宠物叫什么，我说 ⟨zpet⟩ ，记一下以后别答错。"),
    ("zh", "设置密保：您的初恋叫什么？ ⟨zname⟩"),
    ("zh", "安全问题「父亲的生日」填的是 ⟨zbday⟩"),
    ("zh", "密保｜就读的小学：⟨zschool⟩｜最喜欢的菜：⟨zfood⟩"),
    ("mixed", "security question 是第一辆车的牌子，我填的 ⟨car⟩"),
    ("mixed", "Apple ID 的密保：最喜欢的老师 ⟨zteacher⟩老师，第一个宠物 ⟨zpet⟩"),
    ("mixed", "memorable place 我设的是 ⟨zcity⟩，下次 call center 问起来别忘了"),
    ("mixed", "bank 的 secret question「母亲姓名」→ ⟨zmother⟩"),
],
"mnemonic_bip39_en": [
    ("en", "wallet backup — DO NOT LOSE\n⟨num⟩"),
    ("en", "Found Dad's hardware wallet card in the seed-bank paperwork. The words were:\n⟨lines⟩\nPutting them in the safe tomorrow."),
    ("en", "recovery phrase (⟨count⟩ words): ⟨v⟩"),
    ("en", "Long day at the hives. Also finally wrote down the Ledger words properly: ⟨numinline⟩. Tomorrow: sugar syrup for the weak colonies."),
    ("en", "[voice memo transcript] okay the seed words are ⟨v⟩ ... that's all of them I think"),
    ("en", "| # | word |\n|---|---|\n⟨table⟩"),
    ("en", "From the steel plate in ⟨en⟩'s drawer:\n⟨cols⟩"),
    ("mixed", "助记词 seed words 备份（别拍照）：\n⟨num⟩"),
    ("mixed", "我爸冷钱包的 seed phrase 是 ⟨v⟩ ，先记这里"),
    ("mixed", "钱包恢复词 backup：\n⟨lines⟩\n写完这张纸放保险柜"),
    ("mixed", "今天在蜂场忙了一天。顺便把 MetaMask 的 secret recovery phrase 抄了一遍：⟨numinline⟩。明天喂糖水。"),
    ("mixed", "⟨zn⟩ 的 wallet 助记词：⟨commas⟩"),
],
"mnemonic_zh": [
    ("zh", "钱包助记词（中文）：⟨v⟩"),
    ("zh", "助记词按顺序：\n⟨num⟩"),
    ("zh", "日记：整理爷爷留下的东西，找到一张纸，上面是钱包的⟨count⟩个字：⟨v⟩ 。先抄在这里，明天去银行租保险箱。"),
    ("zh", "【语音转文字】助记词是……⟨v⟩……就这些"),
    ("zh", "恢复短语\n⟨lines⟩"),
    ("zh", "助记词连着写：⟨nospace⟩"),
    ("mixed", "imToken 的中文 mnemonic：⟨v⟩"),
    ("mixed", "seed phrase 用的中文词表，按 order：⟨numinline⟩"),
    ("mixed", "backup 一下 wallet 助记词\n⟨lines⟩\nDON'T share"),
    ("mixed", "| # | 助记词 word |\n|---|---|\n⟨table⟩"),
],
"crypto_wallet_key": [
    ("en", "Paper wallet from 2017, private key (WIF): ⟨v⟩"),
    ("en", "Imported this key into Electrum: ⟨v⟩ — balance showed 0.04"),
    ("en", "Hot wallet for the donation jar at ⟨place⟩, exported private key: ⟨hexk⟩"),
    ("en", "sweep this before Friday → ⟨v⟩"),
    ("en", "MetaMask → Account details → Show private key:\n⟨hexplain⟩"),
    ("zh", "纸钱包私钥：⟨v⟩ ，币已经转走了但还是别外传。"),
    ("zh", "导出的以太坊私钥 ⟨hexk⟩"),
    ("zh", "把这个私钥导入钱包：⟨v⟩"),
    ("mixed", "Electrum 导出的 WIF 私钥：⟨v⟩"),
    ("mixed", "MetaMask 导出的 private key：⟨hexplain⟩，记得 sweep 到新地址"),
    ("mixed", "冷钱包 backup：private key ⟨v⟩"),
],
"private_key_pem": [
    ("en", "Deploy key for the ferry timetable server, paste into ~/.ssh/id_ed25519:\n⟨ssh⟩"),
    ("en", "Here's the TLS key for the booking site — cert is in the other message.\n\n⟨tls⟩"),
    ("en", "key.pem (from the old Raspberry Pi at ⟨place⟩):\n```\n⟨v⟩\n```"),
    ("en", "Export of my signing key, keep it offline:\n⟨pgp⟩"),
    ("zh", "服务器的私钥贴在这里，别进仓库：\n⟨ssh⟩"),
    ("zh", "旧树莓派上导出的密钥：\n⟨v⟩\n证书在另一个文件里。"),
    ("zh", "签名用的私钥备份：\n⟨pgp⟩"),
    ("mixed", "ssh 私钥 for 录音棚 NAS：\n⟨ssh⟩"),
    ("mixed", "这是 staging 的 TLS private key，cert 我另外发：\n⟨tls⟩"),
    ("mixed", "GPG 导出的 secret key，离线保存：\n⟨pgp⟩"),
],
"jwt": [
    ("en", "Copying the session token from devtools so I can test the kiosk API: ⟨v⟩"),
    ("en", "curl -H 'Authorization: Bearer ⟨v⟩' https://api.⟨host⟩/v1/hives"),
    ("en", "localStorage[\"auth\"] = \"⟨v⟩\"  // from ⟨en⟩'s browser"),
    ("en", "cookie from the admin panel at ⟨place⟩: access_token=⟨v⟩; Path=/; HttpOnly"),
    ("zh", "登录后拿到的令牌：⟨v⟩"),
    ("zh", "接口调用要带这个令牌：⟨v⟩ ，有效期一天。"),
    ("zh", "把浏览器里复制的会话令牌发给你：⟨v⟩"),
    ("mixed", "Postman 里的 Bearer token：⟨v⟩，过期了再找我"),
    ("mixed", "调试用的 JWT：⟨v⟩（prod 环境的，小心）"),
    ("mixed", "access token 贴一下 ⟨v⟩"),
],
"api_key": [
    ("en", "⟨svcname⟩ key for the hive-weight dashboard: ⟨v⟩"),
    ("en", "export ⟨keyenv⟩=⟨v⟩  # added to .bashrc on the kiosk box"),
    ("en", "Hey ⟨en⟩, use my token until yours is approved: ⟨v⟩"),
    ("en", "config.yaml\n  provider: ⟨svcname⟩\n  api_key: \"⟨v⟩\"\n  timeout: 30"),
    ("en", "Rotated the bot token for ⟨place⟩ today. New one: ⟨v⟩"),
    ("zh", "蜂箱称重面板用的接口密钥：⟨v⟩"),
    ("zh", "⟨zn⟩，你的权限还没批下来，先用我的令牌：⟨v⟩"),
    ("zh", "今天换了机器人令牌，新的是 ⟨v⟩"),
    ("zh", "短信平台的密钥 ⟨v⟩ ，别提交到代码里。"),
    ("mixed", "⟨svcname⟩ 的 API key：⟨v⟩，额度快用完了"),
    ("mixed", "把 token ⟨v⟩ 填到 settings 里就能跑"),
    ("mixed", "new secret key 生成了：⟨v⟩，旧的已经 revoke"),
],
"env_file": [
    ("en", "⟨env⟩"),
    ("en", "here's the .env for the hive-scale Pi, don't commit it:\n\n⟨env⟩"),
    ("en", "```dotenv\n# uploader at ⟨place⟩\n⟨env⟩\n```"),
    ("en", "$ cat /srv/ferry-kiosk/.env\n⟨env⟩"),
    ("en", "docker run --env-file prod.env … where prod.env is:\n⟨env⟩"),
    ("en", "⟨en⟩ pasted this into the team chat by mistake:\n⟨env⟩"),
    ("mixed", "生产环境的 .env 先发你：\n⟨env⟩\n别 commit 进 repo"),
    ("mixed", "# ⟨zplace⟩温控 service 配置\n⟨env⟩"),
    ("mixed", "部署的时候把这几行加到 .env 里：\n⟨env⟩"),
    ("mixed", "⟨zn⟩ 发来的 env 文件：\n```\n⟨env⟩\n```"),
],
"connection_string": [
    ("en", "DATABASE_URL for the seed bank inventory app: ⟨url⟩"),
    ("en", "Camera over the hives streams at ⟨camera⟩ — open it in VLC"),
    ("en", "Can't clone? use ⟨git⟩ for now"),
    ("en", "appsettings.json → \"ConnectionStrings\": { \"Default\": \"⟨ado⟩\" }"),
    ("en", "Mount the booth NAS from Finder: ⟨smb⟩"),
    ("en", "proxy settings for the till at ⟨place⟩: ⟨proxy⟩"),
    ("zh", "库存系统的数据库连接：⟨url⟩"),
    ("zh", "蜂箱监控摄像头地址 ⟨camera⟩ ，用播放器打开就能看。"),
    ("zh", "仓库克隆不了就先用这个地址：⟨git⟩"),
    ("zh", "共享盘挂载地址：⟨smb⟩"),
    ("zh", "连接串：⟨ado⟩"),
    ("mixed", "staging DB 的 connection string：⟨url⟩"),
    ("mixed", "NAS 的 ftp 地址 ⟨ftp⟩，传完 mix 记得删"),
    ("mixed", "jdbc url 改成 ⟨jdbc⟩ 就能连上"),
],
"wifi_password": [
    ("en", "Wi-Fi at ⟨place⟩: network ⟨ssid⟩, password ⟨v⟩"),
    ("en", "[photo of the sign by the ferry kiosk, transcribed] FREE GUEST WIFI  ⟨ssid⟩  key: ⟨v⟩"),
    ("en", "The QR on the recording booth door decodes to ⟨qr⟩"),
    ("en", "House manual → Internet: ⟨ssid⟩ / ⟨v⟩ (router is behind the bread bin)"),
    ("zh", "⟨zplace⟩的无线网：⟨ssid⟩ ，密码 ⟨v⟩"),
    ("zh", "客厅路由器的无线密码改成了 ⟨v⟩ ，名字还是 ⟨ssid⟩ 。"),
    ("zh", "【照片转文字】本店无线网络 ⟨ssid⟩ 密码：⟨v⟩"),
    ("zh", "扫门上的二维码得到 ⟨qr⟩"),
    ("mixed", "WiFi 名 ⟨ssid⟩，密码 ⟨v⟩，5G 那个信号好一点"),
    ("mixed", "studio 的 wifi password 换了：⟨v⟩"),
    ("mixed", "guest network ⟨ssid⟩ 的 key 是 ⟨v⟩"),
],
"card_number": [
    ("en", "Club card for the honey-jar order: ⟨v⟩ exp ⟨exp⟩ CVV ⟨cvv⟩"),
    ("en", "Booking the ferry for Mum — her card is ⟨v⟩, expires ⟨exp⟩"),
    ("en", "Read the card out over the phone to the booking office at ⟨place⟩: ⟨v⟩, expiry ⟨exp⟩, and the three on the back ⟨cvv⟩."),
    ("en", "| payee | card |\n|---|---|\n| darkroom supplies | ⟨v⟩ |"),
    ("en", "saved the new work Amex: ⟨amex⟩, security code ⟨cvv4⟩"),
    ("zh", "信用卡号 ⟨v⟩ ，有效期 ⟨exp⟩ ，背面三位 ⟨cvv⟩"),
    ("zh", "帮妈妈订船票用的卡：⟨v⟩"),
    ("zh", "银联卡号：⟨up⟩ ，开户行是城东支行。"),
    ("zh", "新卡到了，卡号 ⟨v⟩ ，先记下来。"),
    ("mixed", "Visa 卡号 ⟨v⟩，expiry ⟨exp⟩，CVV ⟨cvv⟩"),
    ("mixed", "网购用的 card number：⟨v⟩"),
    ("mixed", "公司 corporate card ⟨v⟩，报销时候要填"),
],
# ---------------------------------------------------------------- benign
"order_number": [
    ("en", "Your order ⟨amz⟩ has shipped. Track it: ⟨ups⟩"),
    ("en", "Support ticket #⟨ticket⟩ — smoker bellows replacement, status: waiting on supplier"),
    ("en", "Honey jars arriving Thursday, Royal Mail tracking ⟨rm⟩"),
    ("en", "Order no. ⟨ord⟩ · 12 × 340g hex jars · paid"),
    ("en", "[log] ⟨date⟩ ⟨time⟩ INFO order=⟨ord⟩ status=dispatched carrier=DPD parcel=⟨dpd⟩"),
    ("zh", "订单号：⟨cnord⟩ ，商品已发货。"),
    ("zh", "顺丰单号 ⟨sf⟩ ，明天应该能到。"),
    ("zh", "工单 ⟨ticket⟩ 已受理，维修师傅下午联系您。"),
    ("zh", "快递单号：⟨yt⟩ （圆通）"),
    ("mixed", "淘宝订单 ⟨cnord⟩ 还没 ship，催一下"),
    ("mixed", "tracking number 是 ⟨ups⟩，说周五到"),
    ("mixed", "JIRA ticket ⟨jira⟩ 已经 close 了"),
],
"booking_reference": [
    ("en", "Ferry booking confirmed. Booking reference: ⟨pnr⟩. Show this at the kiosk."),
    ("en", "Flight to Bergen, ref ⟨pnr⟩, seat ⟨n⟩C"),
    ("en", "Hotel confirmation number ⟨hotel⟩ for the beekeeping convention"),
    ("en", "Studio booking #⟨studio⟩ — Booth B, Saturday 10:00–13:00"),
    ("zh", "船票预订成功，预订号 ⟨pnr⟩ ，请凭此号到售票亭取票。"),
    ("zh", "酒店确认号：⟨hotel⟩"),
    ("zh", "火车票订单 ⟨t12306⟩ ，⟨zdate⟩ 的高铁。"),
    ("zh", "机票编码 ⟨pnr⟩ ，座位 ⟨n⟩ 排 3 号。"),
    ("mixed", "booking ref ⟨pnr⟩，check-in 的时候要报"),
    ("mixed", "Airbnb 的 reservation code 是 ⟨hm⟩"),
    ("mixed", "录音棚 booking #⟨studio⟩，周六上午"),
],
"version_string": [
    ("en", "Updated the kiosk firmware to ⟨fw⟩, the card reader still stutters."),
    ("en", "Requires Python ⟨py⟩ or newer; tested on ⟨semver⟩."),
    ("en", "Changelog ⟨semver⟩ — fix hive weight drift, bump deps"),
    ("en", "pip install hivescale==⟨semver⟩"),
    ("zh", "路由器固件升级到 ⟨fw⟩ 之后掉线少多了。"),
    ("zh", "版本号 ⟨semver⟩ 修复了称重漂移的问题。"),
    ("zh", "请把客户端更新到 ⟨semver⟩ 以上。"),
    ("mixed", "release ⟨semver⟩ 已经 tag 好了"),
    ("mixed", "升级到 macOS ⟨mac⟩ 以后 DAW 打不开"),
    ("mixed", "Android ⟨android⟩ build ⟨build⟩ 有 bug，相机闪退"),
],
"git_hash": [
    ("en", "Reverted ⟨sha⟩ — it broke the timetable export."),
    ("en", "commit ⟨sha⟩\nAuthor: ⟨en⟩ <⟨email⟩>\nDate:   ⟨date⟩\n\n    fix: rounding in jar labels"),
    ("en", "bisect says the first bad commit is ⟨short⟩"),
    ("en", "pinned the action to ⟨sha⟩ instead of @v4"),
    ("zh", "回滚到 ⟨short⟩ 之后导出就正常了。"),
    ("zh", "问题是提交 ⟨sha⟩ 引入的。"),
    ("zh", "线上跑的是 ⟨short⟩ 这个版本。"),
    ("mixed", "这个 bug 是 ⟨short⟩ 这个 commit 引入的"),
    ("mixed", "cherry-pick ⟨sha⟩ 到 release 分支"),
    ("mixed", "CI 跑的 HEAD 是 ⟨sha⟩，不是最新的"),
],
"checksum": [
    ("en", "<script src=\"https://cdn.⟨host⟩/hive.min.js\" integrity=\"⟨sri384⟩\" crossorigin=\"anonymous\"></script>"),
    ("en", "⟨sha256⟩  ⟨file⟩"),
    ("en", "MD5 of the scanned negatives archive: ⟨md5⟩ — matches the one on the drive."),
    ("en", "<link rel=\"stylesheet\" href=\"/css/booth.css\" integrity=\"⟨sri256⟩\" crossorigin=\"anonymous\">"),
    ("en", "SHA256 (⟨file⟩) = ⟨sha256⟩"),
    ("en", "CRC32 ⟨crc⟩ ok, ⟨n⟩ files verified"),
    ("zh", "下载后校验一下，哈希值应该是 ⟨sha256⟩"),
    ("zh", "镜像文件的校验值：⟨md5⟩"),
    ("zh", "压缩包校验和 ⟨sha1⟩ ，和官网一致。"),
    ("mixed", "CDN 的 script 加了 SRI：integrity=\"⟨sri384⟩\""),
    ("mixed", "下载完 check 一下 sha256：⟨sha256⟩"),
    ("mixed", "这个 release 的 checksum 是 ⟨sha512⟩"),
    ("mixed", "<script src=\"/js/app.js\" integrity=\"⟨sri512⟩\"></script> 这样写就行"),
],
"phone_number": [
    ("en", "Club secretary for ⟨place⟩: ⟨en⟩, ⟨ukphone⟩ (evenings only)"),
    ("en", "Ferry kiosk lost property line: ⟨ukland⟩"),
    ("en", "call me back on ⟨usphone⟩ when you're out of the darkroom"),
    ("en", "Emergency contact — ⟨en2⟩ ⟨inphone⟩"),
    ("zh", "有事打我手机 ⟨cnmob⟩"),
    ("zh", "暗房管理员电话：⟨cnland⟩"),
    ("zh", "快递员的电话是 ⟨cnmob⟩ ，让他放门卫。"),
    ("zh", "紧急联系人：⟨zn⟩ ⟨cnmob⟩"),
    ("mixed", "我的 WhatsApp 是 ⟨ukphone⟩"),
    ("mixed", "有问题 call 我 ⟨cnmob⟩"),
    ("mixed", "hotline ⟨cnland⟩，工作日 9 点到 5 点"),
],
"postal_code": [
    ("en", "Ship the smoker to: 14 Wick Lane, Bristol ⟨ukpc⟩"),
    ("en", "PIN code ⟨inpin⟩, ⟨incity⟩ — that's where the seed samples go"),
    ("en", "Form field 'ZIP': ⟨zip⟩"),
    ("en", "Address: 221 MG Road, ⟨incity⟩ ⟨inpin⟩, India"),
    ("en", "Postcode for the ferry terminal car park is ⟨ukpc⟩ if you're using satnav"),
    ("en", "Canada Post says ⟨capc⟩ is wrong for that street"),
    ("zh", "寄到：浙江省绍兴市越城区解放北路 ⟨n⟩ 号，邮编 ⟨cnpc⟩"),
    ("zh", "邮政编码 ⟨cnpc⟩ ，收件人 ⟨zn⟩"),
    ("zh", "印度合作方地址：⟨incity_zh⟩，邮政编码 ⟨inpin⟩。"),
    ("mixed", "India 那边的 PIN code 是 ⟨inpin⟩（⟨incity⟩），寄样品用"),
    ("mixed", "zip code ⟨zip⟩，地址我发你 email 了"),
    ("mixed", "UK 的 postcode ⟨ukpc⟩"),
],
"serial_number": [
    ("en", "Serial No.: ⟨sn⟩ — enlarger timer, bought second-hand"),
    ("en", "Warranty claim: device IMEI ⟨imei⟩, purchase date ⟨date⟩"),
    ("en", "S/N ⟨sn2⟩ on the back of the hive scale"),
    ("en", "Windows product ID ⟨pid⟩ (from System > About on the booth PC)"),
    ("zh", "设备序列号：⟨sn⟩"),
    ("zh", "手机的国际移动设备识别码 ⟨imei⟩"),
    ("zh", "冰柜背面铭牌：出厂编号 ⟨sn2⟩"),
    ("mixed", "保修要填 serial number：⟨sn⟩"),
    ("mixed", "IMEI ⟨imei⟩，保修 claim 要用"),
    ("mixed", "麦克风 serial ⟨sn2⟩，录音棚 asset 登记"),
],
"card_like_benign": [
    ("en", "Loyalty card no. ⟨bad⟩ — ⟨n⟩ points to the free coffee at the ferry café"),
    ("en", "Card: **** **** **** ⟨last4⟩  Auth: approved  Total £⟨n⟩.40"),
    ("en", "Library card number ⟨bad⟩ (the barcode is scratched)"),
    ("en", "Gas meter reference ⟨bad⟩ — reading 0⟨n⟩71"),
    ("en", "Beekeepers' Association membership no. ⟨bad⟩"),
    ("zh", "会员卡号 ⟨bad⟩ ，积分还有 ⟨n⟩0。"),
    ("zh", "交易凭证号 ⟨bad⟩"),
    ("zh", "尾号 ⟨last4⟩ 的卡消费了 ⟨n⟩ 元。"),
    ("zh", "图书馆借书证号：⟨bad⟩"),
    ("mixed", "咖啡店会员卡 ⟨bad⟩，points 快满了"),
    ("mixed", "付款用的是尾号 ⟨last4⟩ 的 Visa"),
    ("mixed", "reference number ⟨bad⟩，退款查询用"),
],
"promo_code": [
    ("en", "Use code ⟨promo⟩ at checkout for 15% off hive frames."),
    ("en", "Ferry weekend sale — promo code ⟨promo⟩, valid until Sunday"),
    ("en", "Newsletter: members get free shipping with ⟨promo⟩"),
    ("en", "voucher code ⟨promo⟩ didn't work on the darkroom paper order"),
    ("zh", "下单时输入优惠码 ⟨promo⟩ 立减 ⟨n⟩ 元。"),
    ("zh", "周末船票优惠，折扣码 ⟨promo⟩ 。"),
    ("zh", "会员专享折扣码 ⟨promo⟩ ，满百包邮。"),
    ("mixed", "coupon code ⟨promo⟩ 还能用，快下单"),
    ("mixed", "结账时输 promo code ⟨promo⟩"),
    ("mixed", "newsletter 里给的 discount code 是 ⟨promo⟩"),
],
"public_key_address": [
    ("en", "Add my public key to the booth NAS please:\n⟨sshpub⟩"),
    ("en", "Donations to ⟨place⟩: BTC ⟨btc⟩"),
    ("en", "Send the refund to my ETH address ⟨eth⟩"),
    ("en", "Watch-only wallet, xpub: ⟨xpub⟩"),
    ("en", "Our PGP public key for disclosures:\n⟨pgppub⟩"),
    ("en", "Bech32 address for the seed bank fund: ⟨bc1⟩"),
    ("zh", "我的公钥，麻烦加到服务器上：\n⟨sshpub⟩"),
    ("zh", "捐款地址（比特币）：⟨btc⟩"),
    ("zh", "收款地址 ⟨eth⟩"),
    ("zh", "观察钱包的扩展公钥：⟨xpub⟩"),
    ("mixed", "ssh public key 发你了：⟨sshpub⟩"),
    ("mixed", "USDT 收款 address：⟨eth⟩"),
    ("mixed", "证书 certificate（公开的）：\n⟨cert⟩"),
],
"password_talk": [
    ("en", "I forgot my password for ⟨app⟩ again and the reset email never came."),
    ("en", "New rule at ⟨place⟩: passwords must be 14 characters and can't reuse the last five."),
    ("en", "⟨en⟩ keeps asking me for the Wi-Fi password. I told her to ask the front desk."),
    ("en", "Note to self: change the password on ⟨app⟩ this weekend."),
    ("en", "The bank says they will never ask for my PIN or a one-time code over the phone. Good to know, ⟨en⟩."),
    ("zh", "又忘了⟨zapp⟩的密码，重置邮件一直收不到。"),
    ("zh", "⟨zplace⟩新规定：密码至少十四位，不能和前五次相同。"),
    ("zh", "周末记得把⟨zapp⟩的密码改一下。"),
    ("zh", "银行说永远不会在电话里问我的验证码，⟨zn⟩你也别告诉任何人。"),
    ("mixed", "password 又过期了，IT 让我自己去 portal reset"),
    ("mixed", "别把 PIN 告诉任何人，包括 bank 的人，⟨zn⟩"),
    ("mixed", "二步验证开了之后 login 麻烦多了，⟨zapp⟩每次都要 code"),
    ("mixed", "他问我 Wi-Fi 密码，我说去问 reception，⟨zplace⟩的规矩"),
],
"secret_reference": [
    ("en", "Login for ⟨app⟩ → ⟨pm⟩, folder 'Club', entry '⟨app⟩'"),
    ("en", "Kiosk admin password for ⟨place⟩: memorised, not written anywhere."),
    ("en", "The freezer PIN is in the sealed envelope in the director's safe — ask ⟨en⟩."),
    ("en", "The hive-scale API key lives in ⟨pm⟩ under 'Beekeeping / HiveScale'. Ask ⟨en⟩ for access."),
    ("en", "Wi-Fi password for ⟨place⟩: see the laminated card behind the till."),
    ("en", "Recovery codes printed and stored in the fireproof box (top shelf, ⟨en⟩ has the key)."),
    ("zh", "⟨zapp⟩的密码 → 密码管理器里「俱乐部」条目"),
    ("zh", "⟨zplace⟩管理员密码：记在脑子里，没写在任何地方。"),
    ("zh", "保险柜密码在财务那个密封信封里，找⟨zn⟩要。"),
    ("zh", "接口密钥放在密码管理器里，名字叫「蜂箱称重」，要权限找⟨zn⟩。"),
    ("zh", "恢复码已经打印，放在⟨zplace⟩的防火箱里。"),
    ("mixed", "NAS 密码存在 ⟨pm⟩ 的 'Studio' folder 里"),
    ("mixed", "API key 在 Vault 里：secret/ferry/kiosk → ask ⟨en⟩"),
    ("mixed", "Wi-Fi 密码见⟨zplace⟩前台那张 laminated 卡片"),
    ("mixed", "password hint：我们第一次吃饭的那家店（只是提示，不是密码本身）—— ⟨pm⟩ 里有"),
],
"code_config_benign": [
    ("en", "db_password = os.environ[\"⟨envvar⟩\"]"),
    ("en", "const apiKey = process.env.⟨envvar⟩;\nif (!apiKey) throw new Error('missing ⟨envvar⟩');"),
    ("en", "env:\n  ⟨envvar⟩: ${{ secrets.⟨envvar⟩ }}"),
    ("en", "DB_PASSWORD=${⟨envvar⟩:?must be set}"),
    ("en", "password := os.Getenv(\"⟨envvar⟩\")"),
    ("en", "- name: ⟨envvar⟩\n  valueFrom:\n    secretKeyRef:\n      name: seedbank-db\n      key: password"),
    ("en", "spring.datasource.password=${⟨envvar⟩}"),
    ("en", "let token = std::env::var(\"⟨envvar⟩\").expect(\"token not set\");"),
    ("en", "read -s -p 'Password for ⟨app⟩: ' PASS && export ⟨envvar⟩=\"$PASS\""),
    ("en", "$password = Read-Host -AsSecureString 'Enter NAS password for ⟨en⟩'"),
    ("mixed", "# 从环境变量读密码，不要写死\npassword = os.getenv('⟨envvar⟩')"),
    ("mixed", "CI 里用 ${{ secrets.⟨envvar⟩ }}，不要 hardcode"),
    ("mixed", "docker-compose 里写 env_file: .env 就行，⟨envvar⟩ 不进 repo"),
    ("mixed", "密码改成从 keyring 读：keyring.get_password('⟨envvar⟩', '⟨en⟩')"),
    ("mixed", "config 里 password 字段留空，启动时从 $⟨envvar⟩ 注入"),
    ("mixed", "api_key: !ENV ${⟨envvar⟩}  # 部署时注入，⟨zn⟩ 负责"),
],
"placeholder": [
    ("en", "OPENAI_API_KEY=sk-...  # put your own key here (see ⟨app⟩ README)"),
    ("en", "Authorization: Bearer <YOUR_API_KEY>   (replace before calling the ⟨envvar⟩ endpoint)"),
    ("en", "Test card for the booking sandbox: ⟨testcard⟩, any future expiry, any CVC."),
    ("en", "[profile ⟨profile⟩]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"),
    ("en", "-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----\n(paste your key for ⟨app⟩ between the lines)"),
    ("en", "⟨envvar⟩=<password>   # fill in locally, never commit"),
    ("en", "BIP39 test vector from the spec, never fund it: ⟨tv⟩ (used in ⟨app⟩'s unit tests)"),
    ("zh", "密码：******（已隐藏）——⟨zn⟩"),
    ("zh", "在这里填入你的密钥：<在此填写密钥>，⟨zapp⟩才能连上。"),
    ("zh", "测试卡号 ⟨testcard⟩ ，有效期随便填一个将来的日期。"),
    ("zh", "示例：密码=xxxxxx（⟨zapp⟩文档里的写法）"),
    ("mixed", "把 YOUR_TOKEN_HERE 换成你自己的 token，⟨zn⟩"),
    ("mixed", "文档里的 sample key AKIAIOSFODNN7EXAMPLE 不是真的，⟨profile⟩ profile 用的"),
    ("mixed", "password 那栏先填 <password>，部署时替换 ⟨envvar⟩"),
    ("mixed", "Stripe 测试卡 ⟨testcard⟩，CVC 随便"),
],
"life_fact": [
    ("en", "Passport renewal form — Place of birth: ⟨city⟩. Height: 1⟨n⟩ cm is wrong, fix it."),
    ("en", "My first car was a ⟨car⟩ that leaked oil all over ⟨en⟩'s driveway. I still miss it."),
    ("en", "Grew up on ⟨street⟩, two doors down from the bakery. Walked past it today."),
    ("en", "Our old dog ⟨pet⟩ used to sleep under the extractor in the honey shed."),
    ("en", "Mum's family were ⟨maiden⟩s from the coast; she met Dad at a ferry dance in ⟨acity⟩."),
    ("zh", "护照申请表 —— 出生地：⟨zcity⟩ 。身高一栏填错了，要改。"),
    ("zh", "我的第一辆车是一辆二手的⟨zcar⟩，开了八年。"),
    ("zh", "小时候家里养的猫叫⟨zpet⟩，特别爱趴在暗房门口。"),
    ("zh", "小学班主任是⟨zteacher⟩老师，去年同学聚会还见到了。"),
    ("mixed", "visa application 的出生地填 ⟨zcity⟩"),
    ("mixed", "我第一辆车是 ⟨car⟩，开到 200k miles 才卖"),
    ("mixed", "小学在 ⟨zcity⟩ 读的，后来搬去了 Manchester"),
],
"word_list_benign": [
    ("en", "Spelling list for week ⟨n⟩: ⟨wl⟩"),
    ("en", "Words for the beekeeping crossword: ⟨wl⟩"),
    ("en", "Scrabble words we argued about tonight: ⟨wl⟩"),
    ("zh", "今天练字：⟨zwl⟩"),
    ("zh", "生字表（第⟨n⟩课）：⟨zwl⟩"),
    ("zh", "成语接龙用到的字：⟨zwl⟩"),
    ("mixed", "vocabulary list 这周背：⟨wl⟩"),
    ("mixed", "今天的 dictation 单词：⟨wl⟩"),
],
}

GENERATORS = {
    "password_nl": gen_password, "pin": gen_pin, "otp": gen_otp, "totp_secret": gen_totp,
    "recovery_codes": gen_recovery, "security_answer": gen_secans, "mnemonic_bip39_en": gen_bip39_en,
    "mnemonic_zh": gen_bip39_zh, "crypto_wallet_key": gen_wallet, "private_key_pem": gen_pem, "jwt": gen_jwt,
    "api_key": gen_apikey, "env_file": gen_env, "connection_string": gen_conn, "wifi_password": gen_wifi,
    "card_number": gen_card,
    "order_number": gen_order, "booking_reference": gen_booking, "version_string": gen_version, "git_hash": gen_git,
    "checksum": gen_checksum, "phone_number": gen_phone, "postal_code": gen_postal, "serial_number": gen_serial,
    "card_like_benign": gen_cardlike, "promo_code": gen_promo, "public_key_address": gen_pub,
    "password_talk": gen_plain, "secret_reference": gen_plain, "code_config_benign": gen_plain,
    "placeholder": gen_plain, "life_fact": gen_lifefact, "word_list_benign": gen_wordlist,
}

# cases per split (identical in dev and test); 275 secret + 225 benign = 500
COUNTS = {
    "password_nl": 25, "pin": 18, "otp": 20, "totp_secret": 16, "recovery_codes": 16, "security_answer": 20,
    "mnemonic_bip39_en": 18, "mnemonic_zh": 14, "crypto_wallet_key": 14, "private_key_pem": 14, "jwt": 14,
    "api_key": 18, "env_file": 16, "connection_string": 18, "wifi_password": 16, "card_number": 18,
    "order_number": 14, "booking_reference": 12, "version_string": 12, "git_hash": 12, "checksum": 16,
    "phone_number": 14, "postal_code": 14, "serial_number": 12, "card_like_benign": 14, "promo_code": 12,
    "public_key_address": 14, "password_talk": 13, "secret_reference": 16, "code_config_benign": 16,
    "placeholder": 14, "life_fact": 12, "word_list_benign": 8,
}
SECRET_KINDS = list(COUNTS)[:16]


# --------------------------------------------------------------------------
# Assembly
# --------------------------------------------------------------------------
LANGS = ("en", "zh", "mixed")
FIELD = re.compile(r"⟨(\w+)⟩")
CJK = re.compile(r"[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]")
ZH_LATIN_OK = {"xxxxxx"}


def check_templates():
    assert set(TEMPLATES) == set(GENERATORS) == set(COUNTS)
    assert sum(COUNTS.values()) == PER_SPLIT
    for kind, tpls in TEMPLATES.items():
        for lang, t in tpls:
            bare = FIELD.sub("", t)
            if lang == "en":
                assert not CJK.search(t), (kind, t)
            elif lang == "zh":
                latin = [w for w in re.findall(r"[A-Za-z]{2,}", bare) if w not in ZH_LATIN_OK]
                assert CJK.search(bare) and not latin, (kind, t, latin)
            else:
                assert CJK.search(bare) and re.search(r"[A-Za-z]{2,}", bare), (kind, t)
        per_lang = Counter(l for l, _ in tpls)
        for l, n in per_lang.items():
            assert n >= 2, "%s/%s needs a template in each split" % (kind, l)


def split_templates():
    """Every (kind, lang) group is dealt alternately into dev and test."""
    out = {"dev": defaultdict(list), "test": defaultdict(list)}
    for ki, (kind, tpls) in enumerate(TEMPLATES.items()):
        for li, lang in enumerate(LANGS):
            group = [(i, t) for i, (l, t) in enumerate(tpls) if l == lang]
            for gi, (i, t) in enumerate(group):
                split = "dev" if (gi + ki + li) % 2 == 0 else "test"
                out[split][(kind, lang)].append(("%s.%s.%02d" % (kind, lang, i), t))
    return out


def allocate():
    """Per-kind language quotas (same for both splits), summing to LANG_TARGET."""
    weights = {"en": 0.40, "zh": 0.35, "mixed": 0.25}
    alloc = {}
    for kind, n in COUNTS.items():
        langs = [l for l in LANGS if any(tl == l for tl, _ in TEMPLATES[kind])]
        tot = sum(weights[l] for l in langs)
        raw = {l: n * weights[l] / tot for l in langs}
        a = {l: int(raw[l]) for l in langs}
        for l in sorted(langs, key=lambda l: raw[l] - a[l], reverse=True)[: n - sum(a.values())]:
            a[l] += 1
        alloc[kind] = a
    while True:
        totals = Counter()
        for a in alloc.values():
            totals.update(a)
        surplus = [l for l in LANGS if totals[l] > LANG_TARGET[l]]
        deficit = [l for l in LANGS if totals[l] < LANG_TARGET[l]]
        if not surplus:
            break
        s, d = surplus[0], deficit[0]
        cands = [k for k, a in alloc.items() if d in a and a.get(s, 0) > 2]
        k = max(cands, key=lambda k: (alloc[k][s] - alloc[k][d], k))
        alloc[k][s] -= 1
        alloc[k][d] += 1
    return alloc


def render(r, kind, template):
    fields, spans = GENERATORS[kind](r)
    values = fillers(r)
    values.update(fields)
    used = FIELD.findall(template)
    for name in used:
        assert name in values, (kind, name, template)
    text = FIELD.sub(lambda m: values[m.group(1)], template)
    span = None
    if kind in SECRET_KINDS:
        secret_fields = [name for name in used if name in spans]
        assert secret_fields, (kind, template)
        span = spans[secret_fields[0]]
        assert span and span in text, (kind, template, span)
    return text, span


def build():
    check_templates()
    r = random.Random(SEED)
    splits = split_templates()
    alloc = allocate()
    seen = set()
    result = {}
    for split in ("dev", "test"):
        cases = []
        for kind in COUNTS:
            for lang in LANGS:
                q = alloc[kind].get(lang, 0)
                group = list(splits[split][(kind, lang)])
                assert group or not q, (split, kind, lang)
                r.shuffle(group)
                made = 0
                attempt = 0
                while made < q:
                    tid, t = group[(made + attempt) % len(group)]
                    text, span = render(r, kind, t)
                    if lang == "en" and CJK.search(text):
                        attempt += 1
                        continue
                    if text in seen:
                        attempt += 1
                        assert attempt < 200, (split, kind, lang)
                        continue
                    seen.add(text)
                    cases.append({"text": text, "lang": lang,
                                  "label": "secret" if kind in SECRET_KINDS else "benign",
                                  "kind": kind, "span": span, "source": "synthetic-blind-corpus9",
                                  "template": tid})
                    made += 1
        r.shuffle(cases)
        for i, c in enumerate(cases):
            h = hashlib.sha256(("corpus9|%s|%d|%s" % (split, i, c["text"])).encode()).hexdigest()
            c["id"] = "c9" + h[:10]
        result[split] = [{k: c[k] for k in ("id", "text", "lang", "label", "kind", "span", "source", "template")} for c in cases]
    ids = [c["id"] for s in result.values() for c in s]
    assert len(ids) == len(set(ids))
    dev_t = {c["template"] for c in result["dev"]}
    test_t = {c["template"] for c in result["test"]}
    assert not dev_t & test_t
    return result


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=os.path.dirname(os.path.abspath(__file__)))
    a = ap.parse_args(argv)
    result = build()
    for split, cases in result.items():
        path = os.path.join(a.out, split + ".jsonl")
        with open(path, "w", encoding="utf-8") as f:
            for c in cases:
                f.write(json.dumps(c, ensure_ascii=False) + "\n")
        lab = Counter(c["label"] for c in cases)
        lang = Counter(c["lang"] for c in cases)
        print("%s: %d cases (%d secret, %d benign; en %d, zh %d, mixed %d), %d templates -> %s" % (
            split, len(cases), lab["secret"], lab["benign"], lang["en"], lang["zh"], lang["mixed"],
            len({c["template"] for c in cases}), path))


if __name__ == "__main__":
    main()
