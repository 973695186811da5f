#!/usr/bin/env python3
"""make_corpus.py -- generator of secrets_corpus4, a blind benchmark corpus for
mimvault's secret detector.

Standard library only, deterministic (fixed seed; one random.Random per
template, seeded with the seed and the template id; string seeds do not
depend on PYTHONHASHSEED).

    python3 bench/secrets_corpus4/make_corpus.py            # writes dev.jsonl, test.jsonl, templates.json
    python3 bench/secrets_corpus4/make_corpus.py --check    # re-reads the files and verifies them
    python3 bench/secrets_corpus4/make_corpus.py --table    # prints the count tables (Markdown)

Templates are strings with placeholders written «name» (or «name#2» for a
second, independent value of the same generator).  A placeholder whose name
starts with ``S_`` is the secret of a secret template; its value is the case's
``span``.  Templates are dealt to dev or test as wholes, per (kind, language)
group, so no template (and no phrasing) is in both splits.  Pools of secret
material that a human chooses (security answers, the words passwords are made
of, Wi-Fi words) are halved: dev draws from one half, test from the other.
"""

import base64
import hashlib
import json
import os
import random
import re
import string
import struct
import sys
import textwrap
import zlib
from collections import Counter, defaultdict

SEED = 4_0417_2026
SOURCE = "synthetic-blind-v4"
HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------------------
# BIP39 word lists, written out (English and Simplified Chinese, 2048 each).
# Verified at start-up against the canonical SHA-256 digests of the
# reference files (one word per line, trailing newline).
# ---------------------------------------------------------------------------

BIP39_EN_TEXT = """
abandon ability able about above absent absorb abstract absurd abuse access accident account
accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict
address adjust admit adult advance advice aerobic affair afford afraid again age agent agree
ahead aim air airport aisle alarm album alcohol alert alien all alley allow almost alone alpha
already also alter always amateur amazing among amount amused analyst anchor ancient anger angle
angry animal ankle announce annual another answer antenna antique anxiety any apart apology
appear apple approve april arch arctic area arena argue arm armed armor army around arrange
arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume asthma
athlete atom attack attend attitude attract auction audit august aunt author auto autumn average
avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag balance
balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean
beauty because become beef before begin behave behind believe below belt bench benefit best
betray better between beyond bicycle bid bike bind biology bird birth bitter black blade blame
blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb
bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand brass
brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother
brown brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst
bus business busy butter buyer buzz cabbage cabin cable cactus cage cake call calm camera camp
can canal cancel candy cannon canoe canvas canyon capable capital captain car carbon card cargo
carpet carry cart case cash casino castle casual cat catalog catch category cattle caught cause
caution cave ceiling celery cement census century cereal certain chair chalk champion change
chaos chapter charge chase chat cheap check cheese chef cherry chest chicken chief child chimney
choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap
clarify claw clay clean clerk clever click client cliff climb clinic clip clock clog close cloth
cloud clown club clump cluster clutch coach coast coconut code coffee coil coin collect color
column combine come comfort comic common company concert conduct confirm congress connect
consider control convince cook cool copper copy coral core corn correct cost cotton couch
country couple course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy
cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise
crumble crunch crush cry crystal cube culture cup cupboard curious current curtain curve cushion
custom cute cycle dad damage damp dance danger daring dash daughter dawn day deal debate debris
decade december decide decline decorate decrease deer defense define defy degree delay deliver
demand demise denial dentist deny depart depend deposit depth deputy derive describe desert
design desk despair destroy detail detect develop device devote diagram dial diamond diary dice
diesel diet differ digital dignity dilemma dinner dinosaur direct dirt disagree discover disease
dish dismiss disorder display distance divert divide divorce dizzy doctor document dog doll
dolphin domain donate donkey donor door dose double dove draft dragon drama drastic draw dream
dress drift drill drink drip drive drop drum dry duck dumb dune during dust dutch duty dwarf
dynamic eager eagle early earn earth easily east easy echo ecology economy edge edit educate
effort egg eight either elbow elder electric elegant element elephant elevator elite else embark
embody embrace emerge emotion employ empower empty enable enact end endless endorse enemy energy
enforce engage engine enhance enjoy enlist enough enrich enroll ensure enter entire entry
envelope episode equal equip era erase erode erosion error erupt escape essay essence estate
eternal ethics evidence evil evoke evolve exact example excess exchange excite exclude excuse
execute exercise exhaust exhibit exile exist exit exotic expand expect expire explain expose
express extend extra eye eyebrow fabric face faculty fade faint faith fall false fame family
famous fan fancy fantasy farm fashion fat fatal father fatigue fault favorite feature february
federal fee feed feel female fence festival fetch fever few fiber fiction field figure file film
filter final find fine finger finish fire firm first fiscal fish fit fitness fix flag flame
flash flat flavor flee flight flip float flock floor flower fluid flush fly foam focus fog foil
fold follow food foot force forest forget fork fortune forum forward fossil foster found fox
fragile frame frequent fresh friend fringe frog front frost frown frozen fruit fuel fun funny
furnace fury future gadget gain galaxy gallery game gap garage garbage garden garlic garment gas
gasp gate gather gauge gaze general genius genre gentle genuine gesture ghost giant gift giggle
ginger giraffe girl give glad glance glare glass glide glimpse globe gloom glory glove glow glue
goat goddess gold good goose gorilla gospel gossip govern gown grab grace grain grant grape
grass gravity great green grid grief grit grocery group grow grunt guard guess guide guilt
guitar gun gym habit hair half hammer hamster hand happy harbor hard harsh harvest hat have hawk
hazard head health heart heavy hedgehog height hello helmet help hen hero hidden high hill hint
hip hire history hobby hockey hold hole holiday hollow home honey hood hope horn horror horse
hospital host hotel hour hover hub huge human humble humor hundred hungry hunt hurdle hurry hurt
husband hybrid ice icon idea identify idle ignore ill illegal illness image imitate immense
immune impact impose improve impulse inch include income increase index indicate indoor industry
infant inflict inform inhale inherit initial inject injury inmate inner innocent input inquiry
insane insect inside inspire install intact interest into invest invite involve iron island
isolate issue item ivory jacket jaguar jar jazz jealous jeans jelly jewel job join joke journey
joy judge juice jump jungle junior junk just kangaroo keen keep ketchup key kick kid kidney kind
kingdom kiss kit kitchen kite kitten kiwi knee knife knock know lab label labor ladder lady lake
lamp language laptop large later latin laugh laundry lava law lawn lawsuit layer lazy leader
leaf learn leave lecture left leg legal legend leisure lemon lend length lens leopard lesson
letter level liar liberty library license life lift light like limb limit link lion liquid list
little live lizard load loan lobster local lock logic lonely long loop lottery loud lounge love
loyal lucky luggage lumber lunar lunch luxury lyrics machine mad magic magnet maid mail main
major make mammal man manage mandate mango mansion manual maple marble march margin marine
market marriage mask mass master match material math matrix matter maximum maze meadow mean
measure meat mechanic medal media melody melt member memory mention menu mercy merge merit merry
mesh message metal method middle midnight milk million mimic mind minimum minor minute miracle
mirror misery miss mistake mix mixed mixture mobile model modify mom moment monitor monkey
monster month moon moral more morning mosquito mother motion motor mountain mouse move movie
much muffin mule multiply muscle museum mushroom music must mutual myself mystery myth naive
name napkin narrow nasty nation nature near neck need negative neglect neither nephew nerve nest
net network neutral never news next nice night noble noise nominee noodle normal north nose
notable note nothing notice novel now nuclear number nurse nut oak obey object oblige obscure
observe obtain obvious occur ocean october odor off offer office often oil okay old olive
olympic omit once one onion online only open opera opinion oppose option orange orbit orchard
order ordinary organ orient original orphan ostrich other outdoor outer output outside oval oven
over own owner oxygen oyster ozone pact paddle page pair palace palm panda panel panic panther
paper parade parent park parrot party pass patch path patient patrol pattern pause pave payment
peace peanut pear peasant pelican pen penalty pencil people pepper perfect permit person pet
phone photo phrase physical piano picnic picture piece pig pigeon pill pilot pink pioneer pipe
pistol pitch pizza place planet plastic plate play please pledge pluck plug plunge poem poet
point polar pole police pond pony pool popular portion position possible post potato pottery
poverty powder power practice praise predict prefer prepare present pretty prevent price pride
primary print priority prison private prize problem process produce profit program project
promote proof property prosper protect proud provide public pudding pull pulp pulse pumpkin
punch pupil puppy purchase purity purpose purse push put puzzle pyramid quality quantum quarter
question quick quit quiz quote rabbit raccoon race rack radar radio rail rain raise rally ramp
ranch random range rapid rare rate rather raven raw razor ready real reason rebel rebuild recall
receive recipe record recycle reduce reflect reform refuse region regret regular reject relax
release relief rely remain remember remind remove render renew rent reopen repair repeat replace
report require rescue resemble resist resource response result retire retreat return reunion
reveal review reward rhythm rib ribbon rice rich ride ridge rifle right rigid ring riot ripple
risk ritual rival river road roast robot robust rocket romance roof rookie room rose rotate
rough round route royal rubber rude rug rule run runway rural sad saddle sadness safe sail salad
salmon salon salt salute same sample sand satisfy satoshi sauce sausage save say scale scan
scare scatter scene scheme school science scissors scorpion scout scrap screen script scrub sea
search season seat second secret section security seed seek segment select sell seminar senior
sense sentence series service session settle setup seven shadow shaft shallow share shed shell
sheriff shield shift shine ship shiver shock shoe shoot shop short shoulder shove shrimp shrug
shuffle shy sibling sick side siege sight sign silent silk silly silver similar simple since
sing siren sister situate six size skate sketch ski skill skin skirt skull slab slam sleep
slender slice slide slight slim slogan slot slow slush small smart smile smoke smooth snack
snake snap sniff snow soap soccer social sock soda soft solar soldier solid solution solve
someone song soon sorry sort soul sound soup source south space spare spatial spawn speak
special speed spell spend sphere spice spider spike spin spirit split spoil sponsor spoon sport
spot spray spread spring spy square squeeze squirrel stable stadium staff stage stairs stamp
stand start state stay steak steel stem step stereo stick still sting stock stomach stone stool
story stove strategy street strike strong struggle student stuff stumble style subject submit
subway success such sudden suffer sugar suggest suit summer sun sunny sunset super supply
supreme sure surface surge surprise surround survey suspect sustain swallow swamp swap swarm
swear sweet swift swim swing switch sword symbol symptom syrup system table tackle tag tail
talent talk tank tape target task taste tattoo taxi teach team tell ten tenant tennis tent term
test text thank that theme then theory there they thing this thought three thrive throw thumb
thunder ticket tide tiger tilt timber time tiny tip tired tissue title toast tobacco today
toddler toe together toilet token tomato tomorrow tone tongue tonight tool tooth top topic
topple torch tornado tortoise toss total tourist toward tower town toy track trade traffic
tragic train transfer trap trash travel tray treat tree trend trial tribe trick trigger trim
trip trophy trouble truck true truly trumpet trust truth try tube tuition tumble tuna tunnel
turkey turn turtle twelve twenty twice twin twist two type typical ugly umbrella unable unaware
uncle uncover under undo unfair unfold unhappy uniform unique unit universe unknown unlock until
unusual unveil update upgrade uphold upon upper upset urban urge usage use used useful useless
usual utility vacant vacuum vague valid valley valve van vanish vapor various vast vault vehicle
velvet vendor venture venue verb verify version very vessel veteran viable vibrant vicious
victory video view village vintage violin virtual virus visa visit visual vital vivid vocal
voice void volcano volume vote voyage wage wagon wait walk wall walnut want warfare warm warrior
wash wasp waste water wave way wealth weapon wear weasel weather web wedding weekend weird
welcome west wet whale what wheat wheel when where whip whisper wide width wife wild will win
window wine wing wink winner winter wire wisdom wise wish witness wolf woman wonder wood wool
word work world worry worth wrap wreck wrestle wrist write wrong yard year yellow you young
youth zebra zero zone zoo
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
BIP39_ZH = [c for c in BIP39_ZH_TEXT if not c.isspace()]
BIP39_EN_SHA256 = "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda"
BIP39_ZH_SHA256 = "5c5942792bd8340cb8b27cd592f1015edf56a8c5b26276ee18a482428e7c5726"


def _verify_wordlists():
    for wl, digest, name in ((BIP39_EN, BIP39_EN_SHA256, "english"),
                             (BIP39_ZH, BIP39_ZH_SHA256, "chinese_simplified")):
        assert len(wl) == 2048 and len(set(wl)) == 2048, name
        got = hashlib.sha256(("\n".join(wl) + "\n").encode()).hexdigest()
        assert got == digest, (name, got)


_verify_wordlists()
BIP39_EN_IDX = {w: i for i, w in enumerate(BIP39_EN)}
BIP39_ZH_IDX = {w: i for i, w in enumerate(BIP39_ZH)}

# ---------------------------------------------------------------------------
# Structure: checksums and encodings
# ---------------------------------------------------------------------------

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
HEXL = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
SECP256K1_N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141


def sha256(b):
    return hashlib.sha256(b).digest()


def b58encode(b):
    n = int.from_bytes(b, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + out


def b58decode(s):
    n = 0
    for c in s:
        n = n * 58 + B58.index(c)
    pad = len(s) - len(s.lstrip("1"))
    body = n.to_bytes((n.bit_length() + 7) // 8, "big") if n else b""
    return b"\0" * pad + body


def b58check(payload):
    return b58encode(payload + sha256(sha256(payload))[:4])


def b58check_ok(s):
    try:
        raw = b58decode(s)
    except ValueError:
        return False
    return len(raw) > 4 and sha256(sha256(raw[:-4]))[:4] == raw[-4:]


BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _bech32_polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if (b >> i) & 1 else 0
    return chk


def _hrp_expand(hrp):
    return [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]


def _convertbits(data, frombits, tobits, pad=True):
    acc = bits = 0
    ret = []
    maxv = (1 << tobits) - 1
    for v in data:
        acc = (acc << frombits) | v
        bits += frombits
        while bits >= tobits:
            bits -= tobits
            ret.append((acc >> bits) & maxv)
    if pad and bits:
        ret.append((acc << (tobits - bits)) & maxv)
    return ret


def bech32_encode(hrp, data5):
    values = _hrp_expand(hrp) + data5
    pm = _bech32_polymod(values + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH32[d] for d in data5 + chk)


def bech32_ok(s):
    s = s.lower()
    pos = s.rfind("1")
    hrp, data = s[:pos], s[pos + 1:]
    try:
        vals = [BECH32.index(c) for c in data]
    except ValueError:
        return False
    return _bech32_polymod(_hrp_expand(hrp) + vals) == 1


def luhn_ok(num):
    digits = [int(c) for c in num if c.isdigit()]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(prefix_digits):
    for c in "0123456789":
        if luhn_ok(prefix_digits + c):
            return prefix_digits + c
    raise AssertionError


def base62_crc32(s):
    n = zlib.crc32(s.encode()) & 0xFFFFFFFF
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(6, "0")


def crc24(data):
    crc = 0xB704CE
    for byte in data:
        crc ^= byte << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def b64(b):
    return base64.b64encode(b).decode()


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def bip39_from_entropy(ent, wl):
    nbits = len(ent) * 8
    cs = nbits // 32
    h = sha256(ent)
    bits = (int.from_bytes(ent, "big") << cs) | (h[0] >> (8 - cs))
    n = (nbits + cs) // 11
    return [wl[(bits >> (11 * (n - 1 - i))) & 2047] for i in range(n)]


def bip39_valid(words, wl_idx):
    n = len(words)
    if n not in (12, 15, 18, 21, 24):
        return False
    try:
        idx = [wl_idx[w] for w in words]
    except KeyError:
        return False
    bits = 0
    for i in idx:
        bits = (bits << 11) | i
    cs = n * 11 // 33
    ent_bits = n * 11 - cs
    ent = (bits >> cs).to_bytes(ent_bits // 8, "big")
    return (bits & ((1 << cs) - 1)) == (sha256(ent)[0] >> (8 - cs))


def der_len(n):
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag, content):
    return bytes([tag]) + der_len(len(content)) + content


def der_int(b):
    b = b.lstrip(b"\0") or b"\0"
    if b[0] & 0x80:
        b = b"\0" + b
    return der(0x02, b)


def pem(label, body_bytes, width=64):
    s = b64(body_bytes)
    lines = [s[i:i + width] for i in range(0, len(s), width)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


def sshstr(b):
    return struct.pack(">I", len(b)) + b


def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def rbytes(rng, n):
    return bytes(rng.getrandbits(8) for _ in range(n))

# ---------------------------------------------------------------------------
# Pools.  Lists marked HALVED are split: dev draws from even positions, test
# from odd ones, so a human-chosen secret value never crosses the split.
# ---------------------------------------------------------------------------

def W(s):
    return s.split()


EN_FIRST = W("""Emma Liam Olivia Noah Ava Ethan Sophia Mason Isabella Lucas Mia Logan Amelia
James Harper Ben Chloe Daniel Grace Henry Zoe Priya Arjun Kenji Fatima Omar Sofia Mateo
Aisha Tom Rachel Dave Nina Marcus Leah Sam Hannah Jake Maya Owen Ruth Victor Elena Kofi""")
EN_SURN = W("""Smith Johnson Brown Garcia Miller Davis Wilson Anderson Taylor Thomas Moore Martin
Lee Walker Hall Young King Wright Scott Green Baker Adams Nelson Carter Mitchell Roberts
Turner Phillips Campbell Parker Evans Edwards Collins Stewart Morris Rogers Reed Cook Bell""")
ZH_NAMES = W("""张伟 王芳 李娜 刘洋 陈静 杨帆 赵磊 黄敏 周杰 吴婷 徐明 孙丽 马超 朱琳 胡军 郭鹏 林晓
何雪 高翔 罗薇 梁晨 宋佳 郑浩 谢颖 韩冰 唐宁 冯涛 于洁 董强 萧然 程诚 曹阳 袁媛 邓辉""")
EN_REL = W("mom dad Mum sis bro babe Grandma honey")
ZH_REL = W("妈 爸 老婆 老公 姐 哥 宝贝 奶奶 闺女 儿子")
EN_CITIES = W("Seattle Austin Denver Boston Chicago Portland Toronto Dublin Manchester Melbourne Auckland Berlin Lisbon")
ZH_CITIES = W("北京 上海 广州 深圳 杭州 成都 武汉 南京 西安 重庆 苏州 长沙 厦门 青岛")
WEEKDAYS = W("Monday Tuesday Wednesday Thursday Friday Saturday Sunday")
ZH_WEEKDAYS = W("周一 周二 周三 周四 周五 周六 周日")
MAIL_DOMAINS = W("gmail.com outlook.com icloud.com yahoo.com proton.me fastmail.com")
ZH_MAIL_DOMAINS = W("qq.com 163.com 126.com foxmail.com sina.com aliyun.com")
DOMAINS = W("northwind-labs.io kestrelsoft.com bluefinch.dev orchardhq.net tallpine.co "
            "quaywise.com lumenrail.io harbourline.net xinghe-tech.cn yunfan-data.com "
            "mapleforge.app copperleaf.org")
USERS = W("jdoe m.chen admin_ops liwei88 deploy app_rw svc_backup kwang sarah_k "
          "ops-bot tmiller zhao.lei webadmin pgadmin analytics_ro rita.v yhuang dbuser")
DBS = W("app orders billing crm wordpress analytics inventory payroll shop_prod users")
REPOS = W("infra website api-server mobile-app dotfiles data-pipeline homelab blog ml-notebooks")
APPS = W("Netflix Spotify Hulu Dropbox Instagram Facebook Amazon PayPal Steam Xbox Duolingo "
         "LinkedIn Reddit Discord Twitter Slack Zoom Notion Evernote Airbnb Uber")
ZH_APPS = W("微信 支付宝 淘宝 京东 QQ 抖音 微博 美团 拼多多 网易云音乐 B站 小红书 12306 饿了么")
BANKS = W("Chase Barclays HSBC Wells-Fargo Citi Monzo Revolut Santander Lloyds Capital-One")
ZH_BANKS = W("工商银行 建设银行 农业银行 招商银行 中国银行 交通银行 浦发银行 邮储银行")
OTP_SVCS = W("Google Microsoft Apple Amazon PayPal Coinbase Binance Facebook Instagram "
             "LinkedIn Dropbox Twitter GitHub Okta Venmo Revolut Uber Airbnb")
SSIDS = W("TP-LINK_5G_3F2A ChinaNet-xk9P NETGEAR47 Home-5G CMCC-8812 Xiaomi_A3C1 "
          "HUAWEI-B5Q7 FreeBox-19D2 Linksys02 BT-Hub6-ZK4 Vodafone-E81C Starlink-7Q")
SSID_FANCY = ["The LAN Before Time", "Pretty Fly for a WiFi", "Casa Lopez", "Guest_Cafe",
              "Lakehouse", "Office-Guest", "Room 12 Guest", "Ye Olde Router", "404 Network"]

# HALVED: words people build passwords from
PW_WORDS = W("""Maple Harbor Falcon Cobalt Willow Ember Quartz Juniper Saffron Orchid Copper
Velvet Thunder Meadow Pepper Marble Raven Cactus Lantern Ginger Nimbus Tundra Walrus Pebble
Mango Cedar Biscuit Sparrow Comet Violet Kettle Puffin Basil Canyon Hazel Otter Nova Indigo
Zephyr Gadget Sable Fjord Crimson Tulip Badger Lotus Summit Breeze Vortex Jasper Olive Rocket
Dingo Blizzard Coral Falafel Mocha Penguin Storm Taco Acorn Bramble Clover Dynamo Fable
Glacier Harvest Iris Jigsaw Koala Lemon Magnet Nutmeg Oasis Paprika Quill Ripple Sequoia Topaz
Umber Vanilla Wombat Yonder Zinnia Anchor Beacon Cinder Drift Eclipse Frost Goblin Hickory
Ivory Jubilee Kestrel Lilac Mistral Nebula Opal Pixel Quasar Rustic Solstice Thistle Bagel
Pretzel Tornado Galaxy Dragon Monkey Tiger Panther Sunshine Shadow Phoenix Sapphire""")
PW_PINYIN = W("""zhangwei liming wangfang xiaoyu lanlan haohao tiantian dabao xiaoming chenchen
yangyang beibei lele huahua mengmeng jiajia xinxin wenwen feifei jingjing qiqi leilei tongtong
doudou xiaohei dongdong ninghai yunyun xiaolong wuhan666 chengzi guagua niuniu pangpang
shanshan yueyue kaikai xiaofeng lili junjun""")
PW_LUCKY = W("520 1314 666 888 168 518 999 5201314 1688 886 321 007")
WIFI_WORDS = W("""sunflower bluesky homesweet coffeebean lemontree happydays moonlight
rainyday greenhouse catnap jellybean bubbletea pineapple snowball firefly hotpot dumpling
mooncake tomcat goldfish kiwi starfruit teapot""")

# HALVED: security answers
ANS_MAIDEN = W("""Okafor Delgado Kowalski Brennan Lindqvist Nakamura Fitzgerald Moreau Castellano
Haddad Petrov Oyelaran Whitfield Abernathy Quintero Marchetti Gallagher Novak Rahman Thorne
Valdez Yilmaz Ashworth Dubois Lombardi Varga Schreiber Mbeki Hollis Pemberton Kaur Iwasaki""")
ANS_PET = ["Biscuit", "Pickles", "Mr. Whiskers", "Captain Fluff", "Noodle", "Waffles", "Ziggy",
           "Bandit", "Mochi", "Sprout", "Tater Tot", "Gizmo", "Buttons", "Rufus", "Clementine",
           "Duchess", "Nacho", "Pumpkin", "Scout", "Sir Hops", "Peanut", "Bubbles", "Marmalade",
           "Oreo", "Chewie", "Fudge", "Jellybean", "Admiral", "Snickers", "Pippin"]
ANS_SCHOOL = ["Lincoln Elementary", "St. Brigid's", "Maple Grove Primary", "Hillcrest Elementary",
              "Oakwood Primary", "Riverside Elementary", "St. Anne's", "Lakeview Primary",
              "Roosevelt Elementary", "Westfield Infants", "Pine Ridge Elementary",
              "Holy Cross Primary", "Cedar Park Elementary", "Kingsmead Primary",
              "Jefferson Elementary", "Greenbank Primary", "Sunnyside Elementary",
              "St. Joseph's Convent", "Meadowbrook Primary", "Bayview Elementary"]
ANS_CITY = W("""Dayton Tacoma Leeds Pune Cebu Bendigo Gdansk Tulsa Porto Hobart Lagos Mysore
Krakow Eugene Aarhus Fresno Dundee Ipoh Boise Tromso Rotorua Galway Spokane Mombasa Ghent
Bilbao Tampere Salta""")
ANS_STREET = ["Elm Street", "Wellington Road", "Birch Lane", "Maple Avenue", "Cromwell Close",
              "Juniper Way", "Ocean Drive", "Fairview Terrace", "Mill Lane", "Harrow Crescent",
              "Cherry Hill Road", "Station Road", "Beacon Street", "Lark Rise", "Pinecrest Court",
              "Willow Bend", "Kings Parade", "Orchard Row"]
ANS_TEACHER = ["Mrs. Patterson", "Mr. Halvorsen", "Ms. Okonkwo", "Mrs. Delacroix", "Mr. Finch",
               "Miss Abernathy", "Mr. Tanaka", "Mrs. Greenwood", "Ms. Rivera", "Mr. Blackwood",
               "Mrs. Kaplan", "Mr. Oduya", "Miss Honey", "Mrs. Lindgren", "Mr. Castellanos",
               "Ms. Whitlock"]
ANS_CAR = ["a blue '98 Corolla", "Ford Fiesta", "Honda Civic", "VW Polo", "Nissan Micra",
           "Toyota Tercel", "Mazda 323", "Vauxhall Astra", "Peugeot 206", "Dodge Neon",
           "Subaru Impreza", "Renault Clio", "Chevy Cavalier", "Fiat Punto"]
ANS_FRIEND = W("""Tobias Marisol Jasper Imogen Declan Priyanka Lachlan Fenella Rasmus Oluwaseun
Bartholomew Ingrid Thaddeus Wilhelmina Cormac Anouk Ignatius Saoirse""")
ANS_BOOK = ["Charlotte's Web", "The Hobbit", "Matilda", "Watership Down", "The Giver",
            "Hatchet", "Anne of Green Gables", "Black Beauty", "Holes", "Coraline",
            "The Phantom Tollbooth", "Island of the Blue Dolphins"]
ANS_WORD = W("""marzipan quokka lighthouse bumblebee tangerine periwinkle kaleidoscope
silverfish hopscotch cardamom nightjar gondola pemmican zucchini wanderlust oxbow""")
ANS_FOOD = ["shepherd's pie", "mac and cheese", "pierogi", "lasagne", "jollof rice",
            "chicken pot pie", "fish fingers", "pad thai", "bangers and mash", "pancakes"]
ZH_ANS_MOTHER = W("王秀英 李桂兰 张淑芬 刘玉梅 陈美华 杨素珍 赵凤英 黄丽华 周桂芳 吴雪梅 徐金凤 孙爱华 马兰英 朱春梅 胡秀兰 郭玉珍")
ZH_ANS_SCHOOL = W("实验二小 红星小学 育才小学 东风路小学 解放路小学 向阳小学 城关一小 光明小学 "
                  "新华小学 胜利小学 人民路小学 希望小学 朝阳实验小学 建设路小学 铁路一小 青年路小学")
ZH_ANS_PET = W("旺财 豆豆 球球 小白 大黄 咪咪 花花 团子 黑豹 可乐 布丁 元宝 毛毛 来福 糯米 土豆")
ZH_ANS_CITY = W("绵阳 襄阳 赣州 宜宾 柳州 洛阳 锦州 常德 潍坊 泉州 遵义 大同 岳阳 南充 丹东 九江")
ZH_ANS_TEACHER = W("周建华 王春燕 刘国强 陈志刚 李红梅 张卫东 黄晓燕 赵永生 孙德明 郑丽君 杨光辉 马文静")
ZH_ANS_FRIEND = W("胖虎 二丫 小军 阿强 铁蛋 小芳 大壮 燕子 石头 阿梅 小胖 狗蛋")
ZH_ANS_NICK = W("小胖 丫丫 毛毛 囡囡 石头 豆芽 皮皮 乐乐 小鱼 妞妞 蛋蛋 阿宝")


def half(ctx, lst):
    return lst[ctx.split_idx::2]


def pick(ctx, lst):
    return ctx.rng.choice(lst)


def pick_h(ctx, lst):
    return ctx.rng.choice(half(ctx, lst))


# ---------------------------------------------------------------------------
# Generators.  GEN[name](ctx) -> str
# ---------------------------------------------------------------------------

GEN = {}


def gen(name):
    def deco(f):
        GEN[name] = f
        return f
    return deco


def simple(name, fn):
    GEN[name] = fn


# --- people, places, services -----------------------------------------------
simple("name", lambda c: pick(c, EN_FIRST))
simple("surname", lambda c: pick(c, EN_SURN))
simple("fullname", lambda c: pick(c, EN_FIRST) + " " + pick(c, EN_SURN))
simple("zhname", lambda c: pick(c, ZH_NAMES))
simple("rel", lambda c: pick(c, EN_REL))
simple("zhrel", lambda c: pick(c, ZH_REL))
simple("city", lambda c: pick(c, EN_CITIES))
simple("zhcity", lambda c: pick(c, ZH_CITIES))
simple("weekday", lambda c: pick(c, WEEKDAYS))
simple("zhweekday", lambda c: pick(c, ZH_WEEKDAYS))
simple("app", lambda c: pick(c, APPS))
simple("zhapp", lambda c: pick(c, ZH_APPS))
simple("bank", lambda c: pick(c, BANKS).replace("-", " "))
simple("zhbank", lambda c: pick(c, ZH_BANKS))
simple("svc", lambda c: pick(c, OTP_SVCS))
simple("domain", lambda c: pick(c, DOMAINS))
simple("user", lambda c: pick(c, USERS))
simple("db", lambda c: pick(c, DBS))
simple("repo", lambda c: pick(c, REPOS))
simple("ssid", lambda c: pick(c, SSIDS) if c.rng.random() < 0.7 else pick(c, SSID_FANCY))
simple("n1", lambda c: str(c.rng.randint(2, 9)))
simple("n2", lambda c: str(c.rng.randint(10, 99)))
simple("n3", lambda c: str(c.rng.randint(100, 999)))
simple("n4", lambda c: str(c.rng.randint(1000, 9999)))
simple("n5", lambda c: str(c.rng.randint(10000, 99999)))
simple("n6", lambda c: str(c.rng.randint(100000, 999999)))
simple("mm", lambda c: "%02d" % c.rng.randint(1, 12))
simple("dd", lambda c: "%02d" % c.rng.randint(1, 28))
simple("hh", lambda c: str(c.rng.randint(1, 11)))
simple("year", lambda c: str(c.rng.randint(2016, 2025)))
simple("time", lambda c: "%d:%02d" % (c.rng.randint(7, 22), c.rng.choice([0, 5, 10, 15, 20, 30, 40, 45, 50])))
simple("date", lambda c: "%d-%02d-%02d" % (c.rng.randint(2023, 2026), c.rng.randint(1, 12), c.rng.randint(1, 28)))
simple("zhdate", lambda c: "%d月%d日" % (c.rng.randint(1, 12), c.rng.randint(1, 28)))
simple("last4", lambda c: "%04d" % c.rng.randint(0, 9999))
simple("exp", lambda c: "%02d/%02d" % (c.rng.randint(1, 12), c.rng.randint(26, 31)))
simple("cvv", lambda c: "%03d" % c.rng.randint(0, 999))
simple("ip", lambda c: c.rng.choice(["192.168.%d.%d" % (c.rng.choice([0, 1, 1, 3, 31]), c.rng.randint(2, 250)),
                                      "10.%d.%d.%d" % (c.rng.randint(0, 40), c.rng.randint(0, 20), c.rng.randint(2, 250)),
                                      "172.16.%d.%d" % (c.rng.randint(0, 9), c.rng.randint(2, 250))]))
simple("ipv6", lambda c: "fd%02x:%x:%x::%x" % (c.rng.randint(0, 255), c.rng.randint(0x1000, 0xffff),
                                               c.rng.randint(0x10, 0xfff), c.rng.randint(2, 0xff)))
simple("mongoid", lambda c: rs(c.rng, string.ascii_lowercase + string.digits, 5))
simple("rdsid", lambda c: rs(c.rng, string.ascii_lowercase + string.digits, 16))
simple("acct", lambda c: pick(c, ["stor", "media", "backup", "logs", "assets"]) + rs(c.rng, string.ascii_lowercase + string.digits, 8))
simple("azhost", lambda c: "sql-" + pick(c, ["prod", "crm", "billing", "ops"]) + "-" + rs(c.rng, string.ascii_lowercase, 4))
simple("appslug", lambda c: pick(c, ["ledger", "piggy", "foodlog", "tinyshop", "homebox", "shiftly", "notely"]))
simple("slack_t", lambda c: "T0" + rs(c.rng, string.ascii_uppercase + string.digits, 8))
simple("slack_b", lambda c: "B0" + rs(c.rng, string.ascii_uppercase + string.digits, 9))
simple("n18", lambda c: str(c.rng.randint(10 ** 17, 10 ** 18 - 1)))
simple("aws_id", lambda c: "AKIA" + rs(c.rng, string.ascii_uppercase + "234567", 16))
simple("aliyun_id", lambda c: "LTAI5t" + rs(c.rng, ALNUM, 18))
simple("tencent_id", lambda c: "AKID" + rs(c.rng, ALNUM, 32))
simple("twilio_sid", lambda c: "AC" + rs(c.rng, HEXL, 32))
simple("fname", lambda c: pick(c, ["ubuntu-24.04.1-desktop-amd64.iso", "node-v20.11.1-linux-x64.tar.xz",
                                   "Firefox Setup 125.0.exe", "backup-2025-03.tar.gz", "Obsidian-1.5.12.dmg",
                                   "debian-12.5.0-amd64-netinst.iso", "release.zip", "model.safetensors"]))
simple("pkg", lambda c: pick(c, ["bootstrap", "jquery", "alpinejs", "htmx.org", "chart.js", "lodash", "vue", "axios"]))
simple("gomod", lambda c: pick(c, ["github.com/spf13/cobra", "golang.org/x/crypto", "github.com/google/uuid",
                                   "github.com/stretchr/testify", "gopkg.in/yaml.v3"]))


@gen("email")
def _email(c):
    first, last = pick(c, EN_FIRST).lower(), pick(c, EN_SURN).lower()
    local = c.rng.choice([first + "." + last, first[0] + last, first + c.rng.choice(["", "92", "_k", "2001"])])
    return local + "@" + pick(c, MAIL_DOMAINS)


@gen("zhemail")
def _zhemail(c):
    return pick(c, PW_PINYIN).replace("666", "") + str(c.rng.randint(1, 999)) + "@" + pick(c, ZH_MAIL_DOMAINS)


@gen("workemail")
def _workemail(c):
    return pick(c, EN_FIRST).lower() + "@" + pick(c, DOMAINS)


@gen("dbhost")
def _dbhost(c):
    return c.rng.choice(["db-prod-%d.internal" % c.rng.randint(1, 4), "pg-main." + pick(c, DOMAINS),
                         "mysql01.lan", "db." + pick(c, DOMAINS), "10.0.%d.%d" % (c.rng.randint(0, 9), c.rng.randint(2, 99)),
                         "rds-%s.%s" % (rs(c.rng, string.ascii_lowercase, 5), pick(c, DOMAINS)), "nas.local"])


@gen("phone_cn")
def _phone_cn(c):
    return c.rng.choice(["138", "139", "186", "177", "150", "133", "199", "158"]) + "%08d" % c.rng.randint(0, 10 ** 8 - 1)


# --- passwords --------------------------------------------------------------

SYMS = "!@#$%&*?_."
SYM_EN = {"!": ["exclamation mark", "an exclamation point", "bang"], "@": ["the at sign", "at symbol"],
          "#": ["a hash", "the pound sign", "hashtag symbol"], "$": ["a dollar sign"], "%": ["percent sign"],
          "&": ["an ampersand", "the and-sign"], "*": ["an asterisk", "a star"], "?": ["a question mark"],
          "_": ["an underscore"], ".": ["a full stop", "a dot"]}
SYM_ZH = {"!": "感叹号", "@": "艾特符号", "#": "井号", "$": "美元符号", "%": "百分号", "&": "and符号",
          "*": "星号", "?": "问号", "_": "下划线", ".": "点"}
DIGIT_EN = "zero one two three four five six seven eight nine".split()
DIGIT_ZH = list("零一二三四五六七八九")
DIGIT_ZH_ALT = {"1": "幺", "0": "洞", "2": "两"}
NATO = dict(zip(string.ascii_lowercase, W("""alpha bravo charlie delta echo foxtrot golf hotel india
juliett kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey xray
yankee zulu""")))
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def _leet(rng, w):
    out = []
    for ch in w:
        if ch.lower() in LEET and rng.random() < 0.6:
            out.append(LEET[ch.lower()])
        else:
            out.append(ch)
    return "".join(out)


@gen("pw")
def _pw(c):
    r = c.rng
    k = r.randrange(8)
    if k == 0:
        return pick_h(c, PW_WORDS) + pick_h(c, PW_WORDS) + str(r.randint(10, 99)) + r.choice("!#$*?")
    if k == 1:
        return _leet(r, pick_h(c, PW_WORDS)) + r.choice("&!@#") + str(r.randint(1, 999))
    if k == 2:
        while True:
            s = rs(r, ALNUM + "!@#$%^&*", r.randint(12, 16))
            if re.search(r"\d", s) and re.search(r"[A-Z]", s) and re.search(r"[a-z]", s):
                return s
    if k == 3:
        w = pick_h(c, PW_PINYIN)
        if r.random() < 0.5:
            w = w.capitalize()
        return w + r.choice([str(r.randint(1975, 2005)), pick(c, PW_LUCKY)]) + r.choice(["", "!", "@", "."])
    if k == 4:
        return pick_h(c, PW_WORDS) + "." + str(r.randint(1980, 2024)) + r.choice("#!")
    if k == 5:
        return pick_h(c, PW_WORDS) + r.choice("#@&") + pick_h(c, PW_WORDS).lower() + str(r.randint(2, 99))
    if k == 6:
        return pick_h(c, PW_WORDS).lower() + "_" + pick_h(c, PW_WORDS).lower() + str(r.randint(100, 9999))
    return pick_h(c, PW_WORDS).upper()[:4] + str(r.randint(1000, 9999)) + pick_h(c, PW_WORDS).lower()[:4] + r.choice("!$")


@gen("pw_phrase")
def _pw_phrase(c):
    r = c.rng
    words = [pick_h(c, PW_WORDS).lower() for _ in range(r.randint(4, 5))]
    sep = r.choice(["-", "-", ".", " "]) if r.random() < 0.9 else ""
    s = sep.join(words)
    if r.random() < 0.5:
        s += sep + str(r.randint(2, 99)) if sep != " " else str(r.randint(2, 99))
    return s


@gen("pw_url")
def _pw_url(c):
    r = c.rng
    k = r.randrange(3)
    if k == 0:
        return rs(r, ALNUM, r.randint(14, 24))
    if k == 1:
        return pick_h(c, PW_WORDS) + r.choice(["-", "_", "."]) + pick_h(c, PW_WORDS).lower() + str(r.randint(10, 99))
    return _leet(r, pick_h(c, PW_WORDS)) + str(r.randint(100, 9999)) + r.choice(["", "~", "_"])


@gen("pw_pct")
def _pw_pct(c):
    r = c.rng
    sym = r.choice(["%40", "%23", "%2F", "%3A", "%21"])
    return pick_h(c, PW_WORDS) + sym + pick_h(c, PW_WORDS).lower() + str(r.randint(10, 999))


def _short_pw(c):
    r = c.rng
    w = pick_h(c, PW_WORDS)
    while len(w) > 7:
        w = pick_h(c, PW_WORDS)
    return w, str(r.randint(10, 9999)), r.choice("!#@$&*?")


@gen("pw_spelled")
def _pw_spelled(c):
    r = c.rng
    w, d, s = _short_pw(c)
    sym = r.choice(SYM_EN[s])
    k = r.randrange(5)
    lower = w[1:].lower()
    if k == 0:
        return "capital %s, then %s, then %s, and %s at the end" % (w[0], "-".join(lower), " ".join(d), sym)
    if k == 1:
        return "big %s, %s, %s, %s" % (w[0], ", ".join(lower), ", ".join(DIGIT_EN[int(x)] for x in d), sym)
    if k == 2:
        return "%s with a capital %s, then %s, then %s" % (w.lower(), w[0], " ".join(d), sym)
    if k == 3:
        return "uppercase %s as in %s, lowercase %s, the digits %s and %s" % (
            w[0], NATO[w[0].lower()].capitalize(), "".join(lower), "-".join(d), sym)
    return "%s -- all lower case except the first letter -- then %s, then %s" % (w.lower(), " ".join(DIGIT_EN[int(x)] for x in d), sym)


@gen("pw_nato")
def _pw_nato(c):
    r = c.rng
    w, d, s = _short_pw(c)
    parts = ["capital " + NATO[w[0].lower()].capitalize()] + [NATO[x] for x in w[1:].lower()]
    parts += [DIGIT_EN[int(x)] for x in d] + [r.choice(SYM_EN[s])]
    return ", ".join(parts)


def _zh_digits(r, d, alt=0.4):
    return "".join(DIGIT_ZH_ALT[x] if x in DIGIT_ZH_ALT and r.random() < alt else DIGIT_ZH[int(x)] for x in d)


@gen("pw_zh_spelled")
def _pw_zh_spelled(c):
    r = c.rng
    w, d, s = _short_pw(c)
    lower = w[1:].lower()
    k = r.randrange(3)
    if k == 0:
        return "大写的%s，小写的%s，然后是数字%s，最后一个%s" % (w[0], "-".join(lower), _zh_digits(r, d), SYM_ZH[s])
    if k == 1:
        return "%s，首字母大写，后面跟%s，再加个%s" % (w.lower(), _zh_digits(r, d), SYM_ZH[s])
    return "大写%s 小写%s 数字%s %s" % (w[0], " ".join(lower), " ".join(d), SYM_ZH[s])


@gen("pw_zh_digits")
def _pw_zh_digits(c):
    r = c.rng
    return _zh_digits(r, str(r.randint(10 ** 7, 10 ** 9 - 1)), alt=0.5)


@gen("pw_cn")
def _pw_cn(c):
    # the kind of password Chinese users commonly pick: pinyin + number
    r = c.rng
    w = pick_h(c, PW_PINYIN)
    return r.choice([w, w.capitalize(), w.upper()[:3] + w[3:]]) + r.choice([str(r.randint(1970, 2010)), pick(c, PW_LUCKY), "%02d%02d" % (r.randint(1, 12), r.randint(1, 28))]) + r.choice(["", "", "!", "@", ".", "#"])


# --- PINs, codes --------------------------------------------------------------

def _digits(r, n):
    while True:
        s = "".join(r.choice(string.digits) for _ in range(n))
        if len(set(s)) > 1 and s not in "0123456789" and s not in "9876543210":
            return s


simple("pin4", lambda c: _digits(c.rng, 4))
simple("pin6", lambda c: _digits(c.rng, 6))
simple("pin_spoken_en", lambda c: c.rng.choice([" ", "-", ", "]).join(DIGIT_EN[int(x)] for x in _digits(c.rng, 4)))
simple("pin_zh_spoken", lambda c: _zh_digits(c.rng, _digits(c.rng, 6)))
simple("pin_zh_liuge", lambda c: "六个" + c.rng.choice(["8", "6", "9", "八", "六", "九", "1", "2"]))
simple("otp6", lambda c: _digits(c.rng, 6))
simple("otp4", lambda c: _digits(c.rng, 4))
simple("otp7", lambda c: _digits(c.rng, 7))
simple("otp8", lambda c: _digits(c.rng, 8))
simple("otp6_sp", lambda c: (lambda s: s[:3] + " " + s[3:])(_digits(c.rng, 6)))
simple("otp6_dash", lambda c: (lambda s: s[:3] + "-" + s[3:])(_digits(c.rng, 6)))
simple("otp_digits_spaced", lambda c: " ".join(_digits(c.rng, 6)))
simple("otp_spoken_en", lambda c: (lambda s: " ".join(DIGIT_EN[int(x)] for x in s[:3]) + ", " + " ".join(DIGIT_EN[int(x)] for x in s[3:]))(_digits(c.rng, 6)))
simple("otp_zh_spoken", lambda c: _zh_digits(c.rng, _digits(c.rng, 6)))
simple("otp_alnum5", lambda c: rs(c.rng, "23456789BCDFGHJKMNPQRTVWXY", 5))
simple("otp_alnum6", lambda c: rs(c.rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6))
simple("door", lambda c: _digits(c.rng, c.rng.choice([4, 4, 5, 6])))
simple("door3", lambda c: _digits(c.rng, 3))
simple("door4", lambda c: _digits(c.rng, 4))
simple("door6", lambda c: _digits(c.rng, 6))

# --- security answers --------------------------------------------------------
simple("ans_maiden", lambda c: pick_h(c, ANS_MAIDEN))
simple("ans_pet", lambda c: pick_h(c, ANS_PET))
simple("ans_school", lambda c: pick_h(c, ANS_SCHOOL))
simple("ans_city", lambda c: pick_h(c, ANS_CITY))
simple("ans_street", lambda c: pick_h(c, ANS_STREET))
simple("ans_teacher", lambda c: pick_h(c, ANS_TEACHER))
simple("ans_car", lambda c: pick_h(c, ANS_CAR))
simple("ans_friend", lambda c: pick_h(c, ANS_FRIEND))
simple("ans_book", lambda c: pick_h(c, ANS_BOOK))
simple("ans_word", lambda c: pick_h(c, ANS_WORD))
simple("ans_food", lambda c: pick_h(c, ANS_FOOD))
simple("ans_zh_mother", lambda c: pick_h(c, ZH_ANS_MOTHER))
simple("ans_zh_school", lambda c: pick_h(c, ZH_ANS_SCHOOL))
simple("ans_zh_pet", lambda c: pick_h(c, ZH_ANS_PET))
simple("ans_zh_city", lambda c: pick_h(c, ZH_ANS_CITY))
simple("ans_zh_teacher", lambda c: pick_h(c, ZH_ANS_TEACHER))
simple("ans_zh_friend", lambda c: pick_h(c, ZH_ANS_FRIEND))
simple("ans_zh_nick", lambda c: pick_h(c, ZH_ANS_NICK))
simple("ans_zh_bday", lambda c: "%d%02d%02d" % (c.rng.randint(1950, 1970) if c.split_idx == 0 else c.rng.randint(1971, 1985),
                                                c.rng.randint(1, 12), c.rng.randint(1, 28)))

# --- authenticator seeds -----------------------------------------------------
simple("totp16", lambda c: base64.b32encode(rbytes(c.rng, 10)).decode())
simple("totp32", lambda c: base64.b32encode(rbytes(c.rng, 20)).decode())


@gen("totp_grp")
def _totp_grp(c):
    s = base64.b32encode(rbytes(c.rng, c.rng.choice([10, 20, 20]))).decode().lower()
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


@gen("totp_grp_up")
def _totp_grp_up(c):
    s = base64.b32encode(rbytes(c.rng, c.rng.choice([10, 20]))).decode()
    return c.rng.choice([" ", "-"]).join(s[i:i + 4] for i in range(0, len(s), 4))


# --- wallet keys -------------------------------------------------------------

def _privkey(r):
    while True:
        k = rbytes(r, 32)
        if 0 < int.from_bytes(k, "big") < SECP256K1_N:
            return k


simple("wif_c", lambda c: b58check(b"\x80" + _privkey(c.rng) + b"\x01"))
simple("wif_u", lambda c: b58check(b"\x80" + _privkey(c.rng)))
simple("eth_hex0x", lambda c: "0x" + _privkey(c.rng).hex())
simple("eth_hex", lambda c: _privkey(c.rng).hex())
simple("hex64", lambda c: _privkey(c.rng).hex())


@gen("xprv")
def _xprv(c):
    r = c.rng
    depth = r.choice([0, 0, 3])
    fp = b"\0\0\0\0" if depth == 0 else rbytes(r, 4)
    child = b"\0\0\0\0" if depth == 0 else struct.pack(">I", 0x80000000)
    return b58check(bytes.fromhex("0488ade4") + bytes([depth]) + fp + child + rbytes(r, 32) + b"\0" + _privkey(r))


simple("sol_secret", lambda c: b58encode(rbytes(c.rng, 64)))

# --- seed phrases ------------------------------------------------------------


def _phrase(c, wl, n=None):
    r = c.rng
    if n is None:
        n = r.choice([12, 12, 12, 12, 24, 24, 15, 18])
    return bip39_from_entropy(rbytes(r, n * 11 * 32 // 33 // 8), wl)


simple("bip12_line", lambda c: " ".join(_phrase(c, BIP39_EN, 12)))
simple("bip24_line", lambda c: " ".join(_phrase(c, BIP39_EN, 24)))
simple("bip_line", lambda c: " ".join(_phrase(c, BIP39_EN)))
simple("bip_lines", lambda c: "\n".join(_phrase(c, BIP39_EN, c.rng.choice([12, 12, 24]))))
simple("bip_comma", lambda c: ", ".join(_phrase(c, BIP39_EN)))
simple("bip_upper", lambda c: " ".join(w.upper() for w in _phrase(c, BIP39_EN)))


@gen("bip_numbered")
def _bip_numbered(c):
    ws = _phrase(c, BIP39_EN, c.rng.choice([12, 12, 24]))
    fmt = c.rng.choice(["%d. %s", "%d) %s", "%02d %s", "#%d %s", "%d - %s", "%d: %s"])
    return "\n".join(fmt % (i + 1, w) for i, w in enumerate(ws))


@gen("bip24_numbered")
def _bip24_numbered(c):
    ws = _phrase(c, BIP39_EN, 24)
    fmt = c.rng.choice(["%d. %s", "%d) %s", "%02d. %s"])
    return "\n".join(fmt % (i + 1, w) for i, w in enumerate(ws))


@gen("bip_inline_numbered")
def _bip_inline_numbered(c):
    ws = _phrase(c, BIP39_EN, 12)
    return " ".join("%d.%s" % (i + 1, w) for i, w in enumerate(ws))


@gen("bip_grid")
def _bip_grid(c):
    ws = _phrase(c, BIP39_EN, c.rng.choice([12, 24]))
    cols = 3 if len(ws) == 12 else 4
    rows = []
    for i in range(0, len(ws), cols):
        rows.append("   ".join("%2d %-9s" % (j + 1, ws[j]) for j in range(i, i + cols)).rstrip())
    return "\n".join(rows)


simple("zh12_space", lambda c: " ".join(_phrase(c, BIP39_ZH, 12)))
simple("zh_space", lambda c: " ".join(_phrase(c, BIP39_ZH, c.rng.choice([12, 12, 24, 18]))))
simple("zh12_run", lambda c: "".join(_phrase(c, BIP39_ZH, 12)))
simple("zh_lines", lambda c: "\n".join(_phrase(c, BIP39_ZH, c.rng.choice([12, 12, 24]))))
simple("zh_comma", lambda c: c.rng.choice(["、", "，", ", "]).join(_phrase(c, BIP39_ZH, 12)))


@gen("zh_numbered")
def _zh_numbered(c):
    ws = _phrase(c, BIP39_ZH, c.rng.choice([12, 12, 24]))
    fmt = c.rng.choice(["%d.%s", "%d、%s", "%d) %s", "%02d %s"])
    sep = c.rng.choice(["\n", "\n", "  "])
    return sep.join(fmt % (i + 1, w) for i, w in enumerate(ws))


# --- env / config values -----------------------------------------------------
@gen("envsecret")
def _envsecret(c):
    r = c.rng
    k = r.randrange(4)
    if k == 0:
        return rs(r, ALNUM, r.randint(32, 48))
    if k == 1:
        return rs(r, ALNUM + "-_", 40)
    if k == 2:
        return rs(r, HEXL, 40)
    return rs(r, ALNUM + "!@#%^*", 24)


simple("envhex", lambda c: rs(c.rng, HEXL, c.rng.choice([32, 48, 64])))
simple("envb64", lambda c: b64(rbytes(c.rng, 32)))
simple("envb64enc", lambda c: b64(_pw(c).encode()))
simple("envauthcode", lambda c: rs(c.rng, string.ascii_uppercase, 16))

# --- API keys and tokens -----------------------------------------------------


def _gh_token(c, prefix):
    body = rs(c.rng, B62, 30)
    return prefix + body + base62_crc32(body)


@gen("k_openai")
def _k_openai(c):
    r = c.rng
    if r.random() < 0.7:
        return "sk-proj-" + rs(r, B64URL, 58) + "T3BlbkFJ" + rs(r, B64URL, 58)
    return "sk-" + rs(r, ALNUM, 20) + "T3BlbkFJ" + rs(r, ALNUM, 20)


simple("k_anthropic", lambda c: "sk-ant-api03-" + rs(c.rng, B64URL, 93) + "AA")
simple("k_github", lambda c: _gh_token(c, c.rng.choice(["ghp_", "ghp_", "gho_"])))
simple("k_npm", lambda c: _gh_token(c, "npm_"))
simple("k_ghfg", lambda c: "github_pat_11" + rs(c.rng, string.ascii_uppercase + string.digits, 20) + "_" + rs(c.rng, ALNUM, 59))
simple("k_gitlab", lambda c: "glpat-" + rs(c.rng, ALNUM + "-", 20))
simple("k_stripe", lambda c: c.rng.choice(["sk_live_", "rk_live_"]) + c.rng.choice([rs(c.rng, ALNUM, 24), "51" + rs(c.rng, ALNUM, 97)]))
simple("k_aws_secret", lambda c: rs(c.rng, ALNUM + "/+", 40))
simple("k_google", lambda c: "AIza" + rs(c.rng, B64URL, 35))
simple("k_slack", lambda c: "xox" + c.rng.choice("bp") + "-" + str(c.rng.randint(10 ** 10, 10 ** 12)) + "-" + str(c.rng.randint(10 ** 11, 10 ** 13)) + "-" + rs(c.rng, ALNUM, 24))
simple("k_sendgrid", lambda c: "SG." + rs(c.rng, B64URL, 22) + "." + rs(c.rng, B64URL, 43))
simple("k_telegram", lambda c: str(c.rng.randint(10 ** 8, 8 * 10 ** 9)) + ":AA" + rs(c.rng, B64URL, 33))
simple("k_twilio", lambda c: rs(c.rng, HEXL, 32))
simple("k_hf", lambda c: "hf_" + rs(c.rng, string.ascii_letters, 34))
simple("k_pypi", lambda c: "pypi-AgEIcHlwaS5vcmc" + rs(c.rng, B64URL, 150))
simple("k_do", lambda c: "dop_v1_" + rs(c.rng, HEXL, 64))
simple("k_notion", lambda c: c.rng.choice(["secret_" + rs(c.rng, ALNUM, 43), "ntn_" + rs(c.rng, string.digits, 11) + rs(c.rng, ALNUM, 35)]))
simple("k_mailgun", lambda c: "key-" + rs(c.rng, HEXL, 32))
simple("k_shopify", lambda c: "shpat_" + rs(c.rng, HEXL, 32))
simple("k_aliyun_secret", lambda c: rs(c.rng, ALNUM, 30))
simple("k_tencent_secret", lambda c: rs(c.rng, ALNUM, 32))
simple("k_deepseek", lambda c: "sk-" + rs(c.rng, HEXL, 32))
simple("k_baidu", lambda c: rs(c.rng, ALNUM, 32))
simple("k_wecom", lambda c: rs(c.rng, B64URL, 43))
simple("k_discord", lambda c: b64(str(c.rng.randint(10 ** 17, 10 ** 18)).encode()).rstrip("=") + "." + rs(c.rng, B64URL, 6) + "." + rs(c.rng, B64URL, 38))
simple("k_azure", lambda c: rs(c.rng, HEXL, 32))
simple("k_cloudflare", lambda c: rs(c.rng, B64URL, 40))
simple("k_mapbox", lambda c: "sk.eyJ1Ijoi" + rs(c.rng, B64URL, 60) + "." + rs(c.rng, B64URL, 22))
simple("azkey", lambda c: b64(rbytes(c.rng, 64)))
simple("slackhook", lambda c: rs(c.rng, ALNUM, 24))
simple("discordhook", lambda c: rs(c.rng, B64URL, 68))


@gen("jwt")
def _jwt(c):
    r = c.rng
    header = b64url(json.dumps({"alg": r.choice(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")).encode())
    iat = r.randint(1_700_000_000, 1_780_000_000)
    payload = {"sub": str(r.randint(10000, 9999999)), "iat": iat, "exp": iat + r.choice([3600, 86400, 604800])}
    if r.random() < 0.5:
        payload["email"] = _email(c)
    body = b64url(json.dumps(payload, separators=(",", ":")).encode())
    return header + "." + body + "." + b64url(rbytes(r, 32 if "HS" in header else 64))


simple("cookie", lambda c: c.rng.choice([rs(c.rng, HEXL, 32) + "%2C" + str(c.rng.randint(1_700_000_000, 1_790_000_000)) + "%2C" + rs(c.rng, HEXL, 5) + "*" + rs(c.rng, HEXL, 2),
                                         rs(c.rng, string.ascii_lowercase + string.digits, 32), "s%3A" + rs(c.rng, B64URL, 32) + "." + rs(c.rng, ALNUM + "%", 43)]))
simple("opaque", lambda c: c.rng.choice(["1//0" + rs(c.rng, B64URL, 99), rs(c.rng, ALNUM, 64), "rt_" + rs(c.rng, B64URL, 48)]))

# --- private keys ------------------------------------------------------------


@gen("priv_openssh")
def _priv_openssh(c):
    r = c.rng
    pk, sk = rbytes(r, 32), rbytes(r, 32)
    comment = (pick(c, EN_FIRST).lower() + "@" + r.choice(["laptop", "mbp", "nas", "desktop", "vps"])).encode()
    pub = sshstr(b"ssh-ed25519") + sshstr(pk)
    chk = rbytes(r, 4)
    priv = chk + chk + sshstr(b"ssh-ed25519") + sshstr(pk) + sshstr(sk + pk) + sshstr(comment)
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\0" + sshstr(b"none") + sshstr(b"none") + sshstr(b"")
            + struct.pack(">I", 1) + sshstr(pub) + sshstr(priv))
    return pem("OPENSSH PRIVATE KEY", blob, width=70)


@gen("priv_rsa")
def _priv_rsa(c):
    r = c.rng
    bits = r.choice([1024, 2048])
    nb = bits // 8

    def big(n):
        b = bytearray(rbytes(r, n))
        b[0] |= 0x80
        return bytes(b)
    parts = [b"\0", big(nb), b"\x01\x00\x01", big(nb), big(nb // 2), big(nb // 2), big(nb // 2), big(nb // 2), big(nb // 2)]
    return pem("RSA PRIVATE KEY", der(0x30, b"".join(der_int(p) for p in parts)))


@gen("priv_ec")
def _priv_ec(c):
    r = c.rng
    body = (bytes.fromhex("30770201010420") + _privkey(r) + bytes.fromhex("a00a06082a8648ce3d030107a144034200")
            + b"\x04" + rbytes(r, 64))
    return pem("EC PRIVATE KEY", body)


simple("priv_pkcs8", lambda c: pem("PRIVATE KEY", bytes.fromhex("302e020100300506032b657004220420") + rbytes(c.rng, 32)))
simple("priv_wg", lambda c: b64(rbytes(c.rng, 32)))


@gen("priv_pgp")
def _priv_pgp(c):
    r = c.rng
    body = bytes([0xC5, 0x58, 0x04]) + struct.pack(">I", r.randint(1_600_000_000, 1_750_000_000)) + bytes([0x16, 0x09]) + rbytes(r, 230)
    s = b64(body)
    lines = [s[i:i + 64] for i in range(0, len(s), 64)]
    crc = b64(crc24(body).to_bytes(3, "big"))
    return ("-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + "\n".join(lines) + "\n=" + crc
            + "\n-----END PGP PRIVATE KEY BLOCK-----")


# --- recovery codes ------------------------------------------------------------
simple("rc_github", lambda c: "\n".join(rs(c.rng, HEXL, 5) + "-" + rs(c.rng, HEXL, 5) for _ in range(16)))
simple("rc_github_one", lambda c: rs(c.rng, HEXL, 5) + "-" + rs(c.rng, HEXL, 5))


@gen("rc_google")
def _rc_google(c):
    codes = ["%04d %04d" % (c.rng.randint(0, 9999), c.rng.randint(0, 9999)) for _ in range(10)]
    if c.rng.random() < 0.5:
        return "\n".join(codes)
    return "\n".join("%d. %s    %d. %s" % (i + 1, codes[i], i + 6, codes[i + 5]) for i in range(5))


simple("rc_discord", lambda c: "\n".join(rs(c.rng, string.ascii_lowercase + string.digits, 4) + "-" + rs(c.rng, string.ascii_lowercase + string.digits, 4) for _ in range(10)))
simple("rc_ms", lambda c: "-".join(rs(c.rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5) for _ in range(5)))
simple("rc_bitlocker", lambda c: "-".join("%06d" % (11 * c.rng.randint(0, 65535)) for _ in range(8)))
simple("rc_1pw", lambda c: "A3-" + "-".join(rs(c.rng, "23456789ABCDEFGHJKLMNPQRSTVWXYZ", n) for n in (6, 6, 5, 5, 5, 5)))
simple("rc_apple", lambda c: "-".join(rs(c.rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) for _ in range(7)))
simple("rc_bitwarden", lambda c: rs(c.rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 32))
simple("rc_generic", lambda c: "\n".join(rs(c.rng, string.ascii_uppercase + string.digits, 8) for _ in range(8)))

# --- wifi ----------------------------------------------------------------------


@gen("wifipw")
def _wifipw(c):
    r = c.rng
    k = r.randrange(5)
    if k == 0:
        return pick_h(c, WIFI_WORDS) + str(r.randint(10, 2025))
    if k == 1:
        return rs(r, ALNUM, r.randint(10, 14))
    if k == 2:
        return pick_h(c, PW_PINYIN) + str(r.randint(1000, 99999))
    if k == 3:
        return pick_h(c, WIFI_WORDS).capitalize() + r.choice("!#@") + str(r.randint(10, 99))
    return pick_h(c, WIFI_WORDS) + "-" + pick_h(c, WIFI_WORDS) + "-" + pick_h(c, WIFI_WORDS)


simple("wifikey", lambda c: c.rng.choice([_digits(c.rng, 8), rs(c.rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 12), rs(c.rng, string.ascii_lowercase + string.digits, 10)]))

# --- cards -----------------------------------------------------------------------
TEST_CARDS = {"4242424242424242", "4000056655665556", "5555555555554444", "2223003122003222",
              "5200828282828210", "378282246310005", "371449635398431", "6011111111111117",
              "3056930009020004", "4000002500003155", "4000000000003220", "4111111111111111",
              "6200000000000005", "4000000000000002", "4000000000009995", "4000002760003184"}


def _card(c, prefix, n):
    while True:
        s = luhn_complete(prefix + "".join(c.rng.choice(string.digits) for _ in range(n - len(prefix) - 1)))
        if s not in TEST_CARDS:
            return s


def _grp(s, sizes):
    out, i = [], 0
    for z in sizes:
        out.append(s[i:i + z])
        i += z
    return " ".join(out)


simple("card_visa", lambda c: _card(c, "4" + str(c.rng.randint(10, 99)), 16))
simple("card_visa_sp", lambda c: _grp(_card(c, "4" + str(c.rng.randint(10, 99)), 16), (4, 4, 4, 4)))
simple("card_mc", lambda c: _card(c, str(c.rng.randint(51, 55)), 16))
simple("card_mc_sp", lambda c: _grp(_card(c, str(c.rng.randint(51, 55)), 16), (4, 4, 4, 4)))
simple("card_amex", lambda c: _grp(_card(c, c.rng.choice(["34", "37"]), 15), (4, 6, 5)))
simple("card_up", lambda c: _card(c, "62" + str(c.rng.randint(1000, 2999)), c.rng.choice([16, 19])))
simple("card_up_sp", lambda c: _grp(_card(c, "622" + str(c.rng.randint(100, 999)), 19), (4, 4, 4, 4, 3)))

# ---------------------------------------------------------------------------
# Benign look-alike generators
# ---------------------------------------------------------------------------
simple("sha256hex", lambda c: rbytes(c.rng, 32).hex())
simple("sha1hex", lambda c: rbytes(c.rng, 20).hex())
simple("gitshort", lambda c: rbytes(c.rng, 4).hex()[:c.rng.choice([7, 7, 8])])
simple("md5hex", lambda c: rbytes(c.rng, 16).hex())
simple("sri384", lambda c: "sha384-" + b64(rbytes(c.rng, 48)))
simple("sri512", lambda c: "sha512-" + b64(rbytes(c.rng, 64)))
simple("sri256", lambda c: "sha256-" + b64(rbytes(c.rng, 32)))
simple("h1", lambda c: "h1:" + b64(rbytes(c.rng, 32)))
simple("fpr_colon", lambda c: ":".join("%02X" % x for x in rbytes(c.rng, 20)))
simple("gpg_fpr", lambda c: " ".join(rbytes(c.rng, 20).hex().upper()[i:i + 4] for i in range(0, 40, 4)))


@gen("uuid")
def _uuid(c):
    b = bytearray(rbytes(c.rng, 16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


simple("uuid_up", lambda c: _uuid(c).upper())

IN_PINS = [("Mumbai", "4000"), ("New Delhi", "1100"), ("Bengaluru", "5600"), ("Chennai", "6000"),
           ("Kolkata", "7000"), ("Hyderabad", "5000"), ("Pune", "4110"), ("Ahmedabad", "3800"),
           ("Jaipur", "3020"), ("Lucknow", "2260"), ("Kochi", "6820"), ("Chandigarh", "1600"),
           ("Indore", "4520"), ("Nagpur", "4400"), ("Coimbatore", "6410"), ("Mysuru", "5700")]
IN_STREETS = ["14 MG Road", "22 Linking Road", "Flat 3B, Lotus Apartments", "Plot 7, Sector 21",
              "House 118, 2nd Cross", "45 Anna Salai", "9 Park Street", "B-204, Green Valley"]
ZH_POSTS = [("北京市朝阳区", "100"), ("上海市浦东新区", "200"), ("广州市天河区", "510"), ("深圳市南山区", "518"),
            ("杭州市西湖区", "310"), ("成都市武侯区", "610"), ("武汉市洪山区", "430"), ("南京市鼓楼区", "210"),
            ("西安市雁塔区", "710"), ("重庆市渝北区", "401"), ("苏州市工业园区", "215"), ("长沙市岳麓区", "410")]
ZH_STREETS = ["建国路88号", "人民路12号院3单元", "科技园南区A座1502", "中山东路6号", "解放大道1127号", "学院路35号"]


def _inpair(c):
    if "_inpair" not in c.cache:
        city, pre = pick(c, IN_PINS)
        c.cache["_inpair"] = (city, pre + "%02d" % c.rng.randint(1, 99))
    return c.cache["_inpair"]


def _zhpair(c):
    if "_zhpair" not in c.cache:
        city, pre = pick(c, ZH_POSTS)
        c.cache["_zhpair"] = (city, pre + "%03d" % c.rng.randint(0, 999))
    return c.cache["_zhpair"]


simple("incity", lambda c: _inpair(c)[0])
simple("inpin", lambda c: _inpair(c)[1])
simple("instreet", lambda c: pick(c, IN_STREETS))
simple("zhaddr", lambda c: _zhpair(c)[0] + pick(c, ZH_STREETS))
simple("zhpost", lambda c: _zhpair(c)[1])
simple("uszip", lambda c: "%05d" % c.rng.randint(10001, 99950))
simple("ukpost", lambda c: pick(c, ["SW1A 1AA", "EC1V 9HX", "M1 1AE", "B33 8TH", "CR2 6XH", "LS6 3HN", "EH8 9YL", "BS1 4DJ"]))
simple("phone_us", lambda c: "+1 (%d) 555-%04d" % (c.rng.choice([206, 312, 415, 512, 617, 718]), c.rng.randint(100, 199)))
simple("phone_us2", lambda c: "%d-555-%04d" % (c.rng.choice([206, 312, 415, 512, 617, 718]), c.rng.randint(100, 199)))
simple("phone_uk", lambda c: "+44 20 7946 %04d" % c.rng.randint(0, 999))
simple("phone_in", lambda c: "+91 98%03d %05d" % (c.rng.randint(0, 999), c.rng.randint(0, 99999)))
simple("phone_cn_fmt", lambda c: (lambda s: s[:3] + " " + s[3:7] + " " + s[7:])(_phone_cn(c)))
simple("phone_cn_land", lambda c: c.rng.choice(["010", "021", "020", "0755", "0571", "028"]) + "-" + str(c.rng.randint(5000_0000, 8999_9999)))
simple("hotline", lambda c: c.rng.choice(["95588", "95533", "95555", "400-820-%04d" % c.rng.randint(0, 9999), "10086"]))


def _no_luhn(c, n, prefix=""):
    while True:
        s = prefix + "".join(c.rng.choice(string.digits) for _ in range(n - len(prefix)))
        if not luhn_ok(s):
            return s


simple("order_amz", lambda c: "%03d-%07d-%07d" % (c.rng.randint(111, 114), c.rng.randint(0, 9999999), c.rng.randint(0, 9999999)))
simple("order_tb", lambda c: _no_luhn(c, 19, c.rng.choice(["1", "2", "3"])))
simple("order_jd", lambda c: _no_luhn(c, 12, "2"))
simple("order_num", lambda c: c.rng.choice(["#", "No. ", ""]) + str(c.rng.randint(100000, 99999999)))
simple("booking", lambda c: rs(c.rng, "ABCDEFGHJKLMNPQRSTUVWXYZ", 2) + rs(c.rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4))
simple("track_ups", lambda c: "1Z" + rs(c.rng, string.ascii_uppercase + string.digits, 6) + "%010d" % c.rng.randint(0, 10 ** 10 - 1))
simple("track_usps", lambda c: "9400 1" + " ".join(["%03d" % c.rng.randint(0, 999)] + ["%04d" % c.rng.randint(0, 9999) for _ in range(4)]) + " %02d" % c.rng.randint(0, 99))
simple("track_fedex", lambda c: _no_luhn(c, 12, "7"))
simple("track_sf", lambda c: "SF" + _no_luhn(c, 13, "1"))
simple("track_zto", lambda c: _no_luhn(c, 12, "7"))
simple("track_yt", lambda c: "YT" + _no_luhn(c, 13, "4"))
simple("track_dhl", lambda c: _no_luhn(c, 10, "1"))
simple("version", lambda c: "%d.%d.%d" % (c.rng.randint(1, 9), c.rng.randint(0, 24), c.rng.randint(0, 19)))
simple("ios_ver", lambda c: "%d.%d.%d" % (c.rng.randint(15, 18), c.rng.randint(0, 6), c.rng.randint(1, 3)))
simple("py_ver", lambda c: "3.%d" % c.rng.randint(8, 13))
simple("winbuild", lambda c: "%d.%d" % (c.rng.choice([19045, 22621, 22631, 26100]), c.rng.randint(1000, 4999)))
simple("date8", lambda c: "%d%02d%02d" % (c.rng.randint(2022, 2025), c.rng.randint(1, 12), c.rng.randint(1, 28)))
simple("mmdd", lambda c: "%02d%02d" % (c.rng.randint(1, 12), c.rng.randint(1, 28)))
simple("price", lambda c: "%d.%02d" % (c.rng.randint(3, 400), c.rng.randint(0, 99)))
simple("price_int", lambda c: "{:,}".format(c.rng.randint(8, 60) * 100 - c.rng.choice([0, 1, 5])))
simple("flight", lambda c: pick(c, ["UA", "BA", "LH", "AF", "DL", "AA", "QF", "SQ", "EK", "NH"]) + " " * c.rng.randint(0, 1) + str(c.rng.randint(10, 2999)))
simple("zhflight", lambda c: pick(c, ["CA", "MU", "CZ", "HU", "3U", "ZH", "MF"]) + str(c.rng.randint(1000, 9999)))
simple("train", lambda c: pick(c, ["G", "D", "C", "K", "Z"]) + str(c.rng.randint(1, 9999)))
simple("gate", lambda c: pick(c, "ABCDE") + str(c.rng.randint(1, 60)))
simple("seat", lambda c: str(c.rng.randint(1, 48)) + pick(c, "ABCDEFK"))
simple("eth_addr", lambda c: "0x" + rbytes(c.rng, 20).hex())
simple("btc_addr", lambda c: b58check(bytes([c.rng.choice([0, 5])]) + rbytes(c.rng, 20)))
simple("bc1_addr", lambda c: bech32_encode("bc", [0] + _convertbits(rbytes(c.rng, 20), 8, 5)))
simple("xpub", lambda c: b58check(bytes.fromhex("0488b21e") + b"\x03\0\0\0\0\x80\0\0\0" + rbytes(c.rng, 32) + bytes([c.rng.choice([2, 3])]) + rbytes(c.rng, 32)))
simple("sol_addr", lambda c: b58encode(rbytes(c.rng, 32)))
simple("tron_addr", lambda c: b58check(b"\x41" + rbytes(c.rng, 20)))
simple("age_pub", lambda c: bech32_encode("age", _convertbits(rbytes(c.rng, 32), 8, 5)))
simple("ssh_pub", lambda c: "ssh-ed25519 " + b64(sshstr(b"ssh-ed25519") + sshstr(rbytes(c.rng, 32))) + " " + pick(c, EN_FIRST).lower() + "@" + pick(c, ["laptop", "mbp", "work", "pi"]))
simple("pem_pub", lambda c: pem("PUBLIC KEY", bytes.fromhex("302a300506032b6570032100") + rbytes(c.rng, 32)))
simple("wg_pub", lambda c: b64(rbytes(c.rng, 32)))
simple("promo", lambda c: pick(c, ["SPRING", "WELCOME", "SAVE", "FRIEND", "HOLIDAY", "VIP", "SUMMER", "NEWYEAR"]) + str(c.rng.choice([10, 15, 20, 25, 30, 50])))
simple("zhpromo", lambda c: rs(c.rng, string.ascii_uppercase, c.rng.randint(2, 3)) + str(c.rng.randint(100, 9999)))
simple("tail4", lambda c: rs(c.rng, ALNUM, 4))
simple("km", lambda c: "%d.%d" % (c.rng.randint(3, 21), c.rng.randint(0, 9)))
simple("minsec", lambda c: "%d:%02d" % (c.rng.randint(18, 75), c.rng.randint(0, 59)))
simple("score", lambda c: "%d-%d" % (c.rng.randint(0, 5), c.rng.randint(0, 5)))
simple("steps", lambda c: "{:,}".format(c.rng.randint(3000, 25000)))


def _bip_nonphrase(c, wl, lo=5, hi=11):
    # a list of real BIP39 words that is not a seed phrase: too short to be one
    return [c.rng.choice(wl) for _ in range(c.rng.randint(lo, hi))]


COMMON_BIP_WORDS = [w for w in W("""apple banana bread butter cheese chicken coffee corn egg fish garlic
honey juice lemon milk olive onion orange pepper potato rice salad salt sauce soup sugar tomato
water wine yogurt cereal carrot cabbage""") if w in set(BIP39_EN)]
simple("bip_shop", lambda c: ", ".join(c.rng.sample(COMMON_BIP_WORDS, c.rng.randint(5, 10))))
simple("bip_vocab", lambda c: ", ".join(_bip_nonphrase(c, BIP39_EN, 6, 10)))
simple("zh_chars", lambda c: " ".join(_bip_nonphrase(c, BIP39_ZH, 6, 10)))

# ---------------------------------------------------------------------------
# Templates
# ---------------------------------------------------------------------------

TEMPLATES = []  # (kind, lang, hard, text)


def _norm(s):
    return s.strip("\n")


def S(kind, lang, *texts, hard=False):
    for t in texts:
        TEMPLATES.append((kind, lang, hard, _norm(t)))


def H(kind, lang, *texts):
    S(kind, lang, *texts, hard=True)


B = S      # benign templates: same registry, label comes from the kind
BH = H

# ===== password_nl =========================================================
H("password_nl", "en",
  "note to self: the «bank» login is now «S_pw», changed it after that breach email",
  "ok so for the record the «app» pw is «S_pw» -- don't let the kids change it again",
  """\
[voice memo, 08:14] ...and the password for the work laptop, it's «S_pw_spelled». Okay. Remind me to change it next month.""",
  "Diary, «weekday». Finally got into the router admin page. Set the admin password to «S_pw» because I kept forgetting the old one. Then we ordered pizza and watched the game.",
  "Okay listen carefully, it's «S_pw_spelled». Got that? Read it back to me.",
  "changed my Apple ID password to «S_pw» last night, parking it here until it sticks",
  "If anything happens to me, the password to my email is «S_pw». «name» knows where the rest is.",
  """\
Transcript (call with «name», 3 min):
- me: what was it again?
- «name»: password is «S_pw_nato». No, lowercase after the first one.""",
  "pw for the 401k site -> «S_pw»",
  "Got locked out AGAIN. New one: «S_pw». Let's see how long this one lasts.",
  "Told «name» the «app» password («S_pw») so they can watch the finale at their place.",
  "The disk encryption passphrase on the old ThinkPad is «S_pw_phrase» -- I'll need it to recover the photos.",
  "«rel», the family computer password is «S_pw», the kids' account has none.",
  "Spent an hour on hold with «bank». They reset it and I picked «S_pw». Writing it down because I'll forget by Friday.",
  "tried «S_pw» and it worked!! so that's the password for the old Yahoo account, finally",
  "password hint to myself: it's literally «S_pw», the usual with the year at the end",
  )
S("password_nl", "en",
  "My «app» password is «S_pw».",
  "the password for the shared drive is «S_pw»",
  "Remember: «bank» online banking password = «S_pw»",
  )
H("password_nl", "zh",
  "我的«zhbank»网银登录密码改成了«S_pw»，记一下免得又忘",
  "«zhrel»，家里电脑开机密码是«S_pw»，你用完记得关机",
  "语音转文字：那个邮箱的密码是«S_pw_zh_spelled»，你记一下啊，别弄错了",
  "今天把路由器后台管理员密码改了，新的是«S_pw»。",
  "密码是«S_pw_zh_digits»，全是数字，你输的时候慢一点",
  "日记 «zhdate» 晴。下午去银行办了网银，柜员让我自己设密码，我设的是«S_pw»。回家路上买了点菜，晚上包了饺子。",
  "我爸的QQ密码：«S_pw_cn»，他老记不住，让我帮他存着",
  "电脑锁屏密码 «S_pw»，别给别人看",
  "你记一下，登录口令是«S_pw»，大小写别搞错",
  "刚才客服帮我重置了，我把新密码设成«S_pw_cn»了，跟以前那个差不多",
  "如果哪天我出了什么事，我邮箱的密码是«S_pw»，里面有保险单",
  "备忘：公司VPN密码«S_pw»（三月份刚换过）",
  "语音备忘：«zhapp»的密码我念一遍啊，«S_pw_zh_spelled»，好了",
  "试了好几个，最后«S_pw_cn»登上去了，原来是这个密码",
  )
S("password_nl", "zh",
  "我的«zhapp»密码是«S_pw_cn»",
  "«zhapp»登录密码：«S_pw»",
  )
H("password_nl", "mixed",
  "我的 Gmail password 改成 «S_pw» 了，记得更新一下 iPhone 上的",
  "«app» 账号的密码是 «S_pw»，周末你可以上去玩",
  "note: 公司 Jira 新密码 «S_pw» (expires in 90 days)",
  "voice memo: 那个 Notion 的 password 是 «S_pw_spelled»，OK 就这样",
  "Laptop 开机 password: «S_pw»",
  "不是 wifi 啊，是 NAS 的 admin 密码，«S_pw»",
  "跟你说一下 Netflix 的新 password：«S_pw_cn»，别分享给别人了",
  "今天 reset 了 Outlook 的密码，新的是 «S_pw»，temporary 的",
  "密码我念给你：«S_pw_zh_spelled»，then 点 login",
  "Apple ID 密码 → «S_pw»（上周刚改的）",
  )

# ===== password_pair =========================================================
H("password_pair", "en",
  """\
Username: «user»
Password: «S_pw»""",
  "login for the school portal -- «email» / «S_pw»",
  "acct: «user»   pw: «S_pw»",
  """\
name,url,username,password,note
«app»,https://www.«domain»/login,«email»,«S_pw»,""",
  "Hey, can you check the invoices for me? Login is «user», password «S_pw». Thanks!",
  """\
{"items": [{"type": 1, "name": "«app»", "login": {"username": "«email»", "password": "«S_pw»", "totp": null}}]}""",
  """\
«app»
  user -> «workemail»
  pass -> «S_pw»""",
  """\
Gym sign-up (front desk form)
Name: «fullname»
Email: «email»
Choose a password: «S_pw»
Confirm password: (same)""",
  "creds for the staging box: «user»:«S_pw»",
  """\
<Entry><String><Key>Title</Key><Value>«app»</Value></String><String><Key>UserName</Key><Value>«user»</Value></String><String><Key>Password</Key><Value ProtectRaw="True">«S_pw_url»</Value></String></Entry>""",
  "for the wedding website admin: user «user», pass «S_pw» (same for the RSVP export)",
  "«name»'s login on the family iMac is «user» and «S_pw»",
  )
H("password_pair", "zh",
  """\
账号：«phone_cn»
密码：«S_pw»""",
  "用户名 «user» 密码 «S_pw»，这是孩子学校那个平台的",
  "帮我登一下12306抢票，账号«zhemail»，密码«S_pw_cn»，抢两张",
  "物业缴费系统 登录名：«user» / 口令：«S_pw»",
  """\
公司OA
工号：«n6»
初始密码：«S_pw»""",
  "淘宝账号借你用：«phone_cn»，密码«S_pw_cn»，买完就退出",
  "«zhrel»的社保网站：用户名是身份证号，密码«S_pw»",
  "教务系统 学号«n6» 密码«S_pw_cn»",
  )
H("password_pair", "mixed",
  "Zoom 账号 «email»，password «S_pw»",
  "username 是 «user»，密码是 «S_pw»，登录之后记得改",
  "服务器 root / «S_pw»，先用着",
  "Costco 会员网站 login: «email» 密码 «S_pw»",
  """\
Router admin
用户名: admin
密码: «S_pw»""",
  "Steam 账号 «user» pwd «S_pw_cn»，周末你随便玩",
  )

# ===== pin ===================================================================
S("pin", "en",
  "My debit card PIN is «S_pin4», don't tell anyone",
  "ATM pin - «S_pin4»",
  "Grandma's phone unlock PIN is «S_pin6»",
  "passcode for the iPad: «S_pin6»",
  )
H("pin", "en",
  "The SIM PIN on the new phone is «S_pin4»; the PUK is on the plastic card in the kitchen drawer.",
  "Voice note: card PIN, «S_pin_spoken_en». That's it, that's the note.",
  "For the new Visa ending «last4» the PIN they mailed is «S_pin4»",
  "The banking app asks for a 6-digit PIN every time, mine's «S_pin6»",
  "«rel» -- it's «S_pin4» for the card, take out 200 and keep the receipt",
  "pin for the credit union card -> «S_pin4» (changed at the branch)",
  "if the phone restarts it'll ask for the SIM PIN: «S_pin4»",
  )
S("pin", "zh",
  "银行卡取款密码«S_pin6»",
  "支付宝支付密码是«S_pin6»，别告诉别人",
  "微信支付密码：«S_pin6»",
  )
H("pin", "zh",
  "«zhrel»，你那张农行卡的密码是«S_pin_zh_liuge»，我帮你在柜台问过了",
  "手机锁屏密码«S_pin_zh_spoken»，你先用着",
  "社保卡初始密码是«S_pin6»，要去柜台改",
  "信用卡查询密码 «S_pin6»",
  "«zhbank»那张卡，取钱的时候输«S_pin_zh_spoken»",
  "手机开机的时候要输SIM卡PIN码，是«S_pin4»",
  "老人机的锁屏数字是«S_pin4»，奶奶记不住我写这了",
  )
H("pin", "mixed",
  "我的 ATM PIN 是 «S_pin4»",
  "Apple Pay 不用密码，但是 iPhone 的 passcode 是 «S_pin6»",
  "SIM card PIN 改成 «S_pin4» 了",
  "储蓄卡 PIN: «S_pin6» (中国银行那张)",
  "妈妈的 debit card 密码 «S_pin6»，别跟别人说",
  "iPad 的解锁 code 是 «S_pin_zh_spoken»",
  )

# ===== otp ===================================================================
S("otp", "en",
  "«S_otp6» is your «svc» verification code. Don't share it with anyone.",
  "G-«S_otp6» is your Google verification code.",
  "Your Uber code: «S_otp4». Never share this code. Reply STOP ASK to opt out.",
  "Verification code «S_otp8» -- valid for 5 minutes. If you didn't request this, ignore this message.",
  )
H("otp", "en",
  """\
<#> Your WhatsApp code: «S_otp6_dash»
Don't share this code with others
4sgLq1p5sV6""",
  """\
Your Apple ID Code is: «S_otp6». Don't share it with anyone.

@apple.com #«S_otp6» %apple.com""",
  "Steam Guard: here is the login code you need: «S_otp_alnum5»",
  "Use «S_otp7» as your Microsoft account security code",
  "Someone from 'the bank' called and asked me to read out the code they'd just texted, «S_otp6_sp», and like an idiot I did. Calling the real bank now.",
  "Forwarding: «svc» code «S_otp6» (expires in 10 min) -- can you type it in on your laptop?",
  "it says enter the 6 digits we sent to (***) ***-«last4» ... ok it's «S_otp_digits_spaced»",
  "«bank»: Your one-time passcode is «S_otp6_sp». We will never call you to ask for it.",
  "[voice memo] uh the code they just sent is «S_otp_spoken_en», quick, type it in before it times out",
  "Your login code for «svc» is «S_otp6_dash». It expires in 15 minutes.",
  "«name» texted me the code from her phone: «S_otp6». Logged her in, all good.",
  "Epic Games: your security code is «S_otp_alnum6»",
  """\
From: «svc» <no-reply@«domain»>
Subject: Your sign-in code

Hi «name»,
Enter this code to finish signing in: «S_otp6_sp»
This code expires in 10 minutes.""",
  "The delivery guy said he needs the code from the text to hand over the parcel. It was «S_otp4», gave it to him at the door.",
  )
S("otp", "zh",
  "【招商银行】您的动态密码为«S_otp6»，请勿泄露。如非本人操作请致电95555。",
  "【淘宝】验证码«S_otp6»，您正在登录，若非本人操作，请勿泄露。",
  "【微信】验证码：«S_otp6»，用于绑定手机号，5分钟内有效。",
  "【12306】验证码«S_otp4»，用于购票验证。",
  )
H("otp", "zh",
  "验证码是«S_otp_zh_spoken»，你快输一下",
  "刚才有个自称快递客服的人打电话，说要给我退款，让我把短信里的验证码«S_otp6_sp»报给他，我报了……现在想想不对劲",
  "帮我看下，收到的验证码 «S_otp6»，是不是你在登我的京东",
  "【支付宝】校验码«S_otp6»，您正在进行付款操作，切勿告知他人。",
  "您的验证码为 «S_otp6_dash»（10分钟内有效），请勿转发。【美团】",
  "«zhrel»说她手机收到一个码«S_otp6»，让我帮她登上去",
  "短信码«S_otp4»，我念给你：«S_otp4»",
  "【«zhbank»】尊敬的客户，您本次交易的短信验证码为«S_otp6»，有效期3分钟。",
  "语音转写：验证码……«S_otp_zh_spoken»……对，就这六个",
  )
H("otp", "mixed",
  "【Apple】你的 Apple ID 验证码是：«S_otp6»。请勿与他人共享。",
  "刚收到 Google 的 code G-«S_otp6»，是你在登吗",
  "帮我 forward 一下那个 OTP，«S_otp6_sp»，我手机没信号",
  "[Steam] 你的 Steam Guard code: «S_otp_alnum5»",
  "Discord 登录验证码 «S_otp6»，别发给别人 lol",
  "ok 验证码是 «S_otp_digits_spaced»",
  "【Microsoft】你的安全代码是 «S_otp7»",
  "PayPal 发来的一次性密码 «S_otp6_dash»，2 分钟就过期",
  )

# ===== security_answer =========================================================
H("security_answer", "en",
  "Bank security Q: mother's maiden name -- «S_ans_maiden»",
  "for the verification questions I put my first pet, which was «S_ans_pet»",
  """\
Q: In what city were you born?
A: «S_ans_city»""",
  "security question = name of first school -> «S_ans_school»",
  "When they ask 'street you grew up on' I always say «S_ans_street», even though we only lived there a year",
  "My memorable word for the «bank» login is «S_ans_word»",
  "name of your favourite teacher: «S_ans_teacher» (for the pension site)",
  "The recovery questions on «rel»'s account: childhood best friend = «S_ans_friend»",
  "Remember: for Verizon the secret question thing is my first car, and I typed «S_ans_car»",
  "Voice memo -- okay, the security stuff for the insurance portal. Pet's name, «S_ans_pet». Yeah. That's the one they ask.",
  "Mom's maiden name is «S_ans_maiden» -- use that if «bank» asks on the phone",
  "set the security Q to favourite childhood book and wrote «S_ans_book»",
  """\
Security questions (AT&T)
1. Favourite food as a child: «S_ans_food»
2. (skipped)""",
  "«bank» wanted a 'memorable place' so I went with «S_ans_city»",
  "they asked for mother's maiden name over the phone and I said «S_ans_maiden», that's what's on file",
  "childhood nickname / pet / whatever -- on the gov site it's «S_ans_pet»",
  )
H("security_answer", "zh",
  "密保问题：我的小学名称 → «S_ans_zh_school»",
  "我的密保问题是母亲的姓名，填的是«S_ans_zh_mother»",
  "QQ密保：你养的第一只宠物叫什么？ «S_ans_zh_pet»",
  "安全问题「您出生的城市」我写的«S_ans_zh_city»",
  "密保三个问题，第一个是父亲的生日，我填的«S_ans_zh_bday»",
  "银行App的预留问题：小时候的外号，设的是«S_ans_zh_nick»",
  "支付宝安全保护问题是我高中班主任的名字，«S_ans_zh_teacher»",
  "密保：最好朋友的名字——«S_ans_zh_friend»",
  """\
密保问题
1. 您母亲的姓名？ «S_ans_zh_mother»
2. 您配偶的生日？ 没设""",
  "网易账号的密保问题我设的是小学，写了«S_ans_zh_school»，别忘了",
  "那个找回密码的问题，问的是出生地，我当时填了«S_ans_zh_city»，其实不是真的",
  "客服问我预留的问题，宠物名字，我说«S_ans_zh_pet»，就通过了",
  )
H("security_answer", "mixed",
  "Apple ID 的 security question 是第一只宠物的名字，我填了 «S_ans_pet»",
  "密保问题 first school，我写的 «S_ans_school»",
  "Bank 的 memorable word 设成了 «S_ans_word»，别忘了",
  "安全问题问的是妈妈的 full name，我填的 «S_ans_zh_mother»",
  "Steam 密保 (favourite teacher)：«S_ans_zh_teacher»",
  "«bank» 电话客服问 memorable place，我说的 «S_ans_city»",
  "PayPal security Q: 你出生的城市 → «S_ans_zh_city»",
  )

# ===== totp_secret =============================================================
H("totp_secret", "en",
  "Setting up 2FA on the NAS, the manual entry key is «S_totp_grp»",
  """\
Can't scan the QR code? Enter this key instead:
«S_totp_grp_up»
Then enter the 6-digit code from your app.""",
  "2FA secret for the AWS root account (base32): «S_totp_grp»",
  "Authy died so I'm re-adding by hand -- «svc» setup key: «S_totp_grp_up»",
  "seed for the work VPN authenticator, in case I lose the phone: «S_totp_grp»",
  )
S("totp_secret", "en",
  "Google Authenticator key for «svc»: «S_totp32»",
  "otpauth://totp/«svc»:«email»?secret=«S_totp32»&issuer=«svc»&algorithm=SHA1&digits=6&period=30",
  """\
backing up my authenticator before switching phones:
«svc» (personal) - «S_totp16»""",
  "TOTP seed: «S_totp32»",
  )
H("totp_secret", "zh",
  "两步验证密钥：«S_totp_grp_up»，换手机的时候要用",
  "扫不了二维码就手动输入这个：«S_totp_grp»",
  "身份验证器手动添加，账户 «zhemail»，密钥 «S_totp_grp»",
  "换手机前把动态口令的密钥抄下来了：«S_totp_grp_up»",
  )
S("totp_secret", "zh",
  "谷歌验证器的密钥«S_totp32»，别丢了",
  "«zhapp»二次验证绑定密钥：«S_totp16»",
  "otpauth://totp/«svc»:«zhemail»?secret=«S_totp32»&issuer=«svc»  ← 这个是备份的二维码内容",
  )
H("totp_secret", "mixed",
  "Authenticator 的 setup key 是 «S_totp_grp»，我怕换手机丢了",
  "«svc» 两步验证 secret: «S_totp_grp_up»",
  "MFA 绑定密钥（Base32）：«S_totp16»",
  "2FA 备份: otpauth://totp/«svc»?secret=«S_totp32»&issuer=«svc»",
  )

# ===== crypto_wallet_key =======================================================
H("crypto_wallet_key", "en",
  "paper wallet from 2017, private key (WIF): «S_wif_u»",
  "Imported this into Electrum and it showed the old balance: «S_wif_c»",
  "MetaMask -> Account details -> Export private key: «S_eth_hex0x»",
  """\
Account extended private key (keep offline!):
«S_xprv»""",
  "Phantom export for the Solana wallet: «S_sol_secret»",
  "sweep this before Friday -> «S_wif_c»",
  "the key for the cold wallet is «S_eth_hex», don't ask me why it's in my notes",
  "Found the printout in a book: 'bitcoin priv key «S_wif_u»'. No idea if there's anything on it.",
  "my mining payout wallet private key, hex: «S_hex64»",
  )
H("crypto_wallet_key", "zh",
  "比特币私钥（WIF格式）：«S_wif_c»",
  "小狐狸钱包导出的私钥 «S_eth_hex0x»，存好",
  """\
冷钱包主私钥：
«S_xprv»""",
  "这个是我2016年的纸钱包私钥«S_wif_u»，里面还有点币",
  "Solana钱包私钥：«S_sol_secret»",
  "以太坊钱包私钥«S_eth_hex»，千万别发给别人",
  )
H("crypto_wallet_key", "mixed",
  "MetaMask 私钥 backup: «S_eth_hex»",
  "BTC private key «S_wif_c» 在旧电脑上导出来的",
  "Ledger 不用管，但 hot wallet 的 xprv 是 «S_xprv»",
  "Phantom 导出 private key → «S_sol_secret»",
  "imToken 导出的 ETH private key：«S_eth_hex0x»",
  )

# ===== mnemonic_bip39_en =======================================================
H("mnemonic_bip39_en", "en",
  """\
Seed phrase for the Ledger:
«S_bip_lines»""",
  """\
Wallet backup -- written «date»
«S_bip_numbered»
keep this in the safe, NOT in the cloud""",
  "Dear diary, finally bought some bitcoin. The app made me write down the words: «S_bip12_line». Then it quizzed me on word 7. Weird day, also the dog threw up.",
  """\
Trezor recovery card
«S_bip_grid»""",
  "MetaMask Secret Recovery Phrase -- «S_bip_comma»",
  "[voice memo] the words are «S_bip12_line», okay that's all twelve, I'll copy them onto paper tonight",
  """\
24-word backup:
«S_bip24_numbered»""",
  "SEED (STAMPED ON THE STEEL PLATE): «S_bip_upper»",
  """\
Things to sort before the move:
- cancel gym
- «name»'s birthday gift
- wallet words: «S_bip_inline_numbered»
- book movers""",
  )
S("mnemonic_bip39_en", "en",
  "recovery phrase: «S_bip_line»",
  "seed: «S_bip12_line»",
  )
H("mnemonic_bip39_en", "zh",
  "助记词：«S_bip12_line»",
  """\
钱包助记词（一行一个）：
«S_bip_lines»""",
  """\
备份 24 个单词：
«S_bip24_numbered»""",
  "日记：今天开了个钱包，它让我抄下单词：«S_bip12_line»，我抄在了笔记本最后一页。",
  """\
硬件钱包恢复词
«S_bip_grid»
放在抽屉最里面""",
  )
H("mnemonic_bip39_en", "mixed",
  "MetaMask seed phrase 是：«S_bip12_line»",
  """\
Ledger 的 recovery phrase:
«S_bip_numbered»
放在保险柜里了""",
  "助记词 backup (24 words): «S_bip24_line»",
  "wallet words 按顺序：«S_bip_comma»",
  )

# ===== mnemonic_zh =============================================================
H("mnemonic_zh", "zh",
  "中文助记词：«S_zh12_space»",
  """\
钱包助记词
«S_zh_lines»""",
  "imToken助记词：«S_zh12_run»",
  """\
助记词备份（按顺序）
«S_zh_numbered»""",
  "今天创建了钱包，助记词是「«S_zh12_space»」，抄在了红色本子上。",
  "备份词：«S_zh_comma»",
  "语音备忘：助记词我念一遍，«S_zh12_run»，念完了",
  )
H("mnemonic_zh", "en",
  "Chinese mnemonic for Dad's wallet: «S_zh_space»",
  """\
My wallet uses the Chinese wordlist:
«S_zh_lines»""",
  "backup words (simplified Chinese): «S_zh12_run»",
  """\
Recovery words, in order:
«S_zh_numbered»""",
  )
H("mnemonic_zh", "mixed",
  "imToken 的 mnemonic 用的中文：«S_zh12_space»",
  """\
Wallet 助记词 (中文版):
«S_zh_numbered»""",
  "seed words 中文: «S_zh_comma»",
  "TokenPocket 的 recovery phrase 是「«S_zh12_run»」",
  )

# ===== env_file ================================================================
H("env_file", "en",
  """\
# .env
APP_NAME=«appslug»
DEBUG=false
HUSH=«S_envsecret»
REDIS_URL=redis://localhost:6379/0""",
  """\
server:
  port: 8443
auth:
  signing: «S_envhex»
  ttl: 3600""",
  """\
[smtp]
host = smtp.«domain»
user = «workemail»
mail_authcode = «S_envauthcode»""",
  """\
services:
  db:
    image: postgres:16
    environment:
      - POSTGRES_USER=app
      - POSTGRES_PASSWORD=«S_pw»""",
  "export K=«S_envb64»   # from the vendor dashboard",
  """\
apiVersion: v1
kind: Secret
metadata:
  name: «appslug»-creds
type: Opaque
data:
  token: «S_envb64enc»""",
  """\
region  = "eu-west-1"
db_pass = "«S_pw»"
instance_type = "t3.small\"""",
  """\
storePassword=«S_pw»
keyPassword=«S_pw»
keyAlias=upload
storeFile=../upload-keystore.jks""",
  """\
{"port": 3000, "session_secret": "«S_envsecret»", "log_level": "info"}""",
  "CRED=«S_envsecret»",
  """\
# ~/.config/«appslug»/config.toml
[sync]
endpoint = "https://sync.«domain»"
passphrase = "«S_pw_phrase»\"""",
  )
H("env_file", "zh",
  """\
# 生产环境配置，不要提交
DB_HOST=«dbhost»
DB_USER=«user»
MIMA=«S_pw»""",
  """\
# 邮箱授权码（不是登录密码）
MAIL_AUTHCODE=«S_envauthcode»""",
  """\
项目 .env 文件内容如下：
APP_ENV=production
APP_KEY=base64:«S_envb64»
LOG_CHANNEL=stack""",
  """\
# 支付回调验签用的
notify:
  url: https://pay.«domain»/notify
  miyao: «S_envhex»""",
  """\
[数据库]
host = «dbhost»
port = 3306
pass = «S_pw»""",
  )
H("env_file", "mixed",
  ".env 里加了一行 SIGNING=«S_envhex»，别提交到 git",
  """\
把 config.toml 发你：
[api]
endpoint = "https://api.«domain»"
secret = "«S_envsecret»\"""",
  """\
docker-compose 里这样写：
    environment:
      MYSQL_ROOT_PASSWORD: «S_pw»
      MYSQL_DATABASE: «db»""",
  """\
# 测服 ~~ staging only
TOKEN_X=«S_envsecret»
FEATURE_FLAGS=beta,dark_mode""",
  )

# ===== connection_string =======================================================
H("connection_string", "en",
  "psql \"postgres://«user»:«S_pw_url»@«dbhost»/«db»?sslmode=require\"  # the nightly report job",
  "DATABASE_URL=mysql://«user»:«S_pw_url»@«ip»:3306/«db»",
  "mongodb+srv://«user»:«S_pw_url»@cluster0.«mongoid».mongodb.net/?retryWrites=true&w=majority",
  "cache is at redis://:«S_pw_url»@«dbhost»:6379/0",
  "git remote set-url origin https://«S_k_github»@github.com/«user»/«repo».git",
  "git clone https://oauth2:«S_k_gitlab»@gitlab.com/«user»/«repo».git",
  "jdbc:postgresql://«dbhost»:5432/«db»?user=«user»&password=«S_pw_url»&ssl=true",
  "Server=tcp:«azhost».database.windows.net,1433;Database=«db»;User ID=«user»;Password=«S_pw»;Encrypt=true;",
  "DefaultEndpointsProtocol=https;AccountName=«acct»;AccountKey=«S_azkey»;EndpointSuffix=core.windows.net",
  "front door camera: rtsp://admin:«S_pw_url»@«ip»:554/Streaming/Channels/101",
  "proxy for the office: http://«user»:«S_pw_url»@proxy.«domain»:3128",
  "postgresql://«user»:«S_pw_url»@[«ipv6»]:5432/«db»",
  "amqp://«user»:«S_pw_pct»@rabbit.«domain»:5672/%2F",
  "the export link is https://api.«domain»/v1/export?format=csv&api_key=«S_envhex»",
  "ftp://«user»:«S_pw_url»@ftp.«domain»/uploads/",
  "slack alerts go to https://hooks.slack.com/services/«slack_t»/«slack_b»/«S_slackhook»",
  "https://«user»:«S_pw_url»@grafana.«domain»/d/home",
  "smtps://alerts%40«domain»:«S_pw_url»@smtp.«domain»:465",
  )
H("connection_string", "zh",
  "数据库连接串：mysql://«user»:«S_pw_url»@«ip»:3306/«db»?charset=utf8mb4",
  "生产库地址 postgres://«user»:«S_pw_url»@«dbhost»/«db»，别外传",
  "摄像头的 RTSP 地址：rtsp://admin:«S_pw_url»@«ip»:554/h264/ch1/main/av_stream",
  "Redis 连接：redis://default:«S_pw_url»@«dbhost»:6379",
  "拉代码用这个地址：https://«user»:«S_k_github»@github.com/«user»/«repo».git",
  "阿里云RDS：jdbc:mysql://rm-«rdsid».mysql.rds.aliyuncs.com:3306/«db»?user=«user»&password=«S_pw_url»",
  "群里的机器人地址 https://oapi.dingtalk.com/robot/send?access_token=«S_envhex»",
  )
H("connection_string", "mixed",
  "staging 的 DATABASE_URL 是 postgresql://«user»:«S_pw_url»@«dbhost»:5432/«db»",
  "代理设置 http://«user»:«S_pw_url»@«ip»:8080，公司网络要用",
  "Atlas 给的 connection string 我改了一下：mongodb+srv://«user»:«S_pw_url»@«db».«mongoid».mongodb.net",
  "webhook url 别发群里: https://discord.com/api/webhooks/«n18»/«S_discordhook»",
  "NAS 的 WebDAV: https://«user»:«S_pw_pct»@«ip»:5006/home",
  )

# ===== api_key =================================================================
S("api_key", "en",
  "here's the OpenAI key for the hackathon: «S_k_openai»",
  "Anthropic console -> new key: «S_k_anthropic»",
  "Stripe live secret key «S_k_stripe» (please don't paste it in Slack again)",
  """\
[default]
aws_access_key_id = «aws_id»
aws_secret_access_key = «S_k_aws_secret»""",
  "Google Maps API key for the store locator: «S_k_google»",
  "SendGrid key for the newsletter: «S_k_sendgrid»",
  "bot token from BotFather: «S_k_telegram»",
  "HF token (write access): «S_k_hf»",
  "npm publish token «S_k_npm»",
  "curl -H 'Authorization: Bearer «S_k_do»' https://api.digitalocean.com/v2/droplets",
  "Slack bot token -> «S_k_slack»",
  "Twilio auth token for account «twilio_sid»: «S_k_twilio»",
  "GitHub PAT, expires in 30 days: «S_k_github»",
  "fine-grained token for CI: «S_k_ghfg»",
  "Mailgun private key «S_k_mailgun»",
  "Notion integration secret «S_k_notion»",
  """\
[pypi]
  username = __token__
  password = «S_k_pypi»""",
  "Shopify admin API access token: «S_k_shopify»",
  "Mapbox secret token «S_k_mapbox»",
  )
S("api_key", "zh",
  "阿里云 AccessKey Secret：«S_k_aliyun_secret»（ID 是 «aliyun_id»）",
  "DeepSeek 的 key：«S_k_deepseek»",
  "腾讯云 SecretId «tencent_id»，SecretKey «S_k_tencent_secret»",
  "机器人令牌：«S_k_telegram»",
  "OpenAI 的密钥 «S_k_openai» 你先用我的",
  "GitHub 令牌 «S_k_github»，30天后过期",
  "百度地图 AK：«S_k_baidu»",
  "企业微信应用的 Secret «S_k_wecom»",
  "谷歌地图密钥«S_k_google»，只开了地理编码",
  )
S("api_key", "mixed",
  "Claude API key 在这：«S_k_anthropic»",
  "Stripe 的 live key «S_k_stripe» 别 commit",
  "HF token «S_k_hf» 给你下模型用",
  "Discord bot token: «S_k_discord»，放服务器上跑",
  "GitLab access token «S_k_gitlab»",
  "Azure OpenAI 的 key «S_k_azure»，endpoint 在群公告里",
  "Cloudflare API token «S_k_cloudflare» 只有 DNS 编辑权限",
  "SendGrid 的 API key: «S_k_sendgrid»",
  )

# ===== private_key =============================================================
S("private_key", "en",
  """\
deploy key for the VPS:
«S_priv_openssh»""",
  """\
$ cat ~/.ssh/id_ed25519
«S_priv_openssh»""",
  """\
Here's the TLS key the contractor emailed me (ugh):
«S_priv_rsa»""",
  """\
EC key for signing webhooks:
«S_priv_ec»""",
  """\
[Interface]
PrivateKey = «S_priv_wg»
Address = 10.8.0.2/24
DNS = 1.1.1.1""",
  "«S_priv_pkcs8»",
  """\
my old GPG secret key export, before I wipe the laptop:
«S_priv_pgp»""",
  )
S("private_key", "zh",
  """\
服务器私钥，别外传：
«S_priv_openssh»""",
  """\
WireGuard 配置（家里NAS）：
[Interface]
PrivateKey = «S_priv_wg»
ListenPort = 51820""",
  """\
证书私钥如下：
«S_priv_rsa»""",
  """\
签名用的私钥
«S_priv_pkcs8»""",
  """\
支付宝开放平台应用私钥：
«S_priv_ec»""",
  )
S("private_key", "mixed",
  """\
把这个 SSH private key 放到 ~/.ssh 下面：
«S_priv_openssh»""",
  """\
EC private key 备份
«S_priv_ec»""",
  """\
换电脑前 export 的 PGP 私钥，签 commit 用：
«S_priv_pgp»""",
  "VPN 的 PrivateKey = «S_priv_wg»，Address 用 10.0.0.3/32",
  )

# ===== recovery_codes ==========================================================
S("recovery_codes", "en",
  """\
GitHub recovery codes
«S_rc_github»
Keep them somewhere safe.""",
  """\
Google backup codes:
«S_rc_google»""",
  "Microsoft account recovery code: «S_rc_ms»",
  "BitLocker recovery key for the work laptop: «S_rc_bitlocker»",
  "1Password Secret Key: «S_rc_1pw»",
  "Bitwarden two-step login recovery code «S_rc_bitwarden»",
  """\
Saved these when I turned on 2FA for the gaming server account (each works once):
«S_rc_discord»""",
  "Apple recovery key «S_rc_apple» -- printed copy is in the filing cabinet",
  "used one GitHub recovery code today, the next unused one is «S_rc_github_one»",
  )
S("recovery_codes", "zh",
  """\
GitHub 恢复码（每个只能用一次）：
«S_rc_github»""",
  """\
谷歌备用验证码：
«S_rc_google»""",
  "BitLocker 恢复密钥：«S_rc_bitlocker»",
  "苹果账户恢复密钥 «S_rc_apple»",
  "微软账户恢复代码：«S_rc_ms»",
  """\
交易所账户的备用码，丢了手机用：
«S_rc_generic»""",
  )
S("recovery_codes", "mixed",
  """\
Discord 的 backup codes 我存这了:
«S_rc_discord»""",
  "1Password 的 Secret Key 是 «S_rc_1pw»",
  "BitLocker recovery key 在这：«S_rc_bitlocker»",
  """\
Google 两步验证 backup codes
«S_rc_google»""",
  )

# ===== wifi_password ===========================================================
S("wifi_password", "en",
  "wifi: «ssid» / «S_wifipw»",
  "Guest network is «ssid», password «S_wifipw»",
  "WIFI:S:«ssid»;T:WPA;P:«S_wifipw»;;",
  "router sticker says: SSID «ssid», WPA key «S_wifikey»",
  """\
House rules
- Check-out by 11
- Wi-Fi: «ssid»  Password: «S_wifipw»
- No parties""",
  "the cafe wifi password is «S_wifipw», it's on the chalkboard by the till",
  "changed the home wifi to «S_wifipw» after the neighbours kept leeching",
  )
S("wifi_password", "zh",
  "家里WiFi密码：«S_wifipw»",
  "无线网名称 «ssid»，密码 «S_wifipw»",
  "公司访客网络的密码是«S_wifipw»，每周一换",
  "路由器背面写着：无线密码 «S_wifikey»",
  "WIFI:T:WPA;S:«ssid»;P:«S_wifipw»;;  ← 扫码就能连",
  "奶奶家的网是«ssid»，密码«S_wifipw»",
  )
S("wifi_password", "mixed",
  "wifi 密码 «S_wifipw»",
  "酒店 Wi-Fi: «ssid»，password 是 «S_wifipw»",
  "家里的 5G wifi «ssid» 密码改成 «S_wifipw» 了",
  "Airbnb 的 WiFi password «S_wifipw»，房东说信号在客厅最好",
  )

# ===== door_code ===============================================================
S("door_code", "en",
  "Gate code is «S_door»# for deliveries",
  "Lockbox on the front door: «S_door4»",
  "alarm disarm code «S_door4» -- you have 30 seconds after opening the door",
  "bike lock combo «S_door4»",
  "The Airbnb door keypad code is «S_door»",
  "Office side door: key in «S_door4» then the star",
  "luggage lock is «S_door3»",
  "safe in the closet opens with «S_door6»",
  )
S("door_code", "zh",
  "小区门禁密码«S_door»#",
  "密码锁 «S_door6»，进门就按",
  "保险箱密码：«S_door6»",
  "民宿门锁密码«S_door»，入住后房东会改",
  "单元门密码 «S_door4»#",
  "行李箱密码锁 «S_door3»",
  )
S("door_code", "mixed",
  "Airbnb 门锁 code «S_door»",
  "gym 的 locker 密码 «S_door4»",
  "公司 door code 改成 «S_door4»# 了",
  "车库 keypad 输入 «S_door6» 就开",
  )

# ===== card_number =============================================================
S("card_number", "en",
  "Card: «S_card_visa_sp» exp «exp» CVV «cvv»",
  "my Amex is «S_card_amex», use it for the hotel",
  "pay the plumber with «S_card_mc», expiry «exp»",
  "card number «S_card_mc_sp» (the joint account one)",
  )
S("card_number", "zh",
  "信用卡号«S_card_up»，有效期«exp»",
  "卡号 «S_card_visa_sp»，背面三位 «cvv»",
  "帮我订酒店，用这张卡：«S_card_up_sp»",
  )
S("card_number", "mixed",
  "Visa 卡号 «S_card_visa» exp «exp»",
  "银联卡 «S_card_up_sp»，CVN «cvv»",
  "Mastercard «S_card_mc» 先刷这张",
  )

# ===== access_token ============================================================
S("access_token", "en",
  "Authorization: Bearer «S_jwt»",
  "session cookie from devtools: sessionid=«S_cookie»",
  "refresh_token: «S_opaque»",
  "the id_token after login was «S_jwt» -- pasting it to debug the claims",
  )
S("access_token", "zh",
  "登录后的token：«S_jwt»，24小时有效",
  "抓包拿到的 Cookie：SESSDATA=«S_cookie»",
  "刷新令牌 «S_opaque»",
  )
S("access_token", "mixed",
  "调接口的时候 header 里带这个 JWT：«S_jwt»，postman 里已经配好了",
  "refresh token 是 «S_opaque»，一周过期",
  "把 cookie 里的 session=«S_cookie» 复制给我",
  )

# ----- more layouts and stories -----
H("mnemonic_bip39_en", "mixed",
  "[语音备忘] 助记词是 «S_bip12_line»，OK 我念完了",
  """\
seed phrase 写在 notebook 里了，这里再抄一份：
«S_bip_lines»""",
  )
H("mnemonic_bip39_en", "zh",
  "恢复短语：«S_bip_comma»",
  )
H("mnemonic_zh", "en",
  "voice memo transcript: the Chinese seed is «S_zh12_run», that's the whole thing",
  )
H("mnemonic_zh", "mixed",
  """\
钱包 backup words 一行一个：
«S_zh_lines»""",
  )
H("totp_secret", "mixed",
  "Google Authenticator 导出失败了，手动记一下 key：«S_totp32»",
  )
H("crypto_wallet_key", "zh",
  "导入Electrum用的WIF私钥：«S_wif_u»",
  )
H("crypto_wallet_key", "mixed",
  "paper wallet 上印的 private key «S_wif_u»，还没 sweep",
  )
S("recovery_codes", "mixed",
  "Microsoft recovery code «S_rc_ms» 记得打印出来",
  )
S("private_key", "zh",
  """\
家里NAS的ssh密钥，重装系统前备份：
«S_priv_openssh»""",
  )
S("access_token", "zh",
  "小程序后台拿到的access_token：«S_jwt»",
  )
H("password_nl", "en",
  "So «name» guessed my password («S_pw») because it's basically the dog's name plus a number. Changing it tomorrow.",
  )
H("otp", "mixed",
  "我妈刚被骗了，对方说是 Amazon 客服，让她念了验证码 «S_otp6»，然后账户就被登了",
  )
H("security_answer", "zh",
  "密保问题「你的第一个老师叫什么」—— «S_ans_zh_teacher»",
  )

# ===========================================================================
# Benign look-alikes
# ===========================================================================

# ----- checksum -----
BH("checksum", "en",
   "«sha256hex»  «fname»",
   """\
<script src="https://cdn.jsdelivr.net/npm/«pkg»@«version»/dist/«pkg».min.js" integrity="«sri384»" crossorigin="anonymous"></script>""",
   """\
«pkg»@^«version»:
  version "«version»"
  resolved "https://registry.yarnpkg.com/«pkg»/-/«pkg»-«version».tgz"
  integrity «sri512»""",
   "docker pull nginx@sha256:«sha256hex»",
   "«gomod» v«version» «h1»",
   "MD5 of the download is «md5hex» -- matches the one on the website, so the file's fine",
   "cert SHA-1 fingerprint: «fpr_colon»",
   """\
"node_modules/«pkg»": {
  "version": "«version»",
  "integrity": "«sri512»"
}""",
   "Content-Security-Policy: script-src 'self' '«sri256»'",
   )
BH("checksum", "zh",
   "下载完校验一下SHA256：«sha256hex»，和官网公布的一致",
   "镜像摘要 sha256:«sha256hex»，已经推到仓库了",
   """\
<link rel="stylesheet" href="https://cdn.bootcdn.net/ajax/libs/«pkg»/«version»/«pkg».min.css" integrity="«sri384»" crossorigin="anonymous">  <!-- CDN 引入样式 -->""",
   "安装包的 MD5 是 «md5hex»，对过了没问题",
   "证书指纹（SHA-1）：«fpr_colon»",
   )
BH("checksum", "mixed",
   "ISO 的 checksum 对上了：«sha256hex»",
   "package-lock 里 «pkg» 的 integrity «sri512» 变了，是不是有人升级了依赖",
   "CDN 引用要加 SRI：integrity=\"«sri384»\"",
   "go.sum 里这一行 «gomod» v«version» «h1» 冲突了",
   )

# ----- git_sha -----
BH("git_sha", "en",
   "reverted «sha1hex» -- it broke the build on main",
   "git cherry-pick «gitshort» onto the release branch",
   """\
commit «sha1hex»
Author: «fullname» <«workemail»>
Date:   «weekday» «date»

    Fix flaky login test""",
   "bisect says the first bad commit is «gitshort»",
   "pinned the action to «sha1hex» instead of @v4",
   )
BH("git_sha", "zh",
   "回滚到 «gitshort» 这个提交就好了",
   "这个bug是 «sha1hex» 引入的",
   "git log 显示最新提交是 «gitshort»，合并了登录页的修改",
   )
BH("git_sha", "mixed",
   "PR 已经 merge 了，commit «gitshort»",
   "线上 deploy 的版本是 «sha1hex»，跟 main 一致",
   "rebase 之后 HEAD 变成 «gitshort» 了",
   )

# ----- uuid -----
B("uuid", "en",
  "request id «uuid» -- include it when you contact support",
  "device UUID: «uuid_up»",
  "the invoice id is «uuid», the amount is still pending",
  "Error 500 (correlation id «uuid»)",
  )
B("uuid", "zh",
  "订单追踪ID：«uuid»",
  "设备标识 «uuid»，报修的时候提供给客服",
  "日志里这次请求的 ID 是 «uuid»",
  )
B("uuid", "mixed",
  "trace id «uuid» 的那次请求超时了",
  "Bluetooth 服务 UUID «uuid_up»",
  "工单 ticket id: «uuid»",
  )

# ----- postal_code -----
BH("postal_code", "en",
   "Ship to: «fullname», «instreet», «incity» - «inpin», India",
   "Our new office: 3rd floor, «instreet», «incity», PIN code «inpin»",
   "What's the PIN code for «incity»? I think it's «inpin» but the courier site rejects it",
   "Delivery not available for PIN code «inpin» («incity»), try another address",
   "The form wants a ZIP, so I put «uszip».",
   "UK postcode for the venue is «ukpost»",
   )
BH("postal_code", "zh",
   "收货地址：«zhaddr»，邮编«zhpost»",
   "邮政编码 «zhpost»，寄到«zhaddr»",
   "填表的时候邮编写«zhpost»就行",
   )
BH("postal_code", "mixed",
   "Amazon India 说 PIN code «inpin» («incity») 不支持货到付款",
   "ZIP code 是 «uszip»，填美国地址用",
   "快递单上 postcode 填 «zhpost»",
   )

# ----- phone_number -----
B("phone_number", "en",
  "call me at «phone_us» when you land",
  "The clinic's number is «phone_uk»",
  "my new number: «phone_in»",
  "Emergency contact: «fullname», «phone_us2»",
  )
B("phone_number", "zh",
  "我的手机号«phone_cn»，有事打我",
  "座机 «phone_cn_land»，工作日才有人接",
  "联系人：«zhname» «phone_cn_fmt»",
  "客服电话«hotline»，按0转人工",
  )
B("phone_number", "mixed",
  "WhatsApp 号码 «phone_us»",
  "客服 hotline «phone_cn_land»",
  "new number 是 «phone_cn_fmt»，旧的停机了",
  )

# ----- order_number -----
B("order_number", "en",
  "Amazon order #«order_amz» has shipped",
  "Your booking reference is «booking». Please have it ready at check-in.",
  "order no. «order_num» -- still waiting on the refund",
  "Invoice INV-«year»-«n4», due in 30 days",
  )
B("order_number", "zh",
  "淘宝订单号：«order_tb»",
  "京东订单 «order_jd»，已申请退款",
  "酒店确认号 «order_num»，到店报这个",
  )
B("order_number", "mixed",
  "Order ID «order_tb» 还没发货",
  "booking ref «booking» 的航班改签了",
  "Apple 订单号 W«n5»«n5» 预计下周到",
  )

# ----- tracking_number -----
B("tracking_number", "en",
  "UPS tracking «track_ups»",
  "USPS tracking: «track_usps»",
  "FedEx says «track_fedex» is out for delivery",
  )
B("tracking_number", "zh",
  "顺丰单号 «track_sf»",
  "中通快递 «track_zto»，明天到",
  "快递单号：«track_yt»",
  )
B("tracking_number", "mixed",
  "DHL tracking «track_dhl» 显示已清关",
  "顺丰 tracking number «track_sf»",
  "UPS 单号 «track_ups»，still in transit",
  )


# --- fills for the benign templates that talk about secrets without giving one
ENVVARS = W("""DB_PASSWORD POSTGRES_PASSWORD STRIPE_SECRET_KEY OPENAI_API_KEY GITHUB_TOKEN SMTP_PASS
REDIS_PASSWORD JWT_SECRET MAIL_PASSWORD API_TOKEN SENDGRID_API_KEY ADMIN_PASSWORD""")
PMGRS = ["1Password", "Bitwarden", "KeePassXC", "iCloud Keychain", "LastPass", "Dashlane", "Proton Pass"]
PM_FOLDERS = W("Personal Family Work Finance Home Shared Banking Utilities")
REDKINDS = W("pin otp password_nl security_answer wifi_password api_key door_code recovery_codes")
PH_KEYS = ["sk-...", "<YOUR_API_KEY>", "xxxxxxxxxxxxxxxx", "YOUR-KEY-HERE", "<insert key>",
           "sk-xxxxxxxxxxxxxxxxxxxxxxxx", "${API_KEY}", "REPLACE_ME", "{{ api_key }}"]
PH_PWS = ["<password>", "YOUR_PASSWORD", "********", "xxxxxx", "{{password}}", "<db-password>",
          "your_password_here", "[password]"]
DOC_TEST_CARDS = ["4242 4242 4242 4242", "4000 0566 5566 5556", "5555 5555 5555 4444",
                  "2223 0031 2200 3222", "5200 8282 8282 8210", "3782 822463 10005",
                  "6011 1111 1111 1117", "4000 0025 0000 3155", "4111 1111 1111 1111",
                  "4000 0000 0000 0002"]
PEM_LABELS = ["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY",
              "ENCRYPTED PRIVATE KEY"]
simple("envvar", lambda c: pick(c, ENVVARS))
simple("pmgr", lambda c: pick(c, PMGRS))
simple("pmfolder", lambda c: pick(c, PM_FOLDERS))
simple("redkind", lambda c: pick(c, REDKINDS))
simple("ph_key", lambda c: pick(c, PH_KEYS))
simple("ph_pw", lambda c: pick(c, PH_PWS))
simple("testcard", lambda c: pick(c, DOC_TEST_CARDS))
simple("pem_label", lambda c: pick(c, PEM_LABELS))
simple("minlen", lambda c: str(c.rng.randint(8, 16)))
simple("retries", lambda c: str(c.rng.randint(3, 6)))
simple("minutes", lambda c: str(c.rng.choice([2, 3, 5, 10, 15])))
simple("days", lambda c: str(c.rng.choice([30, 60, 90, 180])))
simple("place", lambda c: pick(c, ["the sticker under the router", "the fire safe in the study", "the sealed envelope in my desk",
                                   "the notebook in the bank safe deposit box", "the card in my wallet"]))
simple("zhplace", lambda c: pick(c, ["路由器底部的标签上", "书房的保险柜里", "抽屉里的信封里", "银行保管箱里", "爸妈家的柜子里"]))
simple("zhbook", lambda c: pick(c, ["《达芬奇密码》", "《数字城堡》", "《密码》", "《风声》", "《解密》", "《三体》"]))
simple("zhcourse", lambda c: pick(c, ["密码学", "现代密码学", "应用密码学", "密码分析"]))

# ----- code_config_benign -----
BH("code_config_benign", "en",
   '«db»_password = os.environ["«envvar»"]',
   """\
«appslug»_pw = getpass.getpass("Password for «user»: ")""",
   """\
const key = process.env.«envvar»;
if (!key) throw new Error("missing «envvar»");""",
   """\
env:
  «envvar»: ${{ secrets.«envvar» }}
  LOG_LEVEL: info""",
   """\
env:
  - name: «envvar»
    valueFrom:
      secretKeyRef:
        name: «appslug»-db
        key: password""",
   'export «envvar»="$(op read "op://«pmfolder»/«app»/password")"',
   """\
# .env.example for «appslug»
PASSWORD_MIN_LENGTH=«minlen»
SESSION_TIMEOUT=3600
OTP_DIGITS=6
OTP_TTL_SECONDS=«n3»""",
   "DATABASE_URL=postgres://${DB_USER}:${DB_PASS}@${DB_HOST}:5432/«db»",
   'aws configure set aws_secret_access_key "$AWS_SECRET_ACCESS_KEY" --profile «appslug»',
   "spring.datasource.password=${«envvar»}",
   """\
def connect():
    pw = keyring.get_password("«appslug»", "«user»")
    return psycopg.connect(host=HOST, user="«user»", password=pw)""",
   "token = vault.secrets.kv.read_secret_version(path='«appslug»/api')['data']['data']['token']",
   """\
password = input("Enter the «app» password: ")
if len(password) < «minlen»:
    print("too short")""",
   )
BH("code_config_benign", "zh",
   """\
# 从环境变量读取数据库密码
password = os.getenv("«envvar»")""",
   "密码不要写死在代码里，用 os.environ.get('«envvar»') 读就行",
   """\
配置文件（«appslug»）：
jwt:
  secret: ${«envvar»}   # 部署时注入""",
   """\
// 从密钥管理服务读取，不落盘
const secret = await kms.getSecretValue({ SecretId: "«appslug»/prod" });""",
   """\
# 密码策略
PASSWORD_MIN_LENGTH=«minlen»
PASSWORD_REQUIRE_SYMBOL=true
LOGIN_MAX_RETRY=«retries»""",
   "部署脚本里用 ${{ secrets.«envvar» }} 取值，仓库里没有明文",
   )
BH("code_config_benign", "mixed",
   "config 里写 password: ${«envvar»} 就行，不要 hardcode",
   "CI 里 token 用 ${{ secrets.«envvar» }}，别直接写",
   'read -s -p "Password: " PW  这样输入不会回显，«appslug» 的脚本就是这么写的',
   """\
# 这里的 secret 是从 k8s 挂载进来的
with open("/var/run/secrets/«appslug»/api_key") as f:
    api_key = f.read().strip()""",
   "用 keyring.get_password('«appslug»', '«user»') 从系统钥匙串拿密码",
   )

# ----- secret_reference -----
BH("secret_reference", "en",
   "«bank» password -> «pmgr», vault '«pmfolder»', item '«bank»'",
   "it's in «pmgr» under «pmfolder»/VPN, don't ask me to type it",
   "I memorised the «app» one, it's not written anywhere.",
   "The router admin password is on «place» -- not writing it here.",
   "Keychain has the «app» login (search '«app»')",
   "wifi pw: ask «rel», it's kept in «pmgr» (Home > Network)",
   "PIN for the «bank» card: see the sealed letter in the filing cabinet",
   "seed phrase is on the steel plate in «place» -- not digital, on purpose",
   "password for the NAS = the «pmgr» entry called 'NAS admin' -> use that",
   "Told «name» where the spare key and the alarm code are; the code itself lives only in my head",
   "«app» login: «pmgr» > «pmfolder» > «app». Recovery codes are printed and in «place».",
   )
BH("secret_reference", "zh",
   "«zhbank»的网银密码存在«pmgr»里了，条目叫「«zhbank»」",
   "«zhapp»的密码我背下来了，没写在任何地方",
   "WiFi密码在«zhplace»，自己看",
   "«zhbank»的支付密码只有我知道，没有记录",
   "密码 → «pmgr» / «pmfolder» / 电费账户",
   "助记词抄在纸上放在«zhplace»，电脑里没存",
   "«zhrel»问我«zhapp»的密码，我说在«pmgr»共享保险库里，自己去看",
   )
BH("secret_reference", "mixed",
   "«app» password 在 «pmgr» 的 «pmfolder» vault 里",
   "密码见 «pmgr» → «pmfolder» → AWS root",
   "«bank» 的 PIN 我记在脑子里，not written down anywhere",
   "«app» 的密码放 iCloud Keychain 了，搜一下就有",
   "recovery codes 打印出来放在«zhplace»了，not in the cloud",
   )

# ----- placeholder -----
BH("placeholder", "en",
   """\
«envvar»=«ph_key»
# put your own key here, never commit it""",
   "Authorization: Bearer «ph_key»",
   """\
From the AWS docs example (profile «appslug»):
aws_access_key_id = AKIAIOSFODNN7EXAMPLE
aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY""",
   "Test card for Stripe checkout: «testcard», any future date, any CVC",
   "4000 0027 6000 3184 is Stripe's test card that always asks for 3-D Secure -- use it on «appslug» staging",
   """\
-----BEGIN «pem_label»-----
<paste your key here>
-----END «pem_label»-----""",
   "«app» password: ********",
   "DB_PASSWORD=«ph_pw»   # «appslug» local dev",
   "The BIP39 test vector 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about' is public -- never put funds on it (seen in «app» docs)",
   """\
redactions:
  - «redkind»
  - «redkind#2»""",
   "postgres://user:password@localhost:5432/«db» is just the example from the README",
   "Captured: my locker code is [REDACTED:door_code], and the «app» one is [REDACTED:«redkind»]",
   "curl -u «user»:«ph_pw» https://api.«domain»/v1/me   (replace with your own)",
   )
BH("placeholder", "zh",
   "«envvar»=<你的密钥>",
   "测试卡号 «testcard»，有效期随便填一个将来的日期",
   "«zhapp»密码：******",
   "示例：mysql://用户名:密码@localhost:3306/«db»",
   "保险柜密码 [REDACTED:pin]，«zhrel»的«zhapp»密码 [REDACTED:«redkind»]",
   "私钥文件模板：开头一行 -----BEGIN «pem_label»-----，结尾一行 -----END «pem_label»-----，中间留空，自己填",
   "把 «ph_key» 替换成你在控制台申请的 key",
   )
BH("placeholder", "mixed",
   "把 «ph_key» 换成你自己的 key",
   "Stripe test card «testcard» 用来测支付流程",
   "token: «ph_key» 先占位，«appslug» 上线前再换",
   "redactions: [«redkind», «redkind#2»]  ← mimvault 自动生成的",
   """\
-----BEGIN «pem_label»-----
-----END «pem_label»-----
上面是空模板，真正的 key 不在这""",
   )

# ----- credential_talk -----
B("credential_talk", "en",
  "I need to reset my «app» password again, I keep forgetting it",
  "Password must be at least «minlen» characters and include a symbol.",
  "the code expires in «minutes» minutes, so be quick",
  "Never share your PIN with anyone -- «bank» will never ask for it.",
  "Turned on two-factor authentication for «app» today. Feels good.",
  "«pmgr» generated a new one for «app» and I didn't even look at it.",
  "What's a good way to remember a long passphrase? Asking for «name».",
  "The hotel Wi-Fi in «city» didn't need a password, which is kind of scary.",
  "«bank» locked my card after «retries» wrong PIN attempts.",
  "I keep getting 'wrong verification code' from «svc» even though I typed it right.",
  "IT says we have to change passwords every «days» days now. Ugh.",
  )
B("credential_talk", "zh",
  "我又忘记«zhapp»密码了，要去找回",
  "密码需包含大小写字母和数字，至少«minlen»位",
  "验证码«minutes»分钟内有效",
  "输错«retries»次密码会锁卡",
  "今天把«zhapp»和«zhbank»都开了两步验证",
  "«zhbank»不会向您索要密码和验证码，谨防诈骗",
  "改«zhapp»密码的时候提示新密码不能和旧密码相同",
  )
B("credential_talk", "mixed",
  "password 又过期了，IT 要求每 «days» 天改一次",
  "我把 «app» 也开了 2FA",
  "«svc» 的 OTP 一直收不到，是不是手机号填错了",
  "Wi-Fi 密码太长了，«zhrel»每次输都输错",
  "PIN 码忘了，明天去 «bank» 重置",
  )

# ----- ordinary_zh -----
B("ordinary_zh", "zh",
  "最近在读«zhbook»，挺好看的",
  "«zhcourse»课上讲了RSA和椭圆曲线，«zhname»听懂了",
  "生物课讲密码子和反密码子，«zhweekday»要考",
  "这个密码锁的说明书写得很烂，看了«n2»分钟",
  "«zhname»说话总像在打哑谜一样",
  "成功的密码就是坚持，«zhname»在群里又发鸡汤了",
  "«zhcity»的密室逃脱挺好玩，最后一关要解一个密码",
  )
B("ordinary_zh", "mixed",
  "Coursera 上的«zhcourse» course 挺难的",
  "«zhbook»这本你看了吗，plot 很烧脑",
  "今天的 lecture 讲的是古典密码，凯撒密码那种，«zhname»说很简单",
  "健康长寿的密码？«zhname»说是多睡觉 lol",
  "escape room 最后一关的密码是谜语，我们卡了 «n2» 分钟",
  )

# ----- version_string -----
B("version_string", "en",
  "Updated to iOS «ios_ver» last night and the battery is worse",
  "requires Python «py_ver» or newer",
  "bumped «pkg» from «version» to «version#2»",
  "Windows build «winbuild» broke the printer driver",
  )
B("version_string", "zh",
  "微信升级到 «version» 了",
  "系统版本 HarmonyOS «version»",
  "固件版本 V«version» Build«date8»",
  )
B("version_string", "mixed",
  "Node «version» 的 LTS 出了",
  "App 版本 v«version» (build «n4»)",
  "Obsidian 更新到 «version» 之后插件坏了",
  )

# ----- date_time -----
B("date_time", "en",
  "Dentist appointment «date» at «time»",
  "her birthday is «mmdd» -- don't forget this year",
  "meeting moved to «time» on «weekday»",
  "lease ends «date», give notice by the 1st",
  )
B("date_time", "zh",
  "«zhdate»下午«hh»点开会",
  "生日是«mm»月«dd»日",
  "预约时间 «date» «time»",
  )
B("date_time", "mixed",
  "deadline 是 «date»",
  "«zhweekday» «time» call with client",
  "签证 appointment 在 «date» «time»",
  )

# ----- price -----
B("price", "en",
  "dinner was $«price», split four ways",
  "the rent is going up to $«price_int»/month",
  "£«price» for a coffee?!",
  )
B("price", "zh",
  "这件外套«price»元，打完折的",
  "房租每月«price_int»元",
  "一共花了¥«price»",
  )
B("price", "mixed",
  "MacBook 现在 $«price_int»，比国内便宜",
  "订阅费 ¥«price»/月 有点贵",
  "机票 round trip «price_int» 元",
  )

# ----- flight_number -----
B("flight_number", "en",
  "Flight «flight» departs «time» from gate «gate», seat «seat»",
  "I'm on «flight», landing around «time»",
  "train «train», coach 4, seat «seat»",
  )
B("flight_number", "zh",
  "我坐«zhflight»航班，«time»到",
  "高铁«train»，«n1»车厢«seat»座",
  "航班号«zhflight»延误了两个小时",
  )
B("flight_number", "mixed",
  "boarding pass: «flight»，gate «gate»",
  "改签到 «zhflight» 了，明天 «time»",
  "«train» 次列车 delayed 20 分钟",
  )

# ----- public_key -----
B("public_key", "en",
  "add this to authorized_keys: «ssh_pub»",
  """\
[Peer]
PublicKey = «wg_pub»
Endpoint = vpn.«domain»:51820
AllowedIPs = 0.0.0.0/0""",
  "my GPG fingerprint: «gpg_fpr»",
  """\
Here's our public key for the webhook signatures:
«pem_pub»""",
  "age recipient for the backups: «age_pub»",
  )
B("public_key", "zh",
  "把我的公钥加到服务器上：«ssh_pub»",
  """\
公钥如下
«pem_pub»""",
  "GPG 指纹 «gpg_fpr»",
  )
B("public_key", "mixed",
  "SSH public key 发你了：«ssh_pub»",
  "WireGuard peer 的 PublicKey = «wg_pub»",
  "备份加密用 age，recipient 是 «age_pub»",
  )

# ----- wallet_address -----
B("wallet_address", "en",
  "send the 0.05 BTC to «btc_addr»",
  "my ETH address is «eth_addr»",
  "donations welcome: «bc1_addr»",
  "xpub for the watch-only wallet: «xpub»",
  "SOL address «sol_addr»",
  )
B("wallet_address", "zh",
  "收款地址：«eth_addr»",
  "比特币收款地址 «bc1_addr»",
  "USDT(TRC20)地址 «tron_addr»",
  )
B("wallet_address", "mixed",
  "打到这个 wallet address: «btc_addr»",
  "watch-only 用 xpub «xpub»",
  "我的 Solana 地址 «sol_addr»，空投发这",
  )

# ----- bip39_prose -----
BH("bip39_prose", "en",
   "shopping list: «bip_shop»",
   "Spelling words for this week: «bip_vocab»",
   "Scrabble words I played tonight: «bip_vocab»",
   )
BH("bip39_prose", "zh",
   "今天买菜：«bip_shop»（英文版清单给保姆）",
   "英语单词听写：«bip_vocab»",
   "今天学的生字：«zh_chars»",
   )
BH("bip39_prose", "mixed",
   "vocab list 今天: «bip_vocab»",
   "groceries: «bip_shop»，记得买",
   "生字 practice：«zh_chars»",
   )

# ----- story_number -----
B("story_number", "en",
  "we won «score» in the final!",
  "room «n4» on the fourth floor, the view is great",
  "new high score: «n4» in 2048",
  "ran «km» km in «minsec» this morning",
  "took the «n2» bus and it was packed",
  )
B("story_number", "zh",
  "今天走了«steps»步",
  "我们住在«n4»房间",
  "比赛«score»，输了",
  )
B("story_number", "mixed",
  "酒店 room «n4»，电梯在右边",
  "跑了 «km» km，用时 «minsec»",
  "今天 steps «steps»，达标了",
  )

# ----- masked_value -----
B("masked_value", "en",
  "card ending in «last4» was charged twice",
  "Key: sk-...«tail4» (revoked)",
  "account ****«last4», statement attached",
  )
B("masked_value", "zh",
  "尾号«last4»的银行卡",
  "手机号 138****«last4» 收到了通知",
  "卡号后四位«last4»",
  )
B("masked_value", "mixed",
  "Visa ending «last4» 被扣款了",
  "API key sk-****«tail4» 已经撤销",
  "账户 ****«last4» 的 statement 出来了",
  )

# ----- promo_code -----
B("promo_code", "en",
  "Use code «promo» for 20% off your first order",
  "my referral code is «promo», we both get a free month",
  )
B("promo_code", "zh",
  "优惠码 «zhpromo»，满100减20",
  "邀请码«zhpromo»，注册送会员",
  )
B("promo_code", "mixed",
  "promo code «promo» 还能用",
  "Uber Eats 的 coupon «promo» 今天过期",
  )

# ===========================================================================
# Build: split by template, render, verify
# ===========================================================================

SECRET_KINDS = ["password_nl", "password_pair", "pin", "otp", "security_answer", "totp_secret",
                "crypto_wallet_key", "mnemonic_bip39_en", "mnemonic_zh", "env_file",
                "connection_string", "api_key", "private_key", "recovery_codes", "wifi_password",
                "door_code", "card_number", "access_token"]
BENIGN_KINDS = ["checksum", "git_sha", "uuid", "postal_code", "phone_number", "order_number",
                "tracking_number", "code_config_benign", "secret_reference", "placeholder",
                "version_string", "date_time", "price", "flight_number", "credential_talk",
                "public_key", "wallet_address", "bip39_prose", "ordinary_zh", "story_number",
                "masked_value", "promo_code"]
LANGS = ["en", "zh", "mixed"]
SPLITS = ["dev", "test"]

# cases per split for each kind
TARGET = {
    "password_nl": 64, "password_pair": 34, "pin": 38, "otp": 54, "security_answer": 48,
    "totp_secret": 28, "crypto_wallet_key": 32, "mnemonic_bip39_en": 34, "mnemonic_zh": 24,
    "env_file": 34, "connection_string": 38, "api_key": 46, "private_key": 24,
    "recovery_codes": 26, "wifi_password": 26, "door_code": 24, "card_number": 16,
    "access_token": 16,
    "checksum": 24, "git_sha": 16, "uuid": 14, "postal_code": 24, "phone_number": 16,
    "order_number": 16, "tracking_number": 14, "code_config_benign": 32, "secret_reference": 32,
    "placeholder": 30, "version_string": 14, "date_time": 14, "price": 12, "flight_number": 12,
    "credential_talk": 30, "public_key": 16, "wallet_address": 16, "bip39_prose": 12,
    "ordinary_zh": 14, "story_number": 14, "masked_value": 12, "promo_code": 10,
}
LANG_SHARE = {"en": 0.40, "zh": 0.35, "mixed": 0.25}
LANG_SHARE_ZH_ONLY = {"zh": 0.6, "mixed": 0.4}

PH = re.compile(r"«([A-Za-z0-9_]+)(?:#(\d+))?»")


class Ctx:
    def __init__(self, rng, split):
        self.rng = rng
        self.split = split
        self.split_idx = SPLITS.index(split)
        self.cache = {}

    def value(self, name, n):
        key = name + "#" + (n or "")
        if key not in self.cache:
            base = name[2:] if name.startswith("S_") else name
            self.cache[key] = GEN[base](self)
        return self.cache[key]


def render(text, ctx):
    secret = []

    def sub(m):
        v = ctx.value(m.group(1), m.group(2))
        if m.group(1).startswith("S_"):
            secret.append(v)
        return v
    out = PH.sub(sub, text)
    return out, secret


def template_table():
    groups = defaultdict(list)
    for kind, lang, hard, text in TEMPLATES:
        groups[(kind, lang)].append((hard, text))
    rows = []
    for (kind, lang), items in groups.items():
        for i, (hard, text) in enumerate(items):
            rows.append({"template": "%s.%s.%02d" % (kind, lang, i), "kind": kind, "lang": lang,
                         "hard": hard, "text": text})
    return rows


def assign_splits(rows):
    by_group = defaultdict(list)
    for r in rows:
        by_group[(r["kind"], r["lang"])].append(r)
    per_kind = Counter()
    for kind in SECRET_KINDS + BENIGN_KINDS:
        for lang in LANGS:
            items = by_group.get((kind, lang), [])
            if not items:
                continue
            assert len(items) >= 2, ("need two templates to split", kind, lang)
            order = list(items)
            random.Random("%d:split:%s:%s" % (SEED, kind, lang)).shuffle(order)
            first = "dev" if per_kind[(kind, "dev")] <= per_kind[(kind, "test")] else "test"
            second = "test" if first == "dev" else "dev"
            for i, r in enumerate(order):
                r["split"] = first if i % 2 == 0 else second
                per_kind[(kind, r["split"])] += 1


def plan_counts(rows):
    by = defaultdict(list)
    for r in rows:
        by[(r["kind"], r["lang"], r["split"])].append(r)
    for (kind, lang, split), items in by.items():
        share = (LANG_SHARE_ZH_ONLY if kind == "ordinary_zh" else LANG_SHARE)[lang]
        goal = max(len(items), int(round(TARGET[kind] * share)))
        items.sort(key=lambda r: r["template"])
        base, extra = divmod(goal, len(items))
        for i, r in enumerate(items):
            r["n"] = base + (1 if i < extra else 0)


def case_id(tid, i):
    return hashlib.sha256(("%d|%s|%d" % (SEED, tid, i)).encode()).hexdigest()[:11]


def build():
    rows = template_table()
    for r in rows:
        assert r["kind"] in TARGET, r["kind"]
        nsec = len(set(m.group(1) for m in PH.finditer(r["text"]) if m.group(1).startswith("S_")))
        if r["kind"] in SECRET_KINDS:
            assert nsec == 1, ("secret template needs exactly one S_ placeholder", r["template"])
        else:
            assert nsec == 0, ("benign template with a secret placeholder", r["template"])
        for m in PH.finditer(r["text"]):
            base = m.group(1)[2:] if m.group(1).startswith("S_") else m.group(1)
            assert base in GEN, ("unknown generator", base, r["template"])
    assign_splits(rows)
    plan_counts(rows)
    seen_text = set()
    out = {"dev": [], "test": []}

    def make_one(r):
        for _ in range(200):
            ctx = Ctx(r["rng"], r["split"])
            text, secret = render(r["text"], ctx)
            if text in seen_text:
                continue
            seen_text.add(text)
            label = "secret" if r["kind"] in SECRET_KINDS else "benign"
            span = secret[0] if secret else None
            if span is not None:
                assert span in text
            case = {"id": case_id(r["template"], r["made"]), "text": text, "lang": r["lang"],
                    "label": label, "kind": r["kind"], "span": span, "source": SOURCE,
                    "template": r["template"], "hard": r["hard"]}
            if r["kind"].startswith("mnemonic_"):
                case["bip39_valid"] = True
            out[r["split"]].append(case)
            r["made"] += 1
            return True
        return False

    groups = defaultdict(list)
    for r in rows:
        r["rng"] = random.Random("%d:%s" % (SEED, r["template"]))
        r["made"] = 0
        groups[(r["kind"], r["lang"], r["split"])].append(r)
    for key in sorted(groups):
        items = groups[key]
        deficit = 0
        for r in items:
            while r["made"] < r["n"]:
                if not make_one(r):
                    deficit += r["n"] - r["made"]
                    r["exhausted"] = True
                    break
        while deficit > 0:
            live = sorted((r for r in items if not r.get("exhausted")), key=lambda r: r["made"])
            if not live:
                break
            if make_one(live[0]):
                deficit -= 1
            else:
                live[0]["exhausted"] = True
    for r in rows:
        del r["rng"]
    for s in SPLITS:
        out[s].sort(key=lambda c: c["id"])
    return rows, out


# ---------------------------------------------------------------------------
# Verification of the written files (independent of the templates' own logic
# where possible: re-checks structure from the text and span alone)
# ---------------------------------------------------------------------------

DOC_VECTORS_EN = {" ".join(["abandon"] * 11 + ["about"])}
REQUIRED = ["id", "text", "lang", "label", "kind", "span", "source"]


def _cjk(s):
    return [ch for ch in s if "\u4e00" <= ch <= "\u9fff"]


def _check_case_structure(c, problems):
    k, sp, t = c["kind"], c["span"], c["text"]
    if k == "mnemonic_bip39_en":
        words = [w.lower() for w in re.findall(r"[A-Za-z]+", sp)]
        if not bip39_valid(words, BIP39_EN_IDX):
            problems.append(("bip39 en invalid", c["id"]))
    elif k == "mnemonic_zh":
        if not bip39_valid(_cjk(sp), BIP39_ZH_IDX):
            problems.append(("bip39 zh invalid", c["id"]))
    elif k == "card_number":
        d = re.sub(r"\D", "", sp)
        if not (13 <= len(d) <= 19 and luhn_ok(d)) or d in TEST_CARDS:
            problems.append(("card", c["id"]))
    elif k == "crypto_wallet_key":
        s = sp
        if re.fullmatch(r"(0x)?[0-9a-f]{64}", s):
            v = int(s[-64:], 16)
            if not 0 < v < SECP256K1_N:
                problems.append(("hex key range", c["id"]))
        elif s.startswith("xprv"):
            raw = b58decode(s)
            if not (b58check_ok(s) and len(raw) == 82 and raw[45] == 0):
                problems.append(("xprv", c["id"]))
        elif s[0] in "5KL" and len(s) in (51, 52):
            raw = b58decode(s)
            if not (b58check_ok(s) and raw[0] == 0x80 and len(raw) in (37, 38)):
                problems.append(("wif", c["id"]))
        else:
            if len(b58decode(s)) != 64:
                problems.append(("solana secret", c["id"]))
    elif k == "totp_secret":
        s = re.sub(r"[\s-]", "", sp).upper()
        try:
            base64.b32decode(s + "=" * (-len(s) % 8))
        except Exception:
            problems.append(("base32", c["id"]))
    elif k == "private_key" and sp.startswith("-----BEGIN"):
        lines = [ln for ln in sp.splitlines() if ln and not ln.startswith("-----") and not ln.startswith("=")]
        try:
            base64.b64decode("".join(lines), validate=True)
        except Exception:
            problems.append(("pem body", c["id"]))
        if "OPENSSH" in sp and not base64.b64decode("".join(lines)).startswith(b"openssh-key-v1\0"):
            problems.append(("openssh magic", c["id"]))
        if "PGP" in sp:
            crcline = [ln for ln in sp.splitlines() if ln.startswith("=")][0][1:]
            if crc24(base64.b64decode("".join(lines))).to_bytes(3, "big") != base64.b64decode(crcline):
                problems.append(("pgp crc24", c["id"]))
    elif k == "recovery_codes" and re.fullmatch(r"(\d{6}-){7}\d{6}", sp):
        if any(int(g) % 11 for g in sp.split("-")):
            problems.append(("bitlocker", c["id"]))
    for tok in re.findall(r"\b(?:ghp|gho|npm)_[A-Za-z0-9]{36}\b", sp):
        if base62_crc32(tok[4:34]) != tok[34:]:
            problems.append(("token checksum", c["id"]))


def _check_benign(c, problems):
    t = c["text"]
    allowed_test_card = c["kind"] == "placeholder"
    for m in re.finditer(r"(?<![\d])\d(?:[ -]?\d){12,18}(?![\d])", t):
        d = re.sub(r"\D", "", m.group(0))
        if 13 <= len(d) <= 19 and luhn_ok(d) and not (allowed_test_card and d in TEST_CARDS):
            problems.append(("benign Luhn-valid number", c["id"], m.group(0)))
    words = re.findall(r"[A-Za-z]+", t)
    run = []
    for w in words + ["#"]:
        if w.lower() in BIP39_EN_IDX:
            run.append(w.lower())
            continue
        for n in (12, 15, 18, 21, 24):
            for i in range(0, len(run) - n + 1):
                win = run[i:i + n]
                if bip39_valid(win, BIP39_EN_IDX) and " ".join(win) not in DOC_VECTORS_EN:
                    problems.append(("benign valid BIP39 phrase", c["id"]))
        run = []
    toks = [x for x in re.split(r"[\s,、，]+", t) if x]
    run = []
    for x in toks + ["#"]:
        if len(x) == 1 and x in BIP39_ZH_IDX:
            run.append(x)
            continue
        for n in (12, 15, 18, 21, 24):
            for i in range(0, len(run) - n + 1):
                if bip39_valid(run[i:i + n], BIP39_ZH_IDX):
                    problems.append(("benign valid zh phrase", c["id"]))
        run = []


def _skeleton(text):
    return PH.sub(" ", text)


def _grams(s, n=8):
    s = re.sub(r"\s+", " ", s)
    return {s[i:i + n] for i in range(len(s) - n + 1)}


def _selftest(problems):
    # published test vectors for the encoders the generator relies on
    if " ".join(bip39_from_entropy(b"\x7f" * 16, BIP39_EN)) != "legal winner thank year wave sausage worth useful legal winner thank yellow":
        problems.append(("selftest", "bip39 vector"))
    if not bip39_valid(("test " * 11 + "junk").split(), BIP39_EN_IDX) or bip39_valid(["abandon"] * 12, BIP39_EN_IDX):
        problems.append(("selftest", "bip39 checksum"))
    if b58check(b"\x80" + bytes.fromhex("0C28FCA386C7A227600B2FE50B7CAE11EC86D3BF1FBE471BE89827E19D72AA1D")) != "5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ":
        problems.append(("selftest", "wif vector"))
    if bech32_encode("bc", [0] + _convertbits(bytes.fromhex("751e76e8199196d454941c45d1b3a323f1433bd6"), 8, 5)) != "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4":
        problems.append(("selftest", "bech32 vector"))
    if not luhn_ok("4242424242424242") or luhn_ok("4242424242424241"):
        problems.append(("selftest", "luhn"))


def check_files(verbose=True):
    problems = []
    _selftest(problems)
    data = {}
    for s in SPLITS:
        path = os.path.join(HERE, s + ".jsonl")
        cases = []
        with open(path, encoding="utf-8") as f:
            for ln, line in enumerate(f, 1):
                try:
                    c = json.loads(line)
                except json.JSONDecodeError as e:
                    problems.append(("json", s, ln, str(e)))
                    continue
                cases.append(c)
        data[s] = cases
    ids, texts = set(), set()
    tsplit, tkind = {}, {}
    for s, cases in data.items():
        for c in cases:
            for f in REQUIRED:
                if f not in c:
                    problems.append(("missing field", f, c.get("id")))
            if c["lang"] not in LANGS:
                problems.append(("lang", c["id"]))
            if c["kind"] in SECRET_KINDS:
                if c["label"] != "secret" or not isinstance(c["span"], str) or not c["span"]:
                    problems.append(("secret label/span", c["id"]))
                elif c["span"] not in c["text"]:
                    problems.append(("span not in text", c["id"]))
                else:
                    _check_case_structure(c, problems)
            elif c["kind"] in BENIGN_KINDS:
                if c["label"] != "benign" or c["span"] is not None:
                    problems.append(("benign label/span", c["id"]))
                _check_benign(c, problems)
            else:
                problems.append(("unknown kind", c["kind"]))
            if c["kind"] == "security_answer" and re.search(r"answer|答案", c["text"], re.I):
                problems.append(("security answer says 'answer'", c["id"]))
            if c["id"] in ids:
                problems.append(("dup id", c["id"]))
            if c["text"] in texts:
                problems.append(("dup text", c["id"]))
            ids.add(c["id"])
            texts.add(c["text"])
            t = c["template"]
            if tsplit.setdefault(t, s) != s:
                problems.append(("template in both splits", t))
            if tkind.setdefault(t, (c["kind"], c["lang"])) != (c["kind"], c["lang"]):
                problems.append(("template kind/lang varies", t))
    # no secret value in both splits
    vals = {s: {c["span"] for c in data[s] if c["span"] and (len(c["span"]) >= 8 or c["kind"] == "security_answer")} for s in SPLITS}
    for v in vals["dev"] & vals["test"]:
        problems.append(("secret value in both splits", v[:20]))
    # every kind in both splits, in the same languages
    for kind in SECRET_KINDS + BENIGN_KINDS:
        langs = {s: {c["lang"] for c in data[s] if c["kind"] == kind} for s in SPLITS}
        if not langs["dev"] or langs["dev"] != langs["test"]:
            problems.append(("kind/lang coverage", kind, sorted(langs["dev"]), sorted(langs["test"])))
    # phrasing leak: constant wording of a test template vs every dev template of that kind
    tpl = {r["template"]: r for r in template_table()}
    dev_g = defaultdict(list)
    for t, s in tsplit.items():
        if s == "dev":
            dev_g[tpl[t]["kind"]].append(_grams(_skeleton(tpl[t]["text"])))
    leaks = []
    for t, s in tsplit.items():
        if s != "test":
            continue
        g = _grams(_skeleton(tpl[t]["text"]))
        if len(g) < 12:
            continue
        best = max((len(g & d) / len(g) for d in dev_g[tpl[t]["kind"]]), default=0)
        if best > 0.5:
            leaks.append((t, round(best, 2)))
    for lk in leaks:
        problems.append(("phrasing shared with a dev template", lk))
    if verbose:
        for s in SPLITS:
            lab = Counter(c["label"] for c in data[s])
            lng = Counter(c["lang"] for c in data[s])
            print("%s: %d cases (%d secret / %d benign; en %d, zh %d, mixed %d), %d templates"
                  % (s, len(data[s]), lab["secret"], lab["benign"], lng["en"], lng["zh"], lng["mixed"],
                     len({c["template"] for c in data[s]})))
        print("problems:", len(problems))
        for p in problems[:60]:
            print("  ", p)
    return problems


def print_table():
    data = {s: [json.loads(l) for l in open(os.path.join(HERE, s + ".jsonl"), encoding="utf-8")] for s in SPLITS}
    cnt = Counter((s, c["kind"], c["lang"]) for s in SPLITS for c in data[s])
    print("| kind | label | dev en | dev zh | dev mixed | dev total | test en | test zh | test mixed | test total |")
    print("|---|---|--:|--:|--:|--:|--:|--:|--:|--:|")
    tot = Counter()
    for label, kinds in (("secret", SECRET_KINDS), ("benign", BENIGN_KINDS)):
        for k in kinds:
            cells = []
            for s in SPLITS:
                row = [cnt[(s, k, l)] for l in LANGS]
                cells += row + [sum(row)]
                for l, v in zip(LANGS, row):
                    tot[(label, s, l)] += v
            print("| %s | %s | %s |" % (k, label, " | ".join(str(x) for x in cells)))
    for label in ("secret", "benign"):
        cells = []
        for s in SPLITS:
            row = [tot[(label, s, l)] for l in LANGS]
            cells += row + [sum(row)]
        print("| **all %s** |  | %s |" % (label, " | ".join(str(x) for x in cells)))
    cells = []
    for s in SPLITS:
        row = [tot[("secret", s, l)] + tot[("benign", s, l)] for l in LANGS]
        cells += row + [sum(row)]
    print("| **all** |  | %s |" % " | ".join(str(x) for x in cells))
    hard = {s: Counter(c["hard"] for c in data[s] if c["label"] == "secret") for s in SPLITS}
    print()
    for s in SPLITS:
        n = sum(hard[s].values())
        print("%s: hard secrets %d / %d (%.0f %%); templates %d" % (s, hard[s][True], n, 100.0 * hard[s][True] / n,
                                                                  len({c["template"] for c in data[s]})))


def main(argv):
    if "--check" in argv:
        sys.exit(1 if check_files() else 0)
    if "--table" in argv:
        print_table()
        return
    rows, out = build()
    for s in SPLITS:
        with open(os.path.join(HERE, s + ".jsonl"), "w", encoding="utf-8") as f:
            for c in out[s]:
                f.write(json.dumps(c, ensure_ascii=False, sort_keys=False) + "\n")
    meta = [{"template": r["template"], "kind": r["kind"], "lang": r["lang"],
             "label": "secret" if r["kind"] in SECRET_KINDS else "benign",
             "hard": r["hard"], "split": r["split"], "cases": r["made"]} for r in rows]
    meta.sort(key=lambda m: m["template"])
    with open(os.path.join(HERE, "templates.json"), "w", encoding="utf-8") as f:
        json.dump(meta, f, ensure_ascii=False, indent=1)
        f.write("\n")
    problems = check_files()
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main(sys.argv[1:])
