#!/usr/bin/env python3
"""secrets_corpus8 -- a blind benchmark for mimvault's secret detector.

Standard library only, deterministic.  Templates x value generators, split by
template into dev and test.  See README.md beside this file.

    python3 make_corpus.py            # regenerate dev.jsonl, test.jsonl, templates.json, then --check
    python3 make_corpus.py --check    # verify the files as they are
    python3 make_corpus.py --table    # count tables (markdown)
"""
import argparse
import base64
import hashlib
import json
import math
import os
import random
import re
import string
import struct
import sys
import zlib
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = "mimvault/secrets_corpus8/seed-2f61"
SOURCE = "synthetic-blind-v8"
SPLITS = ("dev", "test")
LANGS = ("en", "zh", "mixed")
LANG_SHARE = {"en": 0.40, "zh": 0.35, "mixed": 0.25}

# BIP39 word lists, copied from the `mnemonic` package 0.21 (wordlist/english.txt,
# wordlist/chinese_simplified.txt). Checked at start-up against the SHA-256 of those files.
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
BIP39_ZH = list("".join(BIP39_ZH_TEXT.split()))
BIP39_EN_SHA256 = "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda"
BIP39_ZH_SHA256 = "5c5942792bd8340cb8b27cd592f1015edf56a8c5b26276ee18a482428e7c5726"


def _check_wordlists():
    for words, want in ((BIP39_EN, BIP39_EN_SHA256), (BIP39_ZH, BIP39_ZH_SHA256)):
        got = hashlib.sha256(("\n".join(words) + "\n").encode("utf-8")).hexdigest()
        if got != want or len(set(words)) != 2048:
            raise SystemExit("BIP39 word list does not match its SHA-256")


_check_wordlists()
BIP39_EN_INDEX = {w: i for i, w in enumerate(BIP39_EN)}
BIP39_ZH_INDEX = {w: i for i, w in enumerate(BIP39_ZH)}

# ---------------------------------------------------------------- checksums


def luhn_ok(digits):
    total = 0
    for i, ch in enumerate(reversed(digits)):
        n = int(ch)
        if i % 2 == 1:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return total % 10 == 0


def luhn_complete(body):
    for c in "0123456789":
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def iban_numeric(s):
    return "".join(str(int(ch, 36)) for ch in s)


def iban_ok(iban):
    s = iban.replace(" ", "").upper()
    if not re.fullmatch(r"[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}", s):
        return False
    return int(iban_numeric(s[4:] + s[:4])) % 97 == 1


def iban_make(country, bban):
    check = 98 - int(iban_numeric(bban + country + "00")) % 97
    return "%s%02d%s" % (country, check, bban)


B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58encode(data):
    n = int.from_bytes(data, "big")
    out = ""
    while n:
        n, rem = divmod(n, 58)
        out = B58[rem] + out
    pad = len(data) - len(data.lstrip(b"\0"))
    return "1" * pad + out


def b58decode(s):
    n = 0
    for ch in s:
        n = n * 58 + B58.index(ch)
    pad = len(s) - len(s.lstrip("1"))
    body = n.to_bytes((n.bit_length() + 7) // 8, "big") if n else b""
    return b"\0" * pad + body


def dsha(b):
    return hashlib.sha256(hashlib.sha256(b).digest()).digest()


def b58check(payload):
    return b58encode(payload + dsha(payload)[:4])


def b58check_decode(s):
    raw = b58decode(s)
    if len(raw) < 5 or dsha(raw[:-4])[:4] != raw[-4:]:
        return None
    return raw[:-4]


BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _bech32_polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        top = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((top >> i) & 1) else 0
    return chk


def _hrp_expand(hrp):
    return [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]


def convertbits(data, frombits, tobits, pad=True):
    acc = bits = 0
    ret = []
    maxv = (1 << tobits) - 1
    for value in data:
        acc = (acc << frombits) | value
        bits += frombits
        while bits >= tobits:
            bits -= tobits
            ret.append((acc >> bits) & maxv)
    if pad and bits:
        ret.append((acc << (tobits - bits)) & maxv)
    return ret


def bech32_encode(hrp, data5):
    values = _hrp_expand(hrp) + data5
    polymod = _bech32_polymod(values + [0] * 6) ^ 1
    checksum = [(polymod >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH32[d] for d in data5 + checksum)


def bech32_decode(s):
    s = s.lower()
    pos = s.rfind("1")
    hrp, data = s[:pos], s[pos + 1:]
    if pos < 1 or len(data) < 6 or any(c not in BECH32 for c in data):
        return None
    d = [BECH32.index(c) for c in data]
    if _bech32_polymod(_hrp_expand(hrp) + d) != 1:
        return None
    return hrp, d[:-6]


def crc32_b62(s):
    alphabet = string.digits + string.ascii_uppercase + string.ascii_lowercase
    n = zlib.crc32(s.encode()) & 0xFFFFFFFF
    out = ""
    while n:
        n, rem = divmod(n, 62)
        out = alphabet[rem] + out
    return out.rjust(6, "0")


def bip39_from_entropy(ent, words):
    bits = len(ent) * 8
    cs = bits // 32
    h = hashlib.sha256(ent).digest()
    n = (int.from_bytes(ent, "big") << cs) | (h[0] >> (8 - cs))
    count = (bits + cs) // 11
    return [words[(n >> (11 * (count - 1 - i))) & 2047] for i in range(count)]


def bip39_valid(tokens, index):
    if len(tokens) not in (12, 15, 18, 21, 24) or any(t not in index for t in tokens):
        return False
    n = 0
    for t in tokens:
        n = (n << 11) | index[t]
    total = 11 * len(tokens)
    cs = total // 33
    ent_bits = total - cs
    ent = (n >> cs).to_bytes(ent_bits // 8, "big")
    return (n & ((1 << cs) - 1)) == (hashlib.sha256(ent).digest()[0] >> (8 - cs))


# ---------------------------------------------------------------- ed25519 (RFC 8032)
_EP = 2 ** 255 - 19
_EQ = 2 ** 252 + 27742317777372353535851937790883648493
_ED = -121665 * pow(121666, -1, _EP) % _EP


def _ed_xrecover(y):
    xx = (y * y - 1) * pow(_ED * y * y + 1, -1, _EP)
    x = pow(xx, (_EP + 3) // 8, _EP)
    if (x * x - xx) % _EP:
        x = x * pow(2, (_EP - 1) // 4, _EP) % _EP
    if x % 2:
        x = _EP - x
    return x


_EBY = 4 * pow(5, -1, _EP) % _EP
_EBX = _ed_xrecover(_EBY)
_EB = (_EBX, _EBY, 1, _EBX * _EBY % _EP)


def _ed_add(P, Q):
    x1, y1, z1, t1 = P
    x2, y2, z2, t2 = Q
    a = (y1 - x1) * (y2 - x2) % _EP
    b = (y1 + x1) * (y2 + x2) % _EP
    c = t1 * 2 * _ED * t2 % _EP
    d = z1 * 2 * z2 % _EP
    e, f, g, h = b - a, d - c, d + c, b + a
    return (e * f % _EP, g * h % _EP, f * g % _EP, e * h % _EP)


def _ed_mul(s, P):
    Q = (0, 1, 1, 0)
    while s:
        if s & 1:
            Q = _ed_add(Q, P)
        P = _ed_add(P, P)
        s >>= 1
    return Q


def ed25519_pub(seed):
    h = hashlib.sha512(seed).digest()
    a = int.from_bytes(h[:32], "little")
    a &= (1 << 254) - 8
    a |= 1 << 254
    x, y, z, _ = _ed_mul(a, _EB)
    zi = pow(z, -1, _EP)
    x, y = x * zi % _EP, y * zi % _EP
    return (y | ((x & 1) << 255)).to_bytes(32, "little")


# ---------------------------------------------------------------- P-256 and secp256k1
P256_P = 0xFFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF
P256_A = P256_P - 3
P256_B = 0x5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B
P256_G = (0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
          0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5)
P256_N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
SECP256K1_N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141


def _ec_add(P, Q, p=P256_P, a=P256_A):
    if P is None:
        return Q
    if Q is None:
        return P
    if P[0] == Q[0] and (P[1] + Q[1]) % p == 0:
        return None
    if P == Q:
        lam = (3 * P[0] * P[0] + a) * pow(2 * P[1], -1, p) % p
    else:
        lam = (Q[1] - P[1]) * pow(Q[0] - P[0], -1, p) % p
    x = (lam * lam - P[0] - Q[0]) % p
    return (x, (lam * (P[0] - x) - P[1]) % p)


def p256_mul(k, P=P256_G):
    R = None
    while k:
        if k & 1:
            R = _ec_add(R, P)
        P = _ec_add(P, P)
        k >>= 1
    return R


K1_P = 2 ** 256 - 2 ** 32 - 977
K1_G = (0x79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798,
        0x483ADA7726A3C4655DA4FBFC0E1108A8FD17B448A68554199C47D08FFB10D4B8)


def k1_mul(k, P=K1_G):
    R = None
    while k:
        if k & 1:
            R = _ec_add(R, P, K1_P, 0)
        P = _ec_add(P, P, K1_P, 0)
        k >>= 1
    return R


def p256_on_curve(P):
    x, y = P
    return (y * y - (x * x * x + P256_A * x + P256_B)) % P256_P == 0


# ---------------------------------------------------------------- DER / PEM
def der_len(n):
    if n < 128:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der_tlv(tag, body):
    return bytes([tag]) + der_len(len(body)) + body


def der_int(x):
    b = x.to_bytes(max(1, (x.bit_length() + 7) // 8), "big")
    if b[0] & 0x80:
        b = b"\0" + b
    return der_tlv(0x02, b)


def der_parse(data):
    """Parse one DER TLV; returns (tag, body, rest)."""
    tag = data[0]
    ln = data[1]
    off = 2
    if ln & 0x80:
        k = ln & 0x7F
        ln = int.from_bytes(data[2:2 + k], "big")
        off = 2 + k
    return tag, data[off:off + ln], data[off + ln:]


def der_seq_items(body):
    items = []
    while body:
        tag, val, body = der_parse(body)
        items.append((tag, val))
    return items


def pem(label, der, width=64):
    b = base64.b64encode(der).decode()
    lines = [b[i:i + width] for i in range(0, len(b), width)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


def pem_body(block):
    lines = block.strip().splitlines()
    return base64.b64decode("".join(lines[1:-1]))


_SMALL_PRIMES = [p for p in range(3, 2000) if all(p % q for q in range(2, int(p ** 0.5) + 1))]


def _probable_prime(n, r):
    for p in _SMALL_PRIMES:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for _ in range(24):
        a = r.randrange(2, n - 2)
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def gen_prime(r, bits, e=65537):
    while True:
        c = r.getrandbits(bits) | (3 << (bits - 2)) | 1
        if (c - 1) % e and _probable_prime(c, r):
            return c


def rsa_pkcs1(r, bits=2048):
    e = 65537
    while True:
        p, q = gen_prime(r, bits // 2), gen_prime(r, bits // 2)
        if p != q and (p * q).bit_length() == bits:
            break
    if p < q:
        p, q = q, p
    n = p * q
    phi = (p - 1) * (q - 1)
    d = pow(e, -1, phi)
    body = b"".join(der_int(x) for x in (0, n, e, d, p, q, d % (p - 1), d % (q - 1), pow(q, -1, p)))
    return pem("RSA PRIVATE KEY", der_tlv(0x30, body))


def sec1_p256(r):
    k = r.randrange(1, P256_N)
    X, Y = p256_mul(k)
    body = (der_int(1) + der_tlv(0x04, k.to_bytes(32, "big"))
            + der_tlv(0xA0, bytes.fromhex("06082a8648ce3d030107"))
            + der_tlv(0xA1, der_tlv(0x03, b"\0\x04" + X.to_bytes(32, "big") + Y.to_bytes(32, "big"))))
    return pem("EC PRIVATE KEY", der_tlv(0x30, body))


PKCS8_ED25519_PREFIX = bytes.fromhex("302e020100300506032b657004220420")


def pkcs8_ed25519(r):
    return pem("PRIVATE KEY", PKCS8_ED25519_PREFIX + rbytes(r, 32))


def _ssh_str(b):
    if isinstance(b, str):
        b = b.encode()
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(r, comment):
    seed = rbytes(r, 32)
    pub = ed25519_pub(seed)
    pubblob = _ssh_str("ssh-ed25519") + _ssh_str(pub)
    check = r.getrandbits(32)
    priv = struct.pack(">II", check, check) + _ssh_str("ssh-ed25519") + _ssh_str(pub) \
        + _ssh_str(seed + pub) + _ssh_str(comment)
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = b"openssh-key-v1\0" + _ssh_str("none") + _ssh_str("none") + _ssh_str(b"") \
        + struct.pack(">I", 1) + _ssh_str(pubblob) + _ssh_str(priv)
    return pem("OPENSSH PRIVATE KEY", blob, width=70)


def parse_openssh_ed25519(block):
    """Returns (seed, pub) or None if the container is not well formed."""
    raw = pem_body(block)
    if not raw.startswith(b"openssh-key-v1\0"):
        return None
    off = len(b"openssh-key-v1\0")

    def rd(o):
        (ln,) = struct.unpack(">I", raw[o:o + 4])
        return raw[o + 4:o + 4 + ln], o + 4 + ln

    cipher, off = rd(off)
    kdf, off = rd(off)
    _, off = rd(off)
    (nkeys,) = struct.unpack(">I", raw[off:off + 4])
    off += 4
    pubblob, off = rd(off)
    priv, off = rd(off)
    if cipher != b"none" or nkeys != 1:
        return None
    c1, c2 = struct.unpack(">II", priv[:8])
    if c1 != c2:
        return None
    p = 8

    def rp(o):
        (ln,) = struct.unpack(">I", priv[o:o + 4])
        return priv[o + 4:o + 4 + ln], o + 4 + ln

    ktype, p = rp(p)
    pub, p = rp(p)
    sk, p = rp(p)
    if ktype != b"ssh-ed25519" or sk[32:] != pub or pubblob[-32:] != pub:
        return None
    return sk[:32], pub


def rbytes(r, n):
    return bytes(r.getrandbits(8) for _ in range(n))


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


# ---------------------------------------------------------------- pools
# Human-chosen values that secrets are made of.  Each pool is shuffled with its
# own seed and cut in two: the first half feeds dev, the second test.
SPLIT_POOLS = {
    "PW_WORDS_EN": """lantern marmalade juniper falcon teapot glacier pumpkin walrus cobalt saffron
        thistle velvet quarry nutmeg harbour cricket lobster meadow tangerine gondola porcupine
        biscotti canyon dynamo ember fjord griffin hazelnut igloo jackdaw kestrel lagoon mango
        nebula oyster paprika quokka rhubarb sequoia tundra umbra vortex wombat yodel zephyr
        anchovy bramley cinder dormouse eclair flannel gusto hopscotch inkwell jigsaw kumquat
        limerick mistral noodle orchid parsnip quince rucksack sherbet trellis ukulele""".split(),
    "PW_PINYIN": """xiaoyu chenchen lihua wangjing zhangmin tiantian mengmeng haoran yuxuan zixuan
        jiajia xinyi wenwen lele zhiqiang guoqing xiaofeng yuting ruoxi shanshan lanlan dongdong
        beibei kaixin pingan fugui jinbao qiuqiu tangtang xiaohu daming chunhua xueli huanhuan
        zhenzhen yangyang huihui jianguo liwei mingyue""".split(),
    "PW_PETS_EN": """Mochi Waffles Pickles Nugget Pretzel Dumpling Rocket Marley Juno Tofu Ziggy
        Bramble Clover Pudding Sprocket Dottie Hamish Percy Mabel Crumpet Bandit Pixel Toffee
        Basil Olive Wally Kipper Truffle Gus Moose""".split(),
    "SA_PET_EN": """Chester Bubbles Socks Barnaby Whiskers Scamp Gizmo Patch Muffin Rusty Tigger
        Smudge Oscar Daisy Buster Pippin Sooty Bonnie Fudge Noodle Snowy Rascal Honey Bingo""".split(),
    "SA_MAIDEN_EN": """Abernathy Kowalczyk Fairweather Ollerenshaw Delacroix Pemberton Szymanski
        Whitlock Castellano McAllister Thistlewood Nakashima Varga Oyelaran Lindqvist Haverford
        Brannigan Quintero Etheridge Achterberg Rossiter Galbraith Okonkwo Vandermolen""".split(),
    "SA_CITY_EN": ["Aberystwyth", "Kalamazoo", "Wollongong", "Saskatoon", "Dundalk", "Cedar Rapids",
                   "Ballarat", "Timaru", "Stavanger", "Lismore", "Peterhead", "Sudbury", "Kokomo",
                   "Bendigo", "Galway", "Truro", "Moose Jaw", "Duluth", "Fremantle", "Llandudno"],
    "SA_SCHOOL_EN": ["Larkspur Elementary", "St. Brigid's Primary", "Millbrook Infants",
                     "Hawthorn Hill School", "Oakridge Middle", "Greyfriars Junior",
                     "Riverside Montessori", "Fennimore Academy", "Bishop Lane Primary",
                     "Cedar Grove Elementary", "Kingsmead Juniors", "Westfield Park Primary",
                     "Holy Cross Infants", "Pinecrest Day School", "Saltmarsh Primary",
                     "Appleton Elementary"],
    "SA_CAR_EN": ["Nissan Micra", "Ford Escort", "Volvo 240", "Toyota Corolla", "Fiat Panda",
                  "Honda Prelude", "Rover Metro", "Mazda 323", "Peugeot 205", "Chevy Cavalier",
                  "VW Polo", "Subaru Justy", "Datsun Sunny", "Renault Clio", "Saab 900",
                  "Pontiac Sunfire"],
    "SA_TEACHER_EN": ["Mrs Pennington", "Mr Adebayo", "Ms Thornbury", "Mr Kaczmarek",
                      "Miss Honeychurch", "Mrs Villanueva", "Mr Drummond", "Ms Ferreira",
                      "Mrs Oduya", "Mr Baptiste", "Miss Llewellyn", "Mr Nakamura",
                      "Mrs Gallagher", "Ms Whitmore", "Mr Esposito", "Mrs Lindgren"],
    "SA_STREET_EN": ["Wisteria Close", "Gorse Avenue", "Tannery Row", "Magpie Lane",
                     "Orchard Crescent", "Sycamore Drive", "Beacon Terrace", "Ferndale Road",
                     "Cobbler's Way", "Linnet Street", "Quayside Walk", "Hollins Grove",
                     "Pelham Court", "Vicarage Hill", "Maple Hollow", "Canal Side"],
    "SA_FRIEND_EN": """Tamsin Declan Ngozi Rufus Imogen Dmitri Kwame Siobhan Anouk Fergus Leilani
        Casimir Yusuf Marisol Thaddeus Wren""".split(),
    "SA_BOOK_EN": ["The Phantom Tollbooth", "Charlotte's Web", "Goodnight Moon",
                   "Swallows and Amazons", "Where the Wild Things Are", "The Hobbit", "Matilda",
                   "Hatchet", "Stig of the Dump", "The Borrowers", "Ramona the Pest",
                   "Bridge to Terabithia", "The Secret Garden", "Coraline",
                   "Danny the Champion of the World", "Tom's Midnight Garden"],
    "SA_JOB_EN": ["Woolworths", "Blockbuster Video", "Dairy Queen", "Toys R Us", "Little Chef",
                  "Pizza Express", "Safeway", "Kmart", "the Odeon cinema", "Tesco Extra",
                  "Sizzler", "Burger King", "Sainsbury's", "Walgreens", "Hardee's", "Greggs"],
    "SA_FAKE_EN": ["PurpleTractor77", "nope-not-telling", "spoon feathers", "Gravel4Breakfast",
                   "ElevenOwls", "banana hammock 12", "WinterToaster", "xylophone mango",
                   "quietly orange", "SockPuppet1999", "cabbage thunder", "MarzipanRiot",
                   "pickled moonlight", "HalfPastNever", "tin foil tuesday", "Zebra Crossing 5"],
    "SA_MOTHER_ZH": list("刘桂芳 陈秀英 张淑珍 李玉兰 王凤霞 赵春梅 孙丽娟 周美华 吴雪梅 郑淑华 黄翠萍 林月娥 "
                         "何素琴 罗秀珍 高桂兰 马金凤 胡玉梅 梁惠芬 宋彩霞 谢桂英".split()),
    "SA_FATHER_ZH": list("刘建国 陈志强 张国庆 李卫东 王德胜 赵永福 孙长林 周文斌 吴海涛 郑宏伟 黄振华 林德明 "
                         "何家栋 罗立新 高明远 马保山 胡卫平 梁国栋".split()),
    "SA_HOMETOWN_ZH": list("四川绵阳 湖南岳阳 江西赣州 山东潍坊 河南信阳 浙江台州 广西柳州 贵州遵义 安徽安庆 "
                           "湖北宜昌 辽宁丹东 福建泉州 甘肃天水 江苏盐城 云南曲靖 河北邢台 山西晋城 吉林延吉".split()),
    "SA_SCHOOL_ZH": list("向阳路小学 实验二小 城关一中 红旗小学 解放路小学 育才中学 东风小学 新华路小学 光明小学 "
                         "第十四中学 胜利街小学 朝阳小学 民主路小学 铁路子弟小学 矿务局一小 油田三小".split()),
    "SA_TEACHER_ZH": list("王秀兰 杨建华 许丽萍 邓志刚 冯晓燕 曹红梅 彭立军 韩淑芬 唐国华 董晓梅 袁志明 蒋丽华 "
                          "潘春燕 田玉珍 钟永红 姚素芳".split()),
    "SA_FOOD_ZH": list("酸菜鱼 红烧肉 西红柿炒鸡蛋 锅包肉 热干面 螺蛳粉 糖醋排骨 韭菜盒子 肉夹馍 酸辣粉 "
                       "鱼香肉丝 小鸡炖蘑菇 地三鲜 回锅肉 煎饼果子 葱油拌面".split()),
    "SA_PET_ZH": list("豆豆 旺财 花卷 小黑 团团 毛球 可乐 大黄 糯米 芝麻 咪咪 球球 年糕 土豆 布丁 奶茶".split()),
    "SA_FRIEND_ZH": list("张晓丽 刘洋洋 陈静怡 王磊磊 李娜娜 赵鹏飞 孙婷婷 吴昊天 郑佳琪 马小军 韩梅梅 李雷 "
                         "胡思远 许文静".split()),
    "SA_FAKE_ZH": list("不吃香菜 橘子汽水 会唱歌的仙人掌 周一不上班 星期八 草莓味的雨 我也不知道 隔壁老王 "
                       "芝士就是力量 楼下的猫 蓝色的西瓜 喝粥不加糖 三只袜子 明天再说".split()),
    "WIFI_ADJ": """sunny cosy sleepy noisy lazy happy windy rusty secret little purple golden
        crooked mossy dusty chilly""".split(),
    "WIFI_NOUN": """balcony attic burrow lighthouse hammock treetop porch bunker greenhouse cabin
        loft snug pantry orchard verandah cellar""".split(),
    "WIFI_PINYIN": """woaiwojia jiayou kuailai xingfu wenxin haowangsu bieceng zijiaren fangshao
        xiaowu womendejia nuannuan shunshun anjia""".split(),
    "DC_WORDS": """CRANE MOTH BRISK PLUMB FROST GLINT HOVEL QUILT SPADE TWIG BLOOM CHALK DRIFT
        FLINT GROVE LATCH""".split(),
}

# Filler values: names, places and facts that surround secrets.  Never equal to a
# value of a split pool (checked).
FILL = {
    "NAME_EN": """Alex Sam Jordan Chris Maya Ben Lucy Omar Hannah Tom Zara Josh Ellie Raj
        Nadia Pete Carla Dev Amy Luke""".split(),
    "NAME_ZH": "小王 小林 阿强 老周 李姐 小陈 张哥 阿梅 老刘 小赵 小吴 何老师 阿杰 小芳".split(),
    "SURNAME_EN": "Patel Okoro Brennan Schultz Hughes Romero Tanaka Walsh Ibrahim Moreau".split(),
    "FULLNAME_ZH": "王建平 李晓燕 张伟 刘敏 陈磊 杨帆 黄丽 周强 吴婷 徐明".split(),
    "CITY_EN": "Leeds Bristol Denver Portland Glasgow Toronto Auckland Austin Cardiff Norwich".split(),
    "CITY_ZH": "北京 上海 广州 深圳 杭州 成都 武汉 西安 南京 重庆 苏州 长沙".split(),
    "FACT_CITY_EN": ["Swansea", "Tacoma", "Geelong", "Halifax", "Ipswich", "Boise", "Nelson", "Exeter"],
    "FACT_PET_EN": "Pepper Benji Misty Rolo Bailey Tilly Monty Poppy".split(),
    "FACT_TEACHER_EN": ["Mr Holloway", "Mrs Darby", "Ms Quayle", "Mr Ostrowski", "Mrs Fenwick"],
    "FACT_CAR_EN": ["Vauxhall Astra", "Ford Fiesta", "Honda Civic", "Skoda Octavia", "Mini Cooper"],
    "FACT_HOMETOWN_ZH": "山东烟台 湖南常德 四川南充 江苏扬州 河北保定 浙江绍兴 广东湛江 安徽芜湖".split(),
    "FACT_PET_ZH": "阿黄 咕咕 小白 胖虎 点点 乐乐".split(),
    "FACT_TEACHER_ZH": "刘淑英 陈国强 高丽华 孟凡华 秦晓红".split(),
    "FACT_FOOD_ZH": "包子 羊肉泡馍 麻辣烫 炸酱面 猪肉炖粉条 蛋炒饭".split(),
    "FACT_SCHOOL_ZH": "人民路小学 五一小学 建设路小学 第三实验小学 桥西小学".split(),
    "PM_APP": ["1Password", "Bitwarden", "KeePassXC", "Dashlane", "Proton Pass", "Apple Passwords",
               "Enpass", "NordPass"],
    "PM_ITEM": ["Home / Router", "Utilities - Water", "School portal", "Car insurance", "Tax office",
                "Kids / Minecraft", "Shared - Streaming", "Work VPN", "Pension", "Landlord portal"],
    "PM_ITEM_ZH": ["家里路由器", "水电燃气", "孩子学校", "车险", "个税APP", "公司VPN", "网银-招行", "物业"],
    "SERVICE_EN": ["council tax", "water company", "pension", "gym", "Vodafone", "Monzo",
                   "school lunch", "energy supplier", "broadband", "parking permit"],
    "SERVICE_ZH": ["支付宝", "微信", "招商银行", "12306", "个人所得税", "国家医保服务平台", "学信网", "京东"],
    "BRAND_EN": ["Uber", "Monzo", "Deliveroo", "Airbnb", "Revolut", "eBay", "Steam", "Coinbase",
                 "Vinted", "Booking.com", "Etsy", "Lyft", "Discord", "Zoom"],
    "BRAND_ZH": ["美团", "饿了么", "拼多多", "滴滴出行", "抖音", "小红书", "携程", "哔哩哔哩", "闲鱼", "高德地图"],
    "BANK_ZH": ["招商银行", "工商银行", "建设银行", "中国银行", "农业银行", "交通银行", "浦发银行"],
    "MERCHANT_EN": ["Currys", "ASOS", "Trainline", "John Lewis", "Ryanair", "IKEA", "Argos"],
    "STREET_FILLER": ["Kingsley Road", "Harbour Street", "Elm Park", "Station Approach", "Mill Lane"],
    "SAFE_MODEL": ["SentrySafe SFW123GDC", "Yale YSV/390/DB1", "Phoenix Lynx SS1172E",
                   "Honeywell 2116", "Master Lock LX110"],
    "SAFE_MODEL_CN": ["得力 4078A", "虎牌 FDG-A1/D-30", "艾谱 FDX-A/D-45", "迪堡 D-380"],
    "ROUTER_MODEL": ["TP-Link Archer AX55", "Netgear Nighthawk R7000", "ASUS RT-AX58U",
                     "BT Smart Hub 2", "Linksys EA7500", "Fritz!Box 7590"],
    "ROUTER_MODEL_CN": ["小米 AX3000", "华为 AX3 Pro", "TP-LINK TL-XDR5430", "中兴 AX5400", "H3C NX30"],
    "LOCK_MODEL_CN": ["小米智能门锁 Pro", "德施曼 Q5M", "凯迪仕 K20", "鹿客 Classic 2S", "TCL K6G"],
    "ALARM_MODEL": ["Honeywell Vista-20P", "DSC PowerSeries PC1616", "Texecom Premier 832",
                    "Yale Sync HSA6400", "Ring Alarm Keypad (2nd gen)"],
    "PRINTER_MODEL": ["惠普 LaserJet M1136", "佳能 G3800", "兄弟 DCP-7195DW", "爱普生 L3258"],
    "NAS_MODEL": ["Synology DS220+", "QNAP TS-264", "UGREEN DXP2800", "TerraMaster F2-424"],
    "UNI": ["TU München", "Universiteit van Amsterdam", "Sorbonne Université", "KU Leuven",
            "Universidad de Salamanca"],
    "DOMAIN": ["acme-labs.io", "tinycart.dev", "northwind.app", "pebble-co.net", "orchard.tools",
               "mapleworks.co", "greenleaf.cn", "kuaiyun.tech"],
    "REPO": ["site", "infra", "billing", "mobile-app", "scripts", "dotfiles", "blog"],
    "DBNAME": ["orders", "app_prod", "analytics", "crm", "inventory", "shop", "users"],
    "DBUSER": ["app", "svc_report", "admin", "etl", "readonly", "deploy", "backup"],
    "USER": ["mkhan", "j.rivera", "ops_admin", "lwei", "sarah.b", "tchen", "dev-ci", "ana.p"],
}


def _split_pools():
    halves = {}
    for name, values in SPLIT_POOLS.items():
        vals = list(values)
        random.Random("%s|pool|%s" % (SEED, name)).shuffle(vals)
        cut = len(vals) // 2
        halves[name] = {"dev": vals[:cut], "test": vals[cut:]}
    return halves


POOL_HALVES = _split_pools()


def half(name, sp):
    return POOL_HALVES[name][sp]


def pk(r, sp, name):
    return r.choice(half(name, sp))


GEN = {}


def gen(*names):
    def deco(fn):
        for n in names:
            GEN[n] = fn
        return fn
    return deco


def digits(r, n):
    """n random digits that are not a run (1111), not a straight (1234 / 4321)."""
    while True:
        s = "".join(r.choice(string.digits) for _ in range(n))
        if n < 3:
            return s
        if len(set(s)) == 1:
            continue
        steps = {(int(b) - int(a)) % 10 for a, b in zip(s, s[1:])}
        if steps in ({1}, {9}):
            continue
        if n >= 4 and len(set(s)) < 3:
            continue
        return s


EN_DIGIT = "zero one two three four five six seven eight nine".split()
ZH_DIGIT = "零一二三四五六七八九"
ZH_DIGIT_SPOKEN = "洞幺两三四五六拐八九"   # the way digits are read out on the phone
SYMS = [("!", "an exclamation mark", "感叹号"), ("#", "a hash sign", "井号"),
        ("$", "a dollar sign", "美元符号"), ("@", "an at sign", "@符号"),
        ("&", "an ampersand", "&符号"), ("*", "a star", "星号"), ("?", "a question mark", "问号")]


def en_words(d, oh=False):
    return " ".join(("oh" if (oh and c == "0") else EN_DIGIT[int(c)]) for c in d)


def zh_digits(d, spoken=False):
    table = ZH_DIGIT_SPOKEN if spoken else ZH_DIGIT
    return "".join(table[int(c)] for c in d)


def cap_variants(r, w):
    return r.choice([w.capitalize(), w.capitalize(), w.lower(), w.upper() if len(w) <= 5 else w.capitalize()])


# ---------------------------------------------------------------- passwords
@gen("S_pw_word")
def g_pw_word(r, sp):
    w = pk(r, sp, "PW_WORDS_EN").capitalize()
    sym = r.choice("!@#$%&*?")
    d = str(r.randint(10, 9999))
    return r.choice([w + sym + d, w + d + sym, sym + w + d])


LEET = {"a": "@", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}


@gen("S_pw_leet")
def g_pw_leet(r, sp):
    while True:
        w = pk(r, sp, "PW_WORDS_EN")
        idx = [i for i, c in enumerate(w) if c in LEET]
        if len(idx) >= 2:
            break
    chosen = set(r.sample(idx, min(len(idx), r.randint(2, 3))))
    out = "".join(LEET[c] if i in chosen else c for i, c in enumerate(w))
    out = out[0].upper() + out[1:] if out[0].isalpha() else out
    return out + r.choice(["", "!", "_", "#"]) + str(r.randint(1, 99))


@gen("S_pw_year")
def g_pw_year(r, sp):
    a, b = r.sample(half("PW_WORDS_EN", sp), 2)
    y = str(r.randint(1962, 2021))
    return r.choice([a.capitalize() + b.capitalize() + y, a + b + y, a.capitalize() + "_" + b + y[2:],
                     a + "." + b + "." + y])


@gen("S_pw_pinyin")
def g_pw_pinyin(r, sp):
    py = pk(r, sp, "PW_PINYIN")
    mmdd = "%02d%02d" % (r.randint(1, 12), r.randint(1, 28))
    tail = r.choice([mmdd, "520", "1314", str(r.randint(1970, 2012)), "%02d%s" % (r.randint(70, 99), mmdd),
                     "@" + mmdd, "." + str(r.randint(100, 999))])
    return r.choice([py, py.capitalize(), py.upper()[:1] + py[1:]]) + tail


@gen("S_pw_pet")
def g_pw_pet(r, sp):
    pet = pk(r, sp, "PW_PETS_EN")
    y = str(r.randint(2003, 2023))
    return r.choice([pet + y, pet + y + "!", pet.lower() + y, pet + "_" + y[2:], pet + "#" + y])


@gen("S_pw_phrase")
def g_pw_phrase(r, sp):
    ws = r.sample(half("PW_WORDS_EN", sp), r.randint(3, 4))
    sep = r.choice("-._ ")
    if sep == " ":
        sep = "-"
    out = sep.join(ws)
    if r.random() < 0.6:
        out += sep + str(r.randint(2, 99))
    if r.random() < 0.3:
        out = out[0].upper() + out[1:]
    return out


PW_RAND_ALPHABET = string.ascii_letters + string.digits + "!#$%&*+-=?@^_~"


@gen("S_pw_rand")
def g_pw_rand(r, sp):
    while True:
        n = r.randint(14, 22)
        s = "".join(r.choice(PW_RAND_ALPHABET) for _ in range(n))
        if (any(c.islower() for c in s) and any(c.isupper() for c in s) and any(c.isdigit() for c in s)
                and any(not c.isalnum() for c in s)):
            return s


@gen("S_pw_temp")
def g_pw_temp(r, sp):
    k = r.randint(0, 3)
    up = "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(2))
    if k == 0:
        return "Init-%s%s!" % (up, digits(r, 5))
    if k == 1:
        return "%s%s%s" % ("".join(r.choice(string.ascii_lowercase) for _ in range(3)), digits(r, 4), up)
    if k == 2:
        return "Tmp@%s%s" % (digits(r, 6), up.lower())
    return "%s-%s-%s" % (up, digits(r, 3), "".join(r.choice(string.ascii_letters) for _ in range(4)))


@gen("S_pw_spell_en")
def g_pw_spell_en(r, sp):
    w = pk(r, sp, "PW_WORDS_EN")
    d = str(r.randint(10, 9999))
    sym, sname, _ = r.choice(SYMS)
    k = r.randint(0, 2)
    if k == 0:
        return "all lowercase %s, the digits %s, and %s on the end" % (w, " ".join(d), sname)
    if k == 1:
        return "%s in capitals followed by %s and %s" % (w.upper(), d, sname)
    return "%s - first letter uppercase - plus %s, no spaces, and %s at the very end" % (w, d, sname)


@gen("S_pw_spell_zh")
def g_pw_spell_zh(r, sp):
    k = r.randint(0, 2)
    d = str(r.randint(10, 9999))
    _, _, zname = r.choice(SYMS)
    if k == 0:
        w = pk(r, sp, "PW_WORDS_EN")
        return "全小写的%s，后面跟%s，再加一个%s" % (w, d, zname)
    if k == 1:
        w = pk(r, sp, "PW_WORDS_EN")
        return "%s首字母大写，接着是数字%s，中间没有空格" % (w, d)
    py = pk(r, sp, "PW_PINYIN")
    return "拼音%s加上%s，最后是%s" % (py, d, zname)


# ---------------------------------------------------------------- PINs
@gen("S_pin4")
def g_pin4(r, sp):
    return digits(r, 4)


@gen("S_pin6")
def g_pin6(r, sp):
    return digits(r, 6)


@gen("S_pin_spaced")
def g_pin_spaced(r, sp):
    d = digits(r, r.choice([4, 4, 6]))
    return r.choice([" ", "-", " - ", "."]).join(d)


@gen("S_pin_words")
def g_pin_words(r, sp):
    d = digits(r, 4)
    k = r.randint(0, 2)
    if k == 0:
        return en_words(d, oh=True)
    if k == 1:
        return en_words(d[:2]) + ", " + en_words(d[2:])
    return "-".join(EN_DIGIT[int(c)] for c in d)


@gen("S_pin_zh")
def g_pin_zh(r, sp):
    return zh_digits(digits(r, r.choice([4, 6, 6])))


@gen("S_pin_zh_colloq")
def g_pin_zh_colloq(r, sp):
    while True:
        d = digits(r, 6)
        if any(c in "0127" for c in d):
            return zh_digits(d, spoken=True)


# ---------------------------------------------------------------- one-time codes
@gen("S_otp4")
def g_otp4(r, sp):
    return digits(r, 4)


@gen("S_otp6")
def g_otp6(r, sp):
    return digits(r, 6)


@gen("S_otp7")
def g_otp7(r, sp):
    return digits(r, 7)


@gen("S_otp8")
def g_otp8(r, sp):
    return digits(r, 8)


@gen("S_otp_sep")
def g_otp_sep(r, sp):
    d = digits(r, 6)
    return r.choice(["%s %s", "%s-%s", "%s – %s", "%s.%s"]) % (d[:3], d[3:])


@gen("S_otp_spaced")
def g_otp_spaced(r, sp):
    return " ".join(digits(r, 6))


STEAM = "23456789BCDFGHJKMNPQRTVWXY"


@gen("S_otp_steam")
def g_otp_steam(r, sp):
    while True:
        s = "".join(r.choice(STEAM) for _ in range(5))
        if sum(c.isdigit() for c in s) >= 1 and sum(c.isalpha() for c in s) >= 2:
            return s


@gen("S_otp_alnum")
def g_otp_alnum(r, sp):
    while True:
        s = "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6))
        if any(c.isdigit() for c in s) and any(c.isalpha() for c in s):
            return s


@gen("S_otp_words")
def g_otp_words(r, sp):
    d = digits(r, 6)
    return r.choice([en_words(d[:3]) + ", " + en_words(d[3:]), en_words(d, oh=True),
                     "-".join(EN_DIGIT[int(c)] for c in d)])


@gen("S_otp_zh")
def g_otp_zh(r, sp):
    d = digits(r, r.choice([4, 6, 6]))
    return zh_digits(d, spoken=r.random() < 0.5)


# ---------------------------------------------------------------- Wi-Fi
@gen("S_wifi_phrase")
def g_wifi_phrase(r, sp):
    a, n = pk(r, sp, "WIFI_ADJ"), pk(r, sp, "WIFI_NOUN")
    y = str(r.randint(10, 2024))
    k = r.randint(0, 3)
    if k == 0:
        return a.capitalize() + n.capitalize() + y
    if k == 1:
        return "%s-%s-%s" % (a, n, y)
    if k == 2:
        return "The%s%s%s" % (a.capitalize(), n.capitalize(), r.choice("!?#"))
    return "our.%s.%s.%s" % (a, n, y[-2:])


@gen("S_wifi_router")
def g_wifi_router(r, sp):
    k = r.randint(0, 3)
    if k == 0:
        return "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(10))
    if k == 1:
        while True:
            s = "".join(r.choice(string.ascii_lowercase + string.digits) for _ in range(8))
            if any(c.isdigit() for c in s) and any(c.isalpha() for c in s):
                return s
    if k == 2:
        return "".join(r.choice("0123456789ABCDEF") for _ in range(16))
    return "%s%s" % ("".join(r.choice(string.ascii_letters) for _ in range(6)), digits(r, 6))


@gen("S_wifi_digits")
def g_wifi_digits(r, sp):
    return digits(r, r.choice([8, 8, 10, 12]))


@gen("S_wifi_pinyin")
def g_wifi_pinyin(r, sp):
    return pk(r, sp, "WIFI_PINYIN") + r.choice([str(r.randint(100, 9999)), "8888", "666", str(r.randint(2015, 2024))])


@gen("S_wifi_zh_spoken")
def g_wifi_zh_spoken(r, sp):
    return zh_digits(digits(r, 8), spoken=r.random() < 0.6)


@gen("S_wifi")
def g_wifi(r, sp):
    return r.choice([g_wifi_phrase, g_wifi_router, g_wifi_pinyin, g_wifi_digits])(r, sp)


# ---------------------------------------------------------------- security answers
for _name, _pool in [("S_sa_pet", "SA_PET_EN"), ("S_sa_maiden", "SA_MAIDEN_EN"), ("S_sa_city", "SA_CITY_EN"),
                     ("S_sa_school", "SA_SCHOOL_EN"), ("S_sa_car", "SA_CAR_EN"),
                     ("S_sa_teacher", "SA_TEACHER_EN"), ("S_sa_street", "SA_STREET_EN"),
                     ("S_sa_friend", "SA_FRIEND_EN"), ("S_sa_book", "SA_BOOK_EN"), ("S_sa_job", "SA_JOB_EN"),
                     ("S_sa_fake", "SA_FAKE_EN"), ("S_sa_zh_mother", "SA_MOTHER_ZH"),
                     ("S_sa_zh_father", "SA_FATHER_ZH"), ("S_sa_zh_hometown", "SA_HOMETOWN_ZH"),
                     ("S_sa_zh_school", "SA_SCHOOL_ZH"), ("S_sa_zh_teacher", "SA_TEACHER_ZH"),
                     ("S_sa_zh_food", "SA_FOOD_ZH"), ("S_sa_zh_pet", "SA_PET_ZH"),
                     ("S_sa_zh_friend", "SA_FRIEND_ZH"), ("S_sa_zh_fake", "SA_FAKE_ZH")]:
    GEN[_name] = (lambda pool: (lambda r, sp: pk(r, sp, pool)))(_pool)

SA_Q_EN = [("What was the make and model of your first car?", "SA_CAR_EN"),
           ("What is your mother's maiden name?", "SA_MAIDEN_EN"),
           ("In which town or city were you born?", "SA_CITY_EN"),
           ("What was the name of your primary school?", "SA_SCHOOL_EN"),
           ("Who was your favourite teacher?", "SA_TEACHER_EN"),
           ("What street did you live on as a child?", "SA_STREET_EN"),
           ("What was the first name of your childhood best friend?", "SA_FRIEND_EN"),
           ("What was the name of your first pet?", "SA_PET_EN"),
           ("What was your favourite book as a child?", "SA_BOOK_EN"),
           ("Where was your first job?", "SA_JOB_EN")]
SA_Q_ZH = [("您母亲的姓名是？", "SA_MOTHER_ZH"), ("您父亲的姓名是？", "SA_FATHER_ZH"),
           ("您的出生地是？", "SA_HOMETOWN_ZH"), ("您就读的小学名称是？", "SA_SCHOOL_ZH"),
           ("您初中班主任的名字是？", "SA_TEACHER_ZH"), ("您最喜欢吃的菜是？", "SA_FOOD_ZH"),
           ("您养的第一只宠物叫什么？", "SA_PET_ZH"), ("您最好的朋友叫什么名字？", "SA_FRIEND_ZH")]
SA_Q_MIX = [("Mother's full name", "SA_MOTHER_ZH"), ("Place of birth", "SA_HOMETOWN_ZH"),
            ("Name of primary school", "SA_SCHOOL_ZH"), ("Favourite dish", "SA_FOOD_ZH"),
            ("First pet", "SA_PET_ZH"), ("Best friend at school", "SA_FRIEND_ZH"),
            ("Father's full name", "SA_FATHER_ZH")]


def _qa(r, sp, qs):
    return [(q, pk(r, sp, pool)) for q, pool in r.sample(qs, 3)]


@gen("S_sa_block_en")
def g_sa_block_en(r, sp):
    qa = _qa(r, sp, SA_Q_EN)
    k = r.randint(0, 3)
    if k == 0:
        return "\n".join("%s - %s" % (q, a) for q, a in qa)
    if k == 1:
        return "\n".join("Q%d. %s\n    %s" % (i + 1, q, a) for i, (q, a) in enumerate(qa))
    if k == 2:
        return "| question | answer |\n|---|---|\n" + "\n".join("| %s | %s |" % (q, a) for q, a in qa)
    return "\n".join("%s\n> %s" % (q, a) for q, a in qa)


@gen("S_sa_block_zh")
def g_sa_block_zh(r, sp):
    qa = _qa(r, sp, SA_Q_ZH)
    k = r.randint(0, 2)
    if k == 0:
        return "\n".join("问题%d：%s\n答案%d：%s" % (i + 1, q, i + 1, a) for i, (q, a) in enumerate(qa))
    if k == 1:
        return "\n".join("%s——%s" % (q, a) for q, a in qa)
    return "\n".join("【%s】%s" % (q, a) for q, a in qa)


@gen("S_sa_block_mixed")
def g_sa_block_mixed(r, sp):
    qa = _qa(r, sp, SA_Q_MIX)
    k = r.randint(0, 1)
    if k == 0:
        return "\n".join("%s：%s" % (q, a) for q, a in qa)
    return "\n".join("Q: %s\n答：%s" % (q, a) for q, a in qa)


# ---------------------------------------------------------------- device and place codes
@gen("S_dc3")
def g_dc3(r, sp):
    while True:
        d = "".join(r.choice(string.digits) for _ in range(3))
        if len(set(d)) > 1 and d not in ("000", "123", "321"):
            return d


@gen("S_dc4")
def g_dc4(r, sp):
    return digits(r, 4)


@gen("S_dc5")
def g_dc5(r, sp):
    return digits(r, 5)


@gen("S_dc6")
def g_dc6(r, sp):
    return digits(r, 6)


@gen("S_dc_key")
def g_dc_key(r, sp):
    d = digits(r, r.choice([4, 4, 5, 6]))
    return r.choice(["%s#", "*%s", "#%s", "%s*", "*%s#"]) % d


@gen("S_dc_hash")
def g_dc_hash(r, sp):
    d = digits(r, r.choice([4, 6]))
    return r.choice(["%s#", "#%s#"]) % d


def _three(r, hi):
    while True:
        t = [r.randint(0, hi) for _ in range(3)]
        if len(set(t)) == 3:
            return t


@gen("S_dc_combo")
def g_dc_combo(r, sp):
    a, b, c = _three(r, 39)
    return r.choice(["%02d-%02d-%02d", "%d / %d / %d", "%02d.%02d.%02d", "%d, %d, %d"]) % (a, b, c)


@gen("S_dc_dial")
def g_dc_dial(r, sp):
    a, b, c = _three(r, 99)
    k = r.randint(0, 2)
    if k == 0:
        return "%d right, %d left, %d right" % (a, b, c)
    if k == 1:
        return "L%d R%d L%d" % (a, b, c)
    return "clockwise to %d, anticlockwise to %d, clockwise to %d" % (a, b, c)


@gen("S_dc_dial_zh")
def g_dc_dial_zh(r, sp):
    a, b, c = _three(r, 99)
    return r.choice(["右转%d，左转%d，再右转%d", "先左%d，再右%d，最后左%d"]) % (a, b, c)


@gen("S_dc_word")
def g_dc_word(r, sp):
    return pk(r, sp, "DC_WORDS")


@gen("S_dc_words")
def g_dc_words(r, sp):
    d = digits(r, 4)
    return r.choice([en_words(d, oh=True), en_words(d[:2]) + " " + en_words(d[2:])])


@gen("S_dc_zh")
def g_dc_zh(r, sp):
    return zh_digits(digits(r, r.choice([4, 6])), spoken=r.random() < 0.5)


# ---------------------------------------------------------------- recovery codes
def _alnum_lower(r, n):
    return "".join(r.choice(string.ascii_lowercase + string.digits) for _ in range(n))


@gen("S_rc_gh")
def g_rc_gh(r, sp):
    codes = ["%s-%s" % ("".join(r.choice("0123456789abcdef") for _ in range(5)),
                        "".join(r.choice("0123456789abcdef") for _ in range(5))) for _ in range(r.choice([8, 10, 16]))]
    if r.random() < 0.5:
        return "\n".join(codes)
    return "\n".join("%s    %s" % (codes[i], codes[i + 1]) for i in range(0, len(codes), 2))


@gen("S_rc_google")
def g_rc_google(r, sp):
    codes = ["%s %s" % (digits(r, 4), digits(r, 4)) for _ in range(10)]
    k = r.randint(0, 1)
    if k == 0:
        return "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    return "\n".join("%s      %s" % (codes[i], codes[i + 5]) for i in range(5))


@gen("S_rc_generic")
def g_rc_generic(r, sp):
    codes = ["%s-%s" % (_alnum_lower(r, 4), _alnum_lower(r, 4)) for _ in range(r.choice([8, 10]))]
    return r.choice(["\n".join(codes), ", ".join(codes), "\n".join("- " + c for c in codes)])


@gen("S_rc_ms")
def g_rc_ms(r, sp):
    al = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    return "-".join("".join(r.choice(al) for _ in range(5)) for _ in range(5))


@gen("S_rc_apple")
def g_rc_apple(r, sp):
    al = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    return "-".join("".join(r.choice(al) for _ in range(4)) for _ in range(7))


@gen("S_rc_single")
def g_rc_single(r, sp):
    return r.choice(["%s-%s" % (_alnum_lower(r, 4), _alnum_lower(r, 4)), "%s %s" % (digits(r, 4), digits(r, 4)),
                     "%s-%s" % (digits(r, 5), digits(r, 5))])


@gen("S_rc_bw")
def g_rc_bw(r, sp):
    return _alnum_lower(r, 32)


# ---------------------------------------------------------------- vendor keys
B62 = string.ascii_letters + string.digits
URLSAFE = string.ascii_letters + string.digits + "-_"


def rs(r, alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))


def hexs(r, n, upper=False):
    s = rs(r, "0123456789abcdef", n)
    return s.upper() if upper else s


@gen("S_key_openai")
def g_key_openai(r, sp):
    return "sk-proj-" + rs(r, URLSAFE, 74) + "T3BlbkFJ" + rs(r, URLSAFE, 74)


@gen("S_key_anthropic")
def g_key_anthropic(r, sp):
    return "sk-ant-api03-" + rs(r, URLSAFE, 93) + "AA"


@gen("S_key_stripe")
def g_key_stripe(r, sp):
    return r.choice(["sk_live_" + rs(r, B62, 24), "sk_live_51" + rs(r, B62, 97)])


@gen("S_key_stripe_rk")
def g_key_stripe_rk(r, sp):
    return "rk_live_51" + rs(r, B62, 97)


def _gh_style(r, prefix):
    body = rs(r, B62, 30)
    return prefix + body + crc32_b62(body)


@gen("S_key_ghp")
def g_key_ghp(r, sp):
    return _gh_style(r, r.choice(["ghp_", "ghp_", "gho_"]))


@gen("S_key_npm")
def g_key_npm(r, sp):
    return _gh_style(r, "npm_")


@gen("S_key_github_pat")
def g_key_github_pat(r, sp):
    return "github_pat_11" + rs(r, string.ascii_uppercase + string.digits, 20) + "_" + rs(r, B62, 59)


@gen("S_key_gitlab")
def g_key_gitlab(r, sp):
    return "glpat-" + rs(r, URLSAFE, 20)


@gen("aws_id")
def g_aws_id(r, sp):
    return r.choice(["AKIA", "AKIA", "ASIA"]) + rs(r, string.ascii_uppercase + "234567", 16)


@gen("S_key_aws")
def g_key_aws(r, sp):
    return rs(r, B62 + "/+", 40)


@gen("S_key_slack")
def g_key_slack(r, sp):
    if r.random() < 0.5:
        return "xoxb-%s-%s-%s" % (digits(r, 12), digits(r, 13), rs(r, B62, 24))
    return "xoxp-%s-%s-%s-%s" % (digits(r, 12), digits(r, 12), digits(r, 13), hexs(r, 32))


@gen("S_key_sendgrid")
def g_key_sendgrid(r, sp):
    return "SG." + rs(r, URLSAFE, 22) + "." + rs(r, URLSAFE, 43)


@gen("S_key_telegram")
def g_key_telegram(r, sp):
    return "%s:AA%s" % (r.randint(5000000000, 7999999999), rs(r, URLSAFE, 33))


@gen("S_key_google")
def g_key_google(r, sp):
    return "AIza" + rs(r, URLSAFE, 35)


@gen("S_key_hf")
def g_key_hf(r, sp):
    return "hf_" + rs(r, string.ascii_letters, 34)


@gen("S_key_do")
def g_key_do(r, sp):
    return "dop_v1_" + hexs(r, 64)


@gen("S_key_shopify")
def g_key_shopify(r, sp):
    return "shpat_" + hexs(r, 32)


@gen("aliyun_id")
def g_aliyun_id(r, sp):
    return "LTAI5t" + rs(r, B62, 18)


@gen("S_key_aliyun")
def g_key_aliyun(r, sp):
    return rs(r, B62, 30)


@gen("tencent_id")
def g_tencent_id(r, sp):
    return "AKID" + rs(r, B62, 32)


@gen("S_key_tencent")
def g_key_tencent(r, sp):
    return rs(r, B62, 32)


@gen("S_key_deepseek")
def g_key_deepseek(r, sp):
    return "sk-" + hexs(r, 32)


@gen("S_key_moonshot")
def g_key_moonshot(r, sp):
    return "sk-" + rs(r, B62, 48)


@gen("S_key_zhipu")
def g_key_zhipu(r, sp):
    return hexs(r, 32) + "." + rs(r, B62, 16)


@gen("S_key_notion")
def g_key_notion(r, sp):
    return r.choice(["secret_" + rs(r, B62, 43), "ntn_" + digits(r, 11) + rs(r, B62, 35)])


@gen("S_key_linear")
def g_key_linear(r, sp):
    return "lin_api_" + rs(r, B62, 40)


@gen("S_key_hex64")
def g_key_hex64(r, sp):
    return hexs(r, 64)


@gen("S_key_twilio")
def g_key_twilio(r, sp):
    return hexs(r, 32)


@gen("twilio_sid")
def g_twilio_sid(r, sp):
    return "AC" + hexs(r, 32)


# ---------------------------------------------------------------- private keys
@gen("S_pk_openssh")
def g_pk_openssh(r, sp):
    return openssh_ed25519(r, "%s@%s" % (r.choice(FILL["USER"]).split(".")[0], r.choice(["laptop", "nas", "build-01", "pi", "mbp"])))


@gen("S_pk_pkcs8")
def g_pk_pkcs8(r, sp):
    return pkcs8_ed25519(r)


@gen("S_pk_ec")
def g_pk_ec(r, sp):
    return sec1_p256(r)


@gen("S_pk_rsa")
def g_pk_rsa(r, sp):
    return rsa_pkcs1(r)


def x25519_clamped(r):
    k = bytearray(rbytes(r, 32))
    k[0] &= 248
    k[31] &= 127
    k[31] |= 64
    return bytes(k)


@gen("S_pk_wg")
def g_pk_wg(r, sp):
    return base64.b64encode(x25519_clamped(r)).decode()


@gen("S_pk_age")
def g_pk_age(r, sp):
    return bech32_encode("age-secret-key-", convertbits(x25519_clamped(r), 8, 5)).upper()


# ---------------------------------------------------------------- seed phrases
def _bip_words(r, words, n=None):
    n = n or r.choice([12, 12, 12, 18, 24])
    ent = rbytes(r, n * 4 // 3)
    return bip39_from_entropy(ent, words)


@gen("S_bip_line")
def g_bip_line(r, sp):
    return " ".join(_bip_words(r, BIP39_EN))


@gen("S_bip_lines")
def g_bip_lines(r, sp):
    return "\n".join(_bip_words(r, BIP39_EN))


@gen("S_bip_numbered")
def g_bip_numbered(r, sp):
    ws = _bip_words(r, BIP39_EN)
    fmt = r.choice(["%d. %s", "%d) %s", "%02d %s", "#%d %s"])
    return "\n".join(fmt % (i + 1, w) for i, w in enumerate(ws))


@gen("S_bip_grid")
def g_bip_grid(r, sp):
    ws = _bip_words(r, BIP39_EN, r.choice([12, 24]))
    cols = r.choice([3, 4])
    cells = ["%d.%s" % (i + 1, w) for i, w in enumerate(ws)]
    width = max(len(c) for c in cells) + 2
    rows = []
    for i in range(0, len(cells), cols):
        rows.append("".join(c.ljust(width) for c in cells[i:i + cols]).rstrip())
    return "\n".join(rows)


@gen("S_bip_comma")
def g_bip_comma(r, sp):
    return r.choice([", ", ",", " / "]).join(_bip_words(r, BIP39_EN, 12))


@gen("S_bipzh_run")
def g_bipzh_run(r, sp):
    return "".join(_bip_words(r, BIP39_ZH, 12))


@gen("S_bipzh_spaced")
def g_bipzh_spaced(r, sp):
    return " ".join(_bip_words(r, BIP39_ZH, r.choice([12, 12, 24])))


@gen("S_bipzh_numbered")
def g_bipzh_numbered(r, sp):
    ws = _bip_words(r, BIP39_ZH, 12)
    return r.choice(["\n".join("%d. %s" % (i + 1, w) for i, w in enumerate(ws)),
                     "  ".join("%d.%s" % (i + 1, w) for i, w in enumerate(ws))])


@gen("S_bipzh_lines")
def g_bipzh_lines(r, sp):
    return "\n".join(_bip_words(r, BIP39_ZH, 12))


@gen("S_bipzh_comma")
def g_bipzh_comma(r, sp):
    return r.choice(["、", "，", ","]).join(_bip_words(r, BIP39_ZH, 12))


# ---------------------------------------------------------------- cards and IBANs
DOC_TEST_CARDS = ["4242424242424242", "4000056655665556", "5555555555554444", "2223003122003222",
                  "378282246310005", "6011111111111117", "4111111111111111", "4012888888881881",
                  "5105105105105100", "3530111333300000"]


def _card(r, brand):
    if brand == "visa":
        body = "4" + digits(r, 14)
    elif brand == "mc":
        prefix = str(r.randint(51, 55)) if r.random() < 0.7 else str(r.randint(2221, 2720))
        body = prefix + digits(r, 15 - len(prefix))
    elif brand == "amex":
        body = r.choice(["34", "37"]) + digits(r, 12)
    elif brand == "unionpay":
        body = "62" + str(r.choice([2, 5, 8])) + digits(r, r.choice([12, 15]))
    elif brand == "discover":
        body = "6011" + digits(r, 11)
    else:  # jcb
        body = str(r.randint(3528, 3589)) + digits(r, 11)
    num = luhn_complete(body)
    assert num not in DOC_TEST_CARDS
    return num


def group_card(num, sep=" "):
    if len(num) == 15:
        return sep.join([num[:4], num[4:10], num[10:]])
    return sep.join(num[i:i + 4] for i in range(0, len(num), 4))


@gen("S_card")
def g_card(r, sp):
    num = _card(r, r.choice(["visa", "visa", "mc", "mc", "amex", "discover", "jcb", "unionpay"]))
    return group_card(num, r.choice([" ", " ", "-"]))


@gen("S_card_plain")
def g_card_plain(r, sp):
    return _card(r, r.choice(["visa", "mc", "unionpay", "amex"]))


@gen("S_card_visa")
def g_card_visa(r, sp):
    return group_card(_card(r, "visa"), r.choice([" ", "-", ""]))


@gen("S_card_amex")
def g_card_amex(r, sp):
    return group_card(_card(r, "amex"), r.choice([" ", "-"]))


@gen("S_card_unionpay")
def g_card_unionpay(r, sp):
    num = _card(r, "unionpay")
    return r.choice([num, group_card(num)])


def _fr_rib(bank, guichet, account):
    key = 97 - (89 * int(bank) + 15 * int(guichet) + 3 * int(account)) % 97
    return "%02d" % key


def _es_dc(r):
    bank, branch, account = digits(r, 4), digits(r, 4), digits(r, 10)
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

    def dc(s):
        v = 11 - sum(int(c) * wi for c, wi in zip(s, w)) % 11
        return {11: 0, 10: 1}.get(v, v)

    return bank + branch + "%d%d" % (dc("00" + bank + branch), dc(account)) + account


def _be_bban(r):
    first = digits(r, 10)
    chk = int(first) % 97 or 97
    return first + "%02d" % chk


IBAN_EXAMPLES = ["DE89370400440532013000", "GB29NWBK60161331926819", "GB82WEST12345698765432",
                 "FR1420041010050500013M02606", "NL91ABNA0417164300", "BE68539007547034",
                 "ES9121000418450200051332", "CH9300762011623852957", "AT611904300234573201"]


def _iban(r, country):
    if country == "DE":
        bban = digits(r, 8) + digits(r, 10)
    elif country == "GB":
        bban = r.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "MONZ"]) + digits(r, 6) + digits(r, 8)
    elif country == "IE":
        bban = r.choice(["AIBK", "BOFI"]) + digits(r, 6) + digits(r, 8)
    elif country == "NL":
        bban = r.choice(["INGB", "ABNA", "RABO", "TRIO", "BUNQ"]) + digits(r, 10)
    elif country == "FR":
        bank, guichet, account = digits(r, 5), digits(r, 5), digits(r, 11)
        bban = bank + guichet + account + _fr_rib(bank, guichet, account)
    elif country == "ES":
        bban = _es_dc(r)
    elif country == "BE":
        bban = _be_bban(r)
    elif country == "AT":
        bban = digits(r, 5) + digits(r, 11)
    else:  # CH
        bban = digits(r, 5) + digits(r, 12)
    iban = iban_make(country, bban)
    assert iban_ok(iban) and iban not in IBAN_EXAMPLES
    return iban


def iban_paper(iban):
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))


@gen("S_iban")
def g_iban(r, sp):
    return iban_paper(_iban(r, r.choice(["DE", "GB", "IE", "NL", "FR", "ES", "BE", "AT", "CH"])))


@gen("S_iban_compact")
def g_iban_compact(r, sp):
    return _iban(r, r.choice(["DE", "GB", "NL", "FR", "ES", "BE"]))


for _c in ("de", "nl", "fr", "gb", "es"):
    GEN["S_iban_" + _c] = (lambda c: (lambda r, sp: r.choice([iban_paper, str])(_iban(r, c.upper()))))(_c)


# ---------------------------------------------------------------- TOTP seeds
def _totp(r):
    return base64.b32encode(rbytes(r, r.choice([10, 20]))).decode().rstrip("=")


@gen("S_totp_upper")
def g_totp_upper(r, sp):
    return _totp(r)


@gen("S_totp_grouped")
def g_totp_grouped(r, sp):
    s = _totp(r).lower()
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


@gen("S_totp_any")
def g_totp_any(r, sp):
    return r.choice([g_totp_upper, g_totp_grouped])(r, sp)


# ---------------------------------------------------------------- wallet keys
def _k256(r):
    while True:
        k = int.from_bytes(rbytes(r, 32), "big")
        if 1 <= k < SECP256K1_N:
            return k


@gen("S_wif")
def g_wif(r, sp):
    k = _k256(r).to_bytes(32, "big")
    return b58check(b"\x80" + k + (b"\x01" if r.random() < 0.6 else b""))


@gen("S_xprv")
def g_xprv(r, sp):
    if r.random() < 0.5:
        depth, fp, child = 0, b"\0\0\0\0", 0
    else:
        depth, fp, child = 3, rbytes(r, 4), 0x80000000
    payload = bytes.fromhex("0488ade4") + bytes([depth]) + fp + struct.pack(">I", child) \
        + rbytes(r, 32) + b"\0" + _k256(r).to_bytes(32, "big")
    return b58check(payload)


@gen("S_ethhex")
def g_ethhex(r, sp):
    return r.choice(["0x", ""]) + "%064x" % _k256(r)


def _sol(r):
    seed = rbytes(r, 32)
    return seed + ed25519_pub(seed)


@gen("S_sol_b58")
def g_sol_b58(r, sp):
    return b58encode(_sol(r))


@gen("S_sol_json")
def g_sol_json(r, sp):
    return "[" + ",".join(str(b) for b in _sol(r)) + "]"


# ---------------------------------------------------------------- env values, connection strings, JWT
@gen("S_env_val")
def g_env_val(r, sp):
    k = r.randint(0, 3)
    if k == 0:
        return hexs(r, 64)
    if k == 1:
        return base64.b64encode(rbytes(r, 32)).decode()
    if k == 2:
        return rs(r, B62, 40)
    return b64url(rbytes(r, 32))


@gen("S_env_whsec")
def g_env_whsec(r, sp):
    return "whsec_" + rs(r, B62, 32)


@gen("S_env_hex32")
def g_env_hex32(r, sp):
    return hexs(r, 32)


@gen("S_env_alnum32")
def g_env_alnum32(r, sp):
    return rs(r, B62, 32)


@gen("S_env_pw")
def g_env_pw(r, sp):
    return r.choice([g_pw_rand, g_pw_year, g_pw_word])(r, sp).replace("#", "%")


@gen("S_conn_pw")
def g_conn_pw(r, sp):
    if r.random() < 0.5:
        return rs(r, B62 + "-_.~", r.randint(14, 26))
    return g_pw_year(r, sp).replace(".", "-")


@gen("S_azure_key")
def g_azure_key(r, sp):
    return base64.b64encode(rbytes(r, 64)).decode()


def _jwt(r, alg=None):
    alg = alg or r.choice(["HS256", "HS256", "RS256", "ES256"])
    header = {"alg": alg, "typ": "JWT"}
    if alg != "HS256" and r.random() < 0.6:
        header["kid"] = hexs(r, 16)
    iat = r.randint(1704067200, 1767225600)
    payload = r.choice([
        {"sub": str(r.randint(10000, 999999)), "name": r.choice(FILL["NAME_EN"]), "role": "admin", "iat": iat,
         "exp": iat + 3600},
        {"iss": "https://auth.%s" % r.choice(FILL["DOMAIN"]), "sub": "user_" + hexs(r, 12), "aud": "api",
         "iat": iat, "exp": iat + 7200, "scope": "read write"},
        {"uid": r.randint(1000, 99999), "tenant": r.choice(FILL["REPO"]), "iat": iat, "exp": iat + 86400},
    ])
    sig = rbytes(r, {"HS256": 32, "RS256": 256, "ES256": 64}[alg])
    return ".".join([b64url(json.dumps(header, separators=(",", ":")).encode()),
                     b64url(json.dumps(payload, separators=(",", ":")).encode()), b64url(sig)])


@gen("S_jwt")
def g_jwt(r, sp):
    return _jwt(r)


# ---------------------------------------------------------------- filler generators
for _name, _pool in [("name_en", "NAME_EN"), ("name_zh", "NAME_ZH"), ("city_en", "CITY_EN"),
                     ("city_zh", "CITY_ZH"), ("fact_city_en", "FACT_CITY_EN"), ("fact_pet_en", "FACT_PET_EN"),
                     ("fact_teacher_en", "FACT_TEACHER_EN"), ("fact_car_en", "FACT_CAR_EN"),
                     ("fact_hometown_zh", "FACT_HOMETOWN_ZH"), ("fact_pet_zh", "FACT_PET_ZH"),
                     ("fact_teacher_zh", "FACT_TEACHER_ZH"), ("fact_food_zh", "FACT_FOOD_ZH"),
                     ("fact_school_zh", "FACT_SCHOOL_ZH"), ("pm_app", "PM_APP"), ("pm_item", "PM_ITEM"),
                     ("pm_item_zh", "PM_ITEM_ZH"), ("service_en", "SERVICE_EN"), ("service_zh", "SERVICE_ZH"),
                     ("brand_en", "BRAND_EN"), ("brand_zh", "BRAND_ZH"), ("bank_zh", "BANK_ZH"),
                     ("merchant", "MERCHANT_EN"), ("street_filler", "STREET_FILLER"),
                     ("safe_model", "SAFE_MODEL"), ("safe_model_cn", "SAFE_MODEL_CN"),
                     ("router_model", "ROUTER_MODEL"), ("router_model_cn", "ROUTER_MODEL_CN"),
                     ("lock_model_cn", "LOCK_MODEL_CN"), ("alarm_model", "ALARM_MODEL"),
                     ("printer_model", "PRINTER_MODEL"), ("nas_model", "NAS_MODEL"), ("uni", "UNI"),
                     ("domain", "DOMAIN"), ("repo", "REPO"), ("dbname", "DBNAME"), ("dbuser", "DBUSER"),
                     ("user", "USER"), ("name_zh_full", "FULLNAME_ZH")]:
    GEN[_name] = (lambda pool: (lambda r, sp: r.choice(FILL[pool])))(_pool)

MONTHS = "January February March April May June July August September October November December".split()
WEEKDAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()


@gen("name_full_en")
def g_name_full_en(r, sp):
    return "%s %s" % (r.choice(FILL["NAME_EN"]), r.choice(FILL["SURNAME_EN"]))


@gen("email")
def g_email(r, sp):
    return "%s@%s" % (r.choice(FILL["USER"]), r.choice(["gmail.com", "outlook.com", "icloud.com", "proton.me",
                                                         "163.com", "qq.com"] + FILL["DOMAIN"][:3]))


@gen("email_masked")
def g_email_masked(r, sp):
    u = r.choice(FILL["USER"])
    return "%s**@%s" % (u[:2], r.choice(["outlook.com", "hotmail.com", "live.com"]))


@gen("date_en")
def g_date_en(r, sp):
    return r.choice(["%d %s" % (r.randint(1, 28), r.choice(MONTHS)), "%s %d" % (r.choice(MONTHS), r.randint(1, 28)),
                     "%d/%d/%d" % (r.randint(1, 28), r.randint(1, 12), r.randint(2022, 2025))])


@gen("date_zh")
def g_date_zh(r, sp):
    return r.choice(["%d月%d日" % (r.randint(1, 12), r.randint(1, 28)),
                     "%d年%d月%d日" % (r.randint(2022, 2025), r.randint(1, 12), r.randint(1, 28))])


@gen("weekday")
def g_weekday(r, sp):
    return r.choice(WEEKDAYS)


@gen("time")
def g_time(r, sp):
    return "%d:%02d" % (r.randint(6, 22), r.choice([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]))


@gen("host")
def g_host(r, sp):
    return r.choice(["db-%d.internal" % r.randint(1, 9), "10.0.%d.%d" % (r.randint(0, 9), r.randint(2, 250)),
                     "pg.%s" % r.choice(FILL["DOMAIN"]), "mq-prod.%s" % r.choice(FILL["DOMAIN"]),
                     "172.16.%d.%d" % (r.randint(0, 31), r.randint(2, 250))])


@gen("octet")
def g_octet(r, sp):
    return str(r.randint(2, 250))


@gen("hex5")
def g_hex5(r, sp):
    return rs(r, string.ascii_lowercase + string.digits, 5)


@gen("hex16")
def g_hex16(r, sp):
    return hexs(r, 16)


@gen("acct")
def g_acct(r, sp):
    return r.choice(["st", "backup", "media", "logs"]) + rs(r, string.ascii_lowercase + string.digits, 8)


@gen("ssid")
def g_ssid(r, sp):
    return r.choice(["%s_Home" % r.choice(FILL["SURNAME_EN"]), "FBI Surveillance Van %d" % r.randint(2, 9),
                     "Lakeview-Guest", "StudioNet-5G", "The Burrow", "PrettyFlyForAWiFi", "Room%d" % r.randint(100, 999),
                     "Office-%s" % r.choice(["2F", "3F", "Lab"]), "Casa-%s" % r.choice(FILL["NAME_EN"])])


@gen("ssid_vendor")
def g_ssid_vendor(r, sp):
    hx = hexs(r, 4, upper=True)
    return r.choice(["TP-LINK_%s" % hx, "HUAWEI-%s" % hx, "Xiaomi_%s_5G" % hx, "ChinaNet-%s" % rs(r, string.ascii_letters, 4),
                     "CMCC-%s" % rs(r, string.ascii_letters + string.digits, 4), "BT-%s" % rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 6),
                     "VM%s" % digits(r, 7), "SKY%s" % digits(r, 5), "NETGEAR%d" % r.randint(10, 99)])


@gen("berth")
def g_berth(r, sp):
    return "%s%d" % (r.choice("ABCDEF"), r.randint(1, 40))


@gen("room")
def g_room(r, sp):
    return str(r.choice([r.randint(101, 130), r.randint(201, 230), r.randint(301, 330), r.randint(1201, 1830)]))


@gen("locker_no")
def g_locker_no(r, sp):
    return str(r.randint(1, 240))


@gen("gate")
def g_gate(r, sp):
    return "%s%d" % (r.choice("ABCDEK"), r.randint(1, 48))


@gen("seat")
def g_seat(r, sp):
    return "%d%s" % (r.randint(3, 42), r.choice("ABCDEF"))


@gen("seat_cn")
def g_seat_cn(r, sp):
    return "%02d%s" % (r.randint(1, 18), r.choice("ABCDF"))


@gen("train_car")
def g_train_car(r, sp):
    return "%02d" % r.randint(1, 16)


@gen("bay")
def g_bay(r, sp):
    return str(r.randint(12, 480))


@gen("flatno")
def g_flatno(r, sp):
    return "%d%s" % (r.randint(1, 24), r.choice("ABCD"))


@gen("houseno")
def g_houseno(r, sp):
    return str(r.randint(2, 140))


@gen("building")
def g_building(r, sp):
    return str(r.randint(1, 32))


@gen("serial")
def g_serial(r, sp):
    return r.choice(["%s%s%s" % (digits(r, 2), rs(r, "ABCDEFGHJKLMNPRSTUVWXYZ", 2), digits(r, 8)),
                     "SN%s" % rs(r, string.ascii_uppercase + string.digits, 10),
                     "%s-%s-%s" % (rs(r, string.ascii_uppercase + string.digits, 4),
                                   rs(r, string.ascii_uppercase + string.digits, 4), digits(r, 4))])


@gen("part_no")
def g_part_no(r, sp):
    return "%s-%s%s" % (rs(r, string.ascii_uppercase, 3), digits(r, 3), rs(r, string.ascii_uppercase, 1))


@gen("battery_model")
def g_battery_model(r, sp):
    return r.choice(["BAT-12V-7AH", "CR123A", "LR03", "12V 2.1Ah SLA"])


@gen("version")
def g_version(r, sp):
    return r.choice(["%d.%d.%d" % (r.randint(1, 18), r.randint(0, 30), r.randint(0, 40)),
                     "v%d.%d.%d" % (r.randint(0, 9), r.randint(0, 30), r.randint(0, 12)),
                     "%d.%d" % (r.randint(1, 12), r.randint(0, 9))])


@gen("fw_version")
def g_fw_version(r, sp):
    return r.choice(["V%d.%d.%d Build %s" % (r.randint(1, 5), r.randint(0, 9), r.randint(0, 30), digits(r, 6)),
                     "%d.%d.%d.%d" % (r.randint(1, 9), r.randint(0, 9), r.randint(0, 99), r.randint(100, 999))])


@gen("pyver")
def g_pyver(r, sp):
    return "3.%d.%d" % (r.randint(9, 13), r.randint(0, 12))


@gen("ios_ver")
def g_ios_ver(r, sp):
    return "%d.%d.%d" % (r.randint(16, 18), r.randint(0, 6), r.randint(0, 3))


@gen("ubuver")
def g_ubuver(r, sp):
    return r.choice(["22.04.4", "24.04.1", "22.04.5", "24.04.2"])


@gen("git_sha")
def g_git_sha(r, sp):
    return hexs(r, 40)


@gen("git_short")
def g_git_short(r, sp):
    return hexs(r, r.choice([7, 7, 8, 10]))


@gen("sri")
def g_sri(r, sp):
    return r.choice(["sha384-" + base64.b64encode(rbytes(r, 48)).decode(),
                     "sha512-" + base64.b64encode(rbytes(r, 64)).decode()])


@gen("sha256")
def g_sha256(r, sp):
    return hexs(r, 64)


@gen("md5")
def g_md5(r, sp):
    return hexs(r, 32)


@gen("image")
def g_image(r, sp):
    return r.choice(["nginx:1.27-alpine", "postgres:16", "python:3.12-slim", "redis:7.2", "node:20-bookworm"])


@gen("phone_us")
def g_phone_us(r, sp):
    return r.choice(["(%d) 555-01%02d", "%d-555-01%02d", "+1 %d 555 01%02d"]) % (r.randint(201, 989), r.randint(0, 99))


@gen("phone_uk")
def g_phone_uk(r, sp):
    return r.choice(["07700 900%03d" % r.randint(0, 999), "020 7946 0%03d" % r.randint(0, 999),
                     "0113 496 0%03d" % r.randint(0, 999)])


@gen("phone_cn")
def g_phone_cn(r, sp):
    d = r.choice(["138", "139", "150", "186", "177", "199"]) + digits(r, 8)
    return r.choice([d, "%s %s %s" % (d[:3], d[3:7], d[7:]), "%s-%s-%s" % (d[:3], d[3:7], d[7:])])


@gen("landline_cn")
def g_landline_cn(r, sp):
    return r.choice(["010-6%s", "021-5%s", "020-8%s", "0755-2%s"]) % digits(r, 7)


@gen("ext")
def g_ext(r, sp):
    return str(r.randint(100, 499))


@gen("last4")
def g_last4(r, sp):
    return digits(r, 4)


def _non_luhn(r, n, prefix=""):
    while True:
        s = prefix + digits(r, n - len(prefix))
        if not luhn_ok(s):
            return s


@gen("order4")
def g_order4(r, sp):
    return str(r.randint(10, 999)) if r.random() < 0.3 else digits(r, 4)


@gen("order5")
def g_order5(r, sp):
    return digits(r, 5)


@gen("order6")
def g_order6(r, sp):
    return digits(r, 6)


@gen("order8")
def g_order8(r, sp):
    return digits(r, 8)


@gen("order_long")
def g_order_long(r, sp):
    return _non_luhn(r, r.choice([13, 14, 16, 18]))


@gen("order_amazon")
def g_order_amazon(r, sp):
    while True:
        a, b, c = str(r.randint(111, 404)), digits(r, 7), digits(r, 7)
        if not luhn_ok(a + b + c):
            return "%s-%s-%s" % (a, b, c)


@gen("order_taobao")
def g_order_taobao(r, sp):
    return _non_luhn(r, 19, r.choice(["1", "2", "3"]))


@gen("order_jd")
def g_order_jd(r, sp):
    return digits(r, 12)


@gen("track_ups")
def g_track_ups(r, sp):
    return "1Z%s%s%s" % (rs(r, string.ascii_uppercase + string.digits, 6), digits(r, 2), digits(r, 8))


@gen("track_rm")
def g_track_rm(r, sp):
    return "%s%s%sGB" % (r.choice(["RB", "AB", "TT", "KG"]), digits(r, 8), r.randint(0, 9))


@gen("track_usps")
def g_track_usps(r, sp):
    d = "9400" + digits(r, 18)
    return " ".join(d[i:i + 4] for i in range(0, len(d), 4))


@gen("track_sf")
def g_track_sf(r, sp):
    return "SF" + _non_luhn(r, 13, "1")


@gen("track_yt")
def g_track_yt(r, sp):
    return "YT" + _non_luhn(r, 13, "7")


@gen("track_zto")
def g_track_zto(r, sp):
    return _non_luhn(r, 14, "7")


@gen("track_dhl")
def g_track_dhl(r, sp):
    return digits(r, 10)


@gen("flight")
def g_flight(r, sp):
    return "%s%d" % (r.choice(["BA", "KL", "LH", "AF", "EI", "U2", "FR", "AA", "DL", "QF"]), r.randint(10, 2999))


@gen("flight_cn")
def g_flight_cn(r, sp):
    return "%s%d" % (r.choice(["CA", "MU", "CZ", "HU", "ZH", "MF", "3U"]), r.randint(1000, 9899))


@gen("train_cn")
def g_train_cn(r, sp):
    return "%s%d" % (r.choice("GGDDKZ"), r.randint(1, 2999))


@gen("pnr")
def g_pnr(r, sp):
    return rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)


@gen("pnr8")
def g_pnr8(r, sp):
    return rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 8)


@gen("hotel_conf")
def g_hotel_conf(r, sp):
    return r.choice([digits(r, 10), digits(r, 9), "%s.%s" % (digits(r, 4), digits(r, 3)), "HX" + digits(r, 8)])


@gen("voucher")
def g_voucher(r, sp):
    return "%s-%s" % (rs(r, string.ascii_uppercase, 2), digits(r, 9))


@gen("exp")
def g_exp(r, sp):
    return "%02d/%02d" % (r.randint(1, 12), r.randint(26, 31))


@gen("cvv")
def g_cvv(r, sp):
    return "%03d" % r.randint(100, 999)


@gen("bic")
def g_bic(r, sp):
    return r.choice(["INGBNL2A", "COBADEFFXXX", "BNPAFRPP", "NWBKGB2L", "CAIXESBB", "GEBABEBB", "BKAUATWW"])


@gen("price_gbp")
def g_price_gbp(r, sp):
    return "%d.%02d" % (r.randint(3, 480), r.randint(0, 99))


@gen("price_usd")
def g_price_usd(r, sp):
    return "%d.%02d" % (r.randint(2, 300), r.randint(0, 99))


@gen("price_cny")
def g_price_cny(r, sp):
    return "%d.%d" % (r.randint(40, 900), r.randint(0, 9))


@gen("count")
def g_count(r, sp):
    return str(r.randint(12, 4800))


@gen("km")
def g_km(r, sp):
    return "%d.%d" % (r.randint(3, 21), r.randint(0, 9))


@gen("duration")
def g_duration(r, sp):
    return "%d:%02d" % (r.randint(18, 110), r.randint(0, 59))


@gen("pace")
def g_pace(r, sp):
    return "%d'%02d\"" % (r.randint(4, 7), r.randint(0, 59))


@gen("score")
def g_score(r, sp):
    return "%d-%d" % (r.randint(1, 6), r.randint(0, 4))


@gen("score_pts")
def g_score_pts(r, sp):
    return str(r.randint(82, 148))


@gen("steps")
def g_steps(r, sp):
    return str(r.randint(8000, 31000))


@gen("hours")
def g_hours(r, sp):
    return str(r.randint(28, 71))


def _isbn13(r):
    while True:
        body = "978" + digits(r, 9)
        s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
        full = body + str((10 - s % 10) % 10)
        if not luhn_ok(full):
            return full


@gen("isbn")
def g_isbn(r, sp):
    s = _isbn13(r)
    return r.choice([s, "%s-%s-%s-%s-%s" % (s[:3], s[3], s[4:8], s[8:12], s[12])])


@gen("ean")
def g_ean(r, sp):
    while True:
        body = r.choice(["50", "69", "40", "87"]) + digits(r, 10)
        s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
        full = body + str((10 - s % 10) % 10)
        if not luhn_ok(full):
            return full


@gen("sku")
def g_sku(r, sp):
    return r.choice(["%s-%s-%s" % (rs(r, string.ascii_uppercase, 3), digits(r, 4), rs(r, string.ascii_uppercase, 2)),
                     "%s%s" % (rs(r, string.ascii_uppercase, 2), digits(r, 7))])


@gen("card_invalid")
def g_card_invalid(r, sp):
    return group_card(_non_luhn(r, 16, r.choice(["6", "7", "9", "60", "88"])), r.choice([" ", "-"]))


@gen("card_invalid_plain")
def g_card_invalid_plain(r, sp):
    return _non_luhn(r, r.choice([14, 16, 19]), r.choice(["2", "7", "9"]))


@gen("zip_line")
def g_zip_line(r, sp):
    return r.choice(["Austin, TX 787%02d", "Denver, CO 802%02d", "Portland, OR 972%02d", "Boston, MA 021%02d",
                     "Madison, WI 537%02d"]) % r.randint(1, 50)


@gen("uk_post")
def g_uk_post(r, sp):
    return r.choice(["SW1A", "LS6", "BS8", "M14", "EH9", "CF24", "NR2", "OX4"]) + " %d%s" % (
        r.randint(1, 9), rs(r, "ABDEFGHJLNPQRSTUWXYZ", 2))


@gen("uk_addr")
def g_uk_addr(r, sp):
    return "%d %s, %s" % (r.randint(2, 140), r.choice(FILL["STREET_FILLER"]), g_uk_post(r, sp))


IN_PIN = [("Pune", "Maharashtra", "411"), ("Bengaluru", "Karnataka", "560"), ("Chennai", "Tamil Nadu", "600"),
          ("Kochi", "Kerala", "682"), ("Jaipur", "Rajasthan", "302"), ("Lucknow", "Uttar Pradesh", "226")]


@gen("in_city_pin")
def g_in_city_pin(r, sp):
    city, state, pre = r.choice(IN_PIN)
    return "%s, %s - PIN code %s%03d" % (city, state, pre, r.randint(1, 99))


CN_POST = [("北京市海淀区", "1000"), ("上海市徐汇区", "2000"), ("广州市天河区", "5106"), ("成都市武侯区", "6100"),
           ("杭州市西湖区", "3100"), ("武汉市洪山区", "4300"), ("西安市雁塔区", "7100")]


@gen("cn_post_addr")
def g_cn_post_addr(r, sp):
    city, pre = r.choice(CN_POST)
    return "%s，邮编%s%02d" % (city, pre, r.randint(0, 99))


@gen("cn_post")
def g_cn_post(r, sp):
    return r.choice(CN_POST)[1] + "%02d" % r.randint(0, 99)


@gen("ENVNAME")
def g_envname(r, sp):
    return r.choice(["DB_PASSWORD", "SMTP_PASS", "API_TOKEN", "REDIS_PASSWORD", "STRIPE_SECRET_KEY", "JWT_SECRET",
                     "OPENAI_API_KEY", "MYSQL_ROOT_PASSWORD"])


@gen("secret_name")
def g_secret_name(r, sp):
    return r.choice(["prod-db", "smtp-relay", "payments", "app-secrets", "mysql-main", "mail"])


@gen("profile")
def g_profile(r, sp):
    return r.choice(["prod", "backup", "personal", "ci"])


@gen("PH_KEY")
def g_ph_key(r, sp):
    return r.choice(["<your-api-key>", "YOUR_TOKEN_HERE", "sk-xxxxxxxxxxxxxxxxxxxxxxxx", "<paste token>",
                     "${API_KEY}", "REPLACE_ME", "xxxx-xxxx-xxxx"])


@gen("masked")
def g_masked(r, sp):
    return r.choice(["********", "••••••••", "●●●●●●", "xxxxxx", "[hidden]"])


@gen("redacted")
def g_redacted(r, sp):
    return "[REDACTED:%s]" % r.choice(["pin", "password", "otp", "device_code", "security_answer", "api_key"])


@gen("redact_kind")
def g_redact_kind(r, sp):
    return r.choice(["security_answer", "pin", "password_nl", "otp", "wifi_password", "device_code", "api_key"])


@gen("promo")
def g_promo(r, sp):
    return r.choice(["%s%d" % (r.choice(["SPRING", "WELCOME", "SAVE", "FRIEND", "NEWYEAR", "HELLO"]), r.choice([10, 15, 20, 25])),
                     rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 4) + digits(r, 2),
                     rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 8)])


@gen("xpub")
def g_xpub(r, sp):
    k = _k256(r)
    X, Y = k1_mul(k)
    pub = bytes([2 + (Y & 1)]) + X.to_bytes(32, "big")
    payload = bytes.fromhex("0488b21e") + bytes([3]) + rbytes(r, 4) + struct.pack(">I", 0x80000000) + rbytes(r, 32) + pub
    return b58check(payload)


@gen("redacted:b")
def g_redacted_b(r, sp):
    return g_redacted(r, sp)


@gen("test_card")
def g_test_card(r, sp):
    return group_card(r.choice(DOC_TEST_CARDS), r.choice([" ", ""]))


@gen("aws_example")
def g_aws_example(r, sp):
    return r.choice(["AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
                     "aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"])


@gen("bip_vector")
def g_bip_vector(r, sp):
    return r.choice(["abandon " * 11 + "about", "zoo " * 11 + "wrong", "legal winner thank year wave sausage worth "
                     "useful legal winner thank yellow"])


@gen("rfc_totp")
def g_rfc_totp(r, sp):
    # RFC 6238 appendix B seeds (SHA-1, SHA-256, SHA-512) and the Google Authenticator wiki example
    return r.choice([base64.b32encode(b"12345678901234567890").decode(),
                     base64.b32encode(b"12345678901234567890123456789012").decode().rstrip("="),
                     base64.b32encode(b"1234567890" * 6 + b"1234").decode().rstrip("="), "JBSWY3DPEHPK3PXP"])


@gen("iban_example")
def g_iban_example(r, sp):
    return iban_paper(r.choice(IBAN_EXAMPLES))


JWT_IO_SAMPLE = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0"
                 "IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")


@gen("jwt_sample")
def g_jwt_sample(r, sp):
    return JWT_IO_SAMPLE


@gen("hotp_vector")
def g_hotp_vector(r, sp):
    return r.choice(["755224", "287082", "359152"])


@gen("ssh_pub")
def g_ssh_pub(r, sp):
    pub = ed25519_pub(rbytes(r, 32))
    blob = _ssh_str("ssh-ed25519") + _ssh_str(pub)
    return "ssh-ed25519 %s %s@%s" % (base64.b64encode(blob).decode(), r.choice(FILL["USER"]).split(".")[0],
                                      r.choice(["laptop", "desktop", "work-mbp"]))


@gen("btc_addr")
def g_btc_addr(r, sp):
    return bech32_encode("bc", [0] + convertbits(rbytes(r, 20), 8, 5))


@gen("eth_addr")
def g_eth_addr(r, sp):
    return "0x" + hexs(r, 40)


@gen("pgp_fpr")
def g_pgp_fpr(r, sp):
    h = hexs(r, 40, upper=True)
    return " ".join(h[i:i + 4] for i in range(0, 40, 4))


@gen("wg_pub")
def g_wg_pub(r, sp):
    return base64.b64encode(rbytes(r, 32)).decode()


@gen("age_pub")
def g_age_pub(r, sp):
    return bech32_encode("age", convertbits(rbytes(r, 32), 8, 5))


# ================================================================ templates
# Each template: a text with «placeholders».  A secret template has exactly one
# S_ placeholder (it may occur twice; it then has one value) and that value is
# the span.  A leading "!" marks a template hard, "~" not hard, where the kind's
# default does not fit.
TEMPLATES = defaultdict(list)   # (kind, lang) -> [text]


def T(kind, lang, *texts):
    TEMPLATES[(kind, lang)].extend(texts)


SECRET_KINDS = ["password_nl", "pin", "otp", "wifi_password", "security_answer", "device_code",
                "recovery_codes", "api_key", "private_key", "mnemonic_bip39_en", "mnemonic_zh", "card_number",
                "iban", "totp_secret", "crypto_wallet_key", "env_file", "connection_string", "jwt"]
HARD_SECRET_KINDS = {"password_nl", "pin", "otp", "wifi_password", "security_answer", "device_code"}
HARD_BENIGN_KINDS = {"secret_reference", "credential_talk", "unanswered_question", "personal_fact", "place_number",
                     "device_model", "checksum", "postal_code", "code_config_benign", "placeholder", "test_value",
                     "card_like_number", "public_key"}

# ---------------------------------------------------------------- password_nl
T("password_nl", "en",
  "Voice memo, 7:42 a.m. - okay, for the allotment society website the login is my email and the password is "
  "«S_pw_word», I changed it after the newsletter mix-up.",
  "Subject: Cat-sitting notes\n\nHi «name_en»,\n\nThe laptop in the study opens with «S_pw_leet» if you want to "
  "stream something in the evening. Food is in the blue tin, two scoops.\n\nThanks again!",
  "HANDOVER - «date_en»\n- Label printer queue is stuck again; restart it from the admin page (admin / «S_pw_rand»)\n"
  "- Milk order goes in on Fridays\n- Bins: green this week",
  "When Grandpa phones about the tablet again: it's «S_pw_spell_en». He keeps forgetting the last bit.",
  "site,username,password,notes\nnursery-portal,«user»,«S_pw_year»,kids photos + invoices",
  "[screenshot, transcribed] Account created!  Username: «user»   Temporary password: «S_pw_temp»   "
  "You'll be asked to choose a new one at first sign-in.",
  "«name_en»: what's the login for the church hall booking site?\nme: «email» and «S_pw_phrase»\n«name_en»: ta x",
  "Dear diary - finally changed the tax portal password to «S_pw_pet». The dog plus the year we got her, "
  "I will never forget that one.",
  "OCR of the yellow sticky on the payroll PC: «S_pw_word»   <- new since Monday, old one expired",
  "Rota app: I've set everyone's starting password to «S_pw_temp» - change it when you first log in please.",
  "2024-05-02 10:14:07 INFO auth: login attempt user=«user» password=«S_pw_word» result=FAIL (pasted from the "
  "kiosk log, sorry)",
  )
T("password_nl", "zh",
  "语音转文字：那个，物业缴费小程序的密码我改成«S_pw_pinyin»了，你下次交物业费直接登就行。",
  "【相亲相爱一家人】\n爸：你妈的医保账号密码是多少？\n我：«S_pw_pinyin»，登录名是她手机号",
  "交接说明（«date_zh»）\n1. 前台电脑开机密码：«S_pw_word»\n2. 快递统一放二楼茶水间\n3. 周五下午大扫除",
  "给奶奶写的纸条：平板的密码是«S_pw_spell_zh»，输的时候慢慢来，别着急。",
  "备忘录\n学校家长群管理后台\n账号：«phone_cn»\n密码：«S_pw_year»",
  "截图文字识别：\n恭喜您注册成功！\n初始密码：«S_pw_temp»\n请登录后尽快修改。",
  "老公，路由器管理页面的登录密码是«S_pw_rand»，别再按复位键了。",
  "日记 «date_zh» 晴\n今天把邮箱密码换成了«S_pw_pet»，狗狗的名字加上它来我们家的那一年。",
  "师傅，店里收银机登录用工号«order4»，密码«S_pw_leet»，明天早班你先开机。",
  )
T("password_nl", "mixed",
  "帮我登一下公司的 Jira，username 是 «user»，password 是 «S_pw_word»，我在开会不方便。",
  "Note to self: 税务 app 的 password 已经改成 «S_pw_pinyin» 了，旧的别再试了，会锁号。",
  "«name_zh»: 那个 shared drive 怎么进？\nme: login 用 team@«domain»，密码 «S_pw_phrase»",
  "Onboarding checklist ✅\n- 邮箱开通：«email»\n- 初始 password：«S_pw_temp»（第一次登录要改）",
  "OK so 妈妈的 iPad passcode 不是数字，是 «S_pw_leet»，she wrote it on the back of the box lol",
  "考试报名网站 account «user» / pwd «S_pw_year»，deadline 是«date_zh»",
  "09:02:44 WARN 用户 «user» 登录失败 (password=«S_pw_rand»)，这条 log 要不要先删掉？",
  )

# ---------------------------------------------------------------- pin
T("pin", "en",
  "Voicemail transcript: Hi love, it's Dad. The card for the joint account came this morning, the PIN's "
  "«S_pin_words». Ring me back when you can.",
  "Kids' debit cards: Maya's PIN «S_pin4». Please don't let her tell her friends again.",
  "SIM in the old phone - PIN «S_pin4» (the PUK is on the plastic holder in the kitchen drawer).",
  "The parental lock on the Freeview box is «S_pin4». It asks for it after 9pm.",
  "Notes from the bank call: replacement card in 5 working days, temporary PIN «S_pin_spaced», change it at any "
  "cash machine.",
  "Work Android unlock: «S_pin6». IT says we have to change it every quarter now.",
  "Mum's banking app wanted a six-digit PIN; we set it to «S_pin6» together over lunch.",
  "Fuel card for the van - driver PIN «S_pin4». Keep the card and this note apart.",
  )
T("pin", "zh",
  "工资卡取款密码：«S_pin6»，别跟任何人说",
  "妈，新办的社保卡密码我给你设的是«S_pin_zh»，记住啊。",
  "语音转文字：支付宝的支付密码我改了，现在是«S_pin_zh_colloq»，你去菜市场的时候用。",
  "手机开机密码换成«S_pin6»了，原来那个被小孩偷看到了。",
  "电视机的儿童锁密码是«S_pin4»，周末才告诉他们。",
  "医保卡的密码问过柜台了，是初始的«S_pin6»，下周去改掉。",
  "爸爸的存折密码«S_pin6»，在他床头柜第二个抽屉里那本蓝色的。",
  "交通卡的小额免密关了，现在付款要输六位数字密码：«S_pin6»",
  )
T("pin", "mixed",
  "新的 debit card 到了，PIN 是 «S_pin4»，记得去 ATM 改一下。",
  "帮我记一下：work phone 的 unlock PIN «S_pin6»，iPad 的另外再说。",
  "微信 pay 的六位数 PIN 我设成 «S_pin6» 了，别外传 pls",
  "Netflix profile lock 我加了个 PIN：«S_pin4»，小朋友不能偷看恐怖片了 😂",
  "SIM 卡 PIN 码 «S_pin4»，restart 手机的时候会问你。",
  )

# ---------------------------------------------------------------- otp
T("otp", "en",
  "«brand_en»: «S_otp6» is your sign-in code. It expires in 10 minutes. We'll never ask you for it.",
  "The courier rang and said he needed 'the number they texted me' to release the parcel, so I read out "
  "«S_otp_words» before I realised it was the bank's code. Calling them now.",
  "Fwd: Verify your new device\n\n> Use «S_otp_sep» to finish setting up your new phone. If this wasn't you, "
  "change your password.",
  "Security code: «S_otp7»\nUse this code for Microsoft account «email_masked».",
  "Steam Guard code for the new laptop login: «S_otp_steam»",
  "«name_en»: the code on my phone says «S_otp6», does that work?\nme: yep, I'm in, thanks",
  "Approve a payment of £«price_gbp» to «merchant»? Your approval code is «S_otp8». We will never call you to "
  "ask for this code.",
  "Called the helpdesk, they sent a one-time passcode to reset the account: «S_otp_alnum». It's only good for "
  "fifteen minutes.",
  "Diary, «weekday». The lad at the phone shop asked me to read the text out loud. «S_otp_spaced». Felt wrong "
  "the moment I said it.",
  )
T("otp", "zh",
  "【«brand_zh»】验证码«S_otp6»，用于登录，5分钟内有效。如非本人操作，请忽略本短信。",
  "【«bank_zh»】您尾号«last4»的卡正在进行网上支付，动态密码：«S_otp6»，切勿泄露给他人。",
  "刚才有个自称快递客服的人打电话，让我报一下短信里的数字，我差点就念了«S_otp_zh»，还好挂了。",
  "【«brand_zh»】您的验证码是«S_otp4»，请在页面中输入以完成验证。",
  "老妈：儿子，手机收到一个码«S_otp6»，是不是你刚才说的那个？\n我：对对，就是这个",
  "语音转文字：喂，你把刚才发给你的验证码念一下……嗯，«S_otp_zh»是吧，好，我登进去了。",
  "[截图文字] 登录确认\n您的动态码：«S_otp_sep»\n有效期 300 秒",
  "【12306】您正在进行候补订单兑现，验证码«S_otp6»，请勿转发。",
  )
T("otp", "mixed",
  "刚收到 «brand_en» 的 verification code：«S_otp6»，你那边输一下？",
  "妈转发过来一条：Your Apple ID Code is: «S_otp6». Do not share it with anyone. 她问我这是啥",
  "Boss 让我把 2FA code 念给他，«S_otp_sep»，念完我才觉得不对劲……",
  "[ticket #«order5»] 用户反馈收到 OTP «S_otp6» 但页面提示 code expired",
  "Steam 令牌代码 «S_otp_steam»，帮我在新电脑上 login 一下",
  "Uber 司机问我要 4 位的 code，我给了 «S_otp4»，上车了",
  )

# ---------------------------------------------------------------- wifi_password
T("wifi_password", "en",
  "Welcome to the lake cabin! Network: «ssid»   Key: «S_wifi_phrase»   Please don't stream 4K, the satellite "
  "link is slow.",
  "The QR code on the fridge decodes to: WIFI:T:WPA;S:«ssid»;P:«S_wifi»;H:false;;",
  "Router sticker (transcribed): SSID «ssid_vendor» / Wireless Key «S_wifi_router» / Admin http://192.168.1.1",
  "Guest network for Saturday's party is «ssid» and the password is «S_wifi_phrase», tell people at the door.",
  "memo to self - the clinic's staff Wi-Fi got changed, it's «S_wifi_digits» now, the old one's gone",
  "«name_en»: wifi?\nme: «ssid» / «S_wifi»",
  "Café chalkboard, photo from today: FREE WIFI «ssid» - pass «S_wifi_phrase» - ask for oat milk",
  "Landlord's message: broadband is in, network «ssid_vendor», WPA2 key «S_wifi_router». Router's under the stairs.",
  )
T("wifi_password", "zh",
  "【民宿入住须知】无线网络：«ssid_vendor»，密码：«S_wifi_digits»，早餐7:30开始。",
  "家里WiFi密码改成«S_wifi_pinyin»了，谁再蹭网我就再改。",
  "语音转文字：那个办公室的无线密码是«S_wifi_zh_spoken»，对，全是数字。",
  "路由器背面标签：\n无线名称：«ssid_vendor»\n无线密码：«S_wifi_router»",
  "@所有人 会议室新WiFi：«ssid»，密码«S_wifi»，访客请连带Guest的那个。",
  "二维码内容：WIFI:S:«ssid»;T:WPA;P:«S_wifi_pinyin»;;",
  "爸，你手机连不上网是因为密码输错了，正确的是«S_wifi_digits»，中间没有空格。",
  "装宽带师傅留的纸条：无线«ssid_vendor»，密码«S_wifi_digits»，有问题打«phone_cn»",
  )
T("wifi_password", "mixed",
  "Wi-Fi 名字 «ssid»，password «S_wifi_pinyin»，全部小写。",
  "房东发来的：WiFi «ssid_vendor» / 密码 «S_wifi_router»，入住愉快！",
  "公司 guest WiFi 这周换了 key：«S_wifi_phrase»",
  "朋友来家里 party，WiFi pwd 贴在冰箱上：«S_wifi»",
  "酒店 WiFi 要 room number 登录，我们这层的 code 是 «S_wifi_digits»",
  )

# ---------------------------------------------------------------- security_answer
T("security_answer", "en",
  "Account recovery setup\nQuestion: What was the make and model of your first car?\nAnswer: «S_sa_car»",
  "For the pension provider they asked where my parents met - I put «S_sa_city».",
  "Bank security questions (set «date_en»):\n«S_sa_block_en»",
  "Voice memo: the building society rang and asked for my first employer, which I'd said was «S_sa_job». "
  "They wanted the exact spelling.",
  "«name_en»: what did you put for 'childhood best friend' on the energy account?\nme: «S_sa_friend», same as "
  "everywhere",
  "Reset hint card - favourite book as a child. What I actually typed: «S_sa_book»",
  "Insurance portal memorable info: the street I grew up on -> «S_sa_street»",
  "NB the 'mother's maiden name' on the council account is not the real one, it's «S_sa_fake»",
  "Typed «S_sa_teacher» into the 'favourite teacher' box on the broker's site; it took three goes to get the "
  "spacing right.",
  "If they ask about my first pet on the phone: «S_sa_pet» (a hamster, 1994).",
  "Mum's maiden name for the joint-account checks: «S_sa_maiden».",
  )
T("security_answer", "zh",
  "密保问题一：您母亲的姓名？ 答案：«S_sa_zh_mother»",
  "12306 设的密保：出生地 → «S_sa_zh_hometown»",
  "银行APP安全问题（«date_zh»设置）\n«S_sa_block_zh»",
  "语音转文字：客服问我小学的名字，我说«S_sa_zh_school»，她说对了，然后就帮我重置了。",
  "QQ 密保我当时是乱填的，“你最喜欢的食物”写的是«S_sa_zh_fake»，千万别忘。",
  "我给老爸的游戏账号设的问题是“您父亲的名字”，答案就是爷爷的名字«S_sa_zh_father»。",
  "备忘：邮箱找回问题“你初中班主任是谁”——«S_sa_zh_teacher»",
  "支付宝安全问题：您最喜欢的菜？我填了«S_sa_zh_food»。",
  "密保：第一只宠物的名字 = «S_sa_zh_pet»",
  "游戏账号申诉要填“最好朋友的名字”，我当年填的是«S_sa_zh_friend»。",
  )
T("security_answer", "mixed",
  "Apple ID 的 security question 'Who was your best friend as a child?' 我填的 «S_sa_zh_friend»",
  "Bank 的 memorable word 我设的是 «S_sa_fake»，注意大小写。",
  "Security questions（别给别人看）\n«S_sa_block_mixed»",
  "PayPal 问 mother's name，我写的是 «S_sa_zh_mother»",
  "first pet 那个问题答案是 «S_sa_zh_pet»，拼音还是汉字？汉字。",
  "Hometown 那题我写了 «S_sa_zh_hometown»，中间没有空格。",
  )

# ---------------------------------------------------------------- device_code
T("device_code", "en",
  "Marina pontoon gate - code «S_dc_key». Boat's on berth «berth», the blue one with the dinghy.",
  "Allotment shed combination: «S_dc_combo». Please put the spade back this time!",
  "Defibrillator cabinet outside the church hall: «S_dc4». The ambulance line gives it out too, but it's quicker if we know it.",
  "Rehearsal studio, room «room»: keypad «S_dc_key». Last one out sets the alarm.",
  "Server room door at the «city_en» office: «S_dc6». Ops only.",
  "Voice memo - Nan's pill safe opens with «S_dc_words». Turn the wheels slowly, they stick.",
  "Gun cabinet in the barn: «S_dc_dial». Dad wants it written down here and nowhere else.",
  "Big grey suitcase - luggage lock is set to «S_dc3».",
  "Co-working space after-hours door: «S_dc_key» (press the key symbol first).",
  "Word lock on the garden tool chest: «S_dc_word».",
  "Laundry room in the basement: «S_dc5», the door sticks so push hard.",
  "Ski hire locker «locker_no» at the bottom station - code «S_dc4». I'll leave the boots in there.",
  "Petty-cash tin at the rowing club opens with «S_dc_combo»; receipts go in the envelope.",
  )
T("device_code", "zh",
  "小区单元门禁密码：«S_dc_key»，送外卖的小哥老问。",
  "琴房的密码锁是«S_dc4»，周三下午我们班用。",
  "实验室样品冰箱的锁：«S_dc_combo»，别告诉隔壁组。",
  "民宿入住：大门密码«S_dc_hash»，进门后左手边是灯的开关。",
  "机房门禁临时密码«S_dc6»，周五下班后失效。",
  "档案柜的转盘锁：«S_dc_dial_zh»",
  "语音转文字：天台的门是那种数字锁，«S_dc_zh»，你上去晒被子的时候用。",
  "行李箱密码«S_dc3»，出门前拍照留底。",
  "电动车电池仓的密码锁设成了«S_dc4»。",
  "仓库卷帘门旁边的按键面板密码«S_dc6»，早上七点以后才能开。",
  "医院更衣室的柜子«locker_no»号，密码«S_dc4»，夜班的时候用。",
  "财务室保险柜：«S_dc_dial_zh»，只有出纳和我知道。",
  )
T("device_code", "mixed",
  "Office 后门的 keypad code 是 «S_dc_key»，after 8pm 用。",
  "储藏室的 combination lock：«S_dc_combo»，里面有露营装备。",
  "Dog daycare 的院子门 code «S_dc4»，接狗的时候自己开。",
  "仓库卷帘门 remote 坏了，用旁边的 keypad，密码 «S_dc6»。",
  "Makerspace 工具柜 word lock 是 «S_dc_word»。",
  "Boathouse 的门锁 code 换了：«S_dc_key»，老的那个不行了。",
  "火车站 left-luggage locker «locker_no»，密码 «S_dc6»，取的时候输一下",
  )

# ---------------------------------------------------------------- recovery_codes
T("recovery_codes", "en",
  "GitHub recovery codes (saved «date_en»):\n«S_rc_gh»",
  "Microsoft account recovery code: «S_rc_ms» - the new one, since I used the old.",
  "Backup codes for the shared Google account\n«S_rc_google»\nEach code works once.",
  "Apple recovery key (printed, now typed here): «S_rc_apple»",
  )
T("recovery_codes", "zh",
  "备用验证码（每个只能用一次）：\n«S_rc_generic»",
  "两步验证恢复码：«S_rc_single»，剩下的在抽屉里的信封里。",
  "GitHub 恢复代码\n«S_rc_gh»\n保存时间：«date_zh»",
  )
T("recovery_codes", "mixed",
  "Discord backup codes 我存在这里了：\n«S_rc_generic»",
  "2FA recovery code 给你一个先用着：«S_rc_single»",
  "Bitwarden 的 two-step login recovery code 是 «S_rc_bw»，丢了就进不去了。",
  )

# ---------------------------------------------------------------- api_key
T("api_key", "en",
  "Slack from «name_en»: here's the OpenAI key for the demo, revoke it after Friday: «S_key_openai»",
  "curl https://api.stripe.com/v1/charges -u «S_key_stripe»: -d amount=2000 -d currency=gbp",
  "export ANTHROPIC_API_KEY=«S_key_anthropic»  # my personal key, do not commit",
  "Commit message draft: 'temp: hardcode token for the release script' - token is «S_key_ghp»",
  "AWS keys for the backup bucket: access key «aws_id», secret «S_key_aws»",
  "Bot token from BotFather for the family reminders bot: «S_key_telegram»",
  "npm automation token for the publish job: «S_key_npm»",
  "SendGrid key for the newsletter: «S_key_sendgrid»",
  "HF token for pulling the gated model: «S_key_hf»",
  "GitLab personal access token, expires in 30 days: «S_key_gitlab»",
  "Twilio account «twilio_sid», auth token «S_key_twilio» - for the SMS reminders.",
  )
T("api_key", "zh",
  "阿里云 AccessKey ID：«aliyun_id»\nAccessKey Secret：«S_key_aliyun»",
  "腾讯云密钥：SecretId «tencent_id»，SecretKey «S_key_tencent»",
  "DeepSeek 的密钥先用我的：«S_key_deepseek»",
  "Kimi 接口密钥：«S_key_moonshot»，别外传",
  "智谱开放平台的接口密钥：«S_key_zhipu»",
  "钉钉机器人地址：https://oapi.dingtalk.com/robot/send?access_token=«S_key_hex64»",
  "谷歌地图的密钥：«S_key_google»，限制了域名但还是别发群里",
  )
T("api_key", "mixed",
  "GitHub token 我重新生成了：«S_key_github_pat»，权限只给了 repo。",
  "Stripe 的 restricted key «S_key_stripe_rk» 放在服务器上了",
  "Notion integration secret：«S_key_notion»",
  "Linear API key «S_key_linear»，用来同步 issues",
  "Shopify admin token «S_key_shopify»，店铺后台生成的",
  "DigitalOcean 的 token «S_key_do» 只有 read 权限",
  "Slack bot 的 token：«S_key_slack»，装在 #alerts 频道",
  )

# ---------------------------------------------------------------- private_key
T("private_key", "en",
  "Here's the deploy key for the staging box, paste it into ~/.ssh/id_ed25519:\n«S_pk_openssh»",
  "[Interface]\nPrivateKey = «S_pk_wg»\nAddress = 10.8.0.2/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = «wg_pub»\n"
  "Endpoint = «host»:51820",
  "cert renewal notes - the new key:\n«S_pk_ec»",
  "age key for the photo backups (keep offline): «S_pk_age»",
  )
T("private_key", "zh",
  "服务器私钥备份如下，别丢：\n«S_pk_rsa»",
  "跳板机的密钥：\n«S_pk_openssh»\n用完记得删聊天记录",
  "签名用的私钥（PKCS8）：\n«S_pk_pkcs8»",
  )
T("private_key", "mixed",
  "WireGuard 配置给你：\n[Interface]\nPrivateKey = «S_pk_wg»\nAddress = 10.66.«octet».2/24",
  "这是 backup 用的 age secret key：«S_pk_age»",
  "TLS key 在这：\n«S_pk_ec»",
  )

# ---------------------------------------------------------------- mnemonic_bip39_en
T("mnemonic_bip39_en", "en",
  "wallet backup - words in order:\n«S_bip_lines»",
  "Recovery phrase for the Ledger: «S_bip_line»",
  "Seed (numbered as on the card):\n«S_bip_numbered»",
  "Voice memo: ok, the words from the card in the safe deposit box are «S_bip_comma», that's all of them.",
  "Trezor recovery seed, copied from the back of the card:\n«S_bip_grid»",
  )
T("mnemonic_bip39_en", "zh",
  "助记词（英文）：«S_bip_line»",
  "钱包恢复短语，按顺序：\n«S_bip_numbered»",
  "我把冷钱包的助记词抄在这里：\n«S_bip_lines»",
  )
T("mnemonic_bip39_en", "mixed",
  "MetaMask 的 seed phrase：«S_bip_line»，千万别截图",
  "secret recovery phrase 在这：\n«S_bip_grid»",
  "冷钱包 backup words：«S_bip_comma»",
  )

# ---------------------------------------------------------------- mnemonic_zh
T("mnemonic_zh", "en",
  "Backup of the wallet (Chinese word list): «S_bipzh_spaced»",
  "Copied from Dad's wallet card:\n«S_bipzh_numbered»",
  )
T("mnemonic_zh", "zh",
  "助记词：«S_bipzh_run»",
  "imToken 中文助记词：\n«S_bipzh_lines»",
  "钱包备份（按顺序）：«S_bipzh_comma»",
  )
T("mnemonic_zh", "mixed",
  "中文 mnemonic：«S_bipzh_spaced»，每个字中间有空格",
  "wallet 助记词 backup:\n«S_bipzh_numbered»",
  )

# ---------------------------------------------------------------- card_number
T("card_number", "en",
  "Booking the cottage by phone - card «S_card», exp «exp», security code «cvv».",
  "Dad's new Amex: «S_card_amex», expires «exp». He'll ask me for it again next month.",
  "Form submission: Name on card: «name_full_en» | Card number: «S_card_plain» | Expiry: «exp» | CVC: «cvv»",
  "Voice memo: the company card for the conference payment is «S_card», expiry «exp».",
  )
T("card_number", "zh",
  "银行卡号：«S_card_unionpay»，开户行：«bank_zh»«city_zh»分行，户名：«name_zh_full»",
  "帮我订一下机票，用这张信用卡：«S_card» 有效期 «exp» 背面三位 «cvv»",
  "截图文字：卡号 «S_card_plain» 持卡人 «name_zh_full»",
  )
T("card_number", "mixed",
  "Visa 卡号 «S_card_visa»，exp «exp»，CVV «cvv»，帮我在 Amazon 上付一下",
  "公司的 corporate card：«S_card»，报销的时候要填",
  "把 card number «S_card_plain» 填到 checkout 页面就行",
  )

# ---------------------------------------------------------------- iban
T("iban", "en",
  "Rent goes to «name_full_en», IBAN «S_iban», reference FLAT«flatno».",
  "For the refund, my account is IBAN «S_iban_compact» (BIC «bic»).",
  "Nanny's bank details for the standing order: «name_full_en» - «S_iban»",
  )
T("iban", "zh",
  "德国房东的账户：IBAN «S_iban_de»，收款人 «name_full_en»",
  "交学费的国际汇款信息：\n收款人：«uni»\nIBAN：«S_iban»\nSWIFT：«bic»",
  "我在荷兰的工资卡 IBAN 是 «S_iban_nl»，报销打这个。",
  )
T("iban", "mixed",
  "Refund 请打到我 IBAN：«S_iban_compact»，name «name_full_en»",
  "我的 French account：«S_iban_fr»",
  )

# ---------------------------------------------------------------- totp_secret
T("totp_secret", "en",
  "The QR for the VPN decodes to otpauth://totp/«brand_en»:«email»?secret=«S_totp_upper»&issuer=«brand_en»",
  "Can't scan the code? Enter this key manually: «S_totp_grouped»",
  "2FA setup key for the shared admin account (add it to both phones): «S_totp_any»",
  )
T("totp_secret", "zh",
  "两步验证密钥（无法扫描时手动输入）：«S_totp_grouped»",
  "谷歌验证器导出的密钥：«S_totp_upper»，换手机的时候用",
  "二维码内容：otpauth://totp/«brand_en»:«user»?secret=«S_totp_upper»&issuer=«brand_en»&digits=6",
  )
T("totp_secret", "mixed",
  "Authenticator 的 setup key：«S_totp_grouped»，两台手机都加一下",
  "TOTP secret 放这里：«S_totp_upper»",
  )

# ---------------------------------------------------------------- crypto_wallet_key
T("crypto_wallet_key", "en",
  "Paper wallet from 2017, WIF: «S_wif»",
  "Exported the account private key from MetaMask: «S_ethhex»",
  "This is the master private one, not the watch-only xpub: «S_xprv»",
  "Solana keypair (solana-keygen output):\n«S_sol_json»",
  )
T("crypto_wallet_key", "zh",
  "冷钱包私钥（WIF格式）：«S_wif»",
  "小狐狸钱包导出的私钥：«S_ethhex»",
  "Phantom 钱包私钥：«S_sol_b58»",
  )
T("crypto_wallet_key", "mixed",
  "以太坊 private key «S_ethhex»，里面还有点 ETH",
  "master xprv 备份：«S_xprv»",
  )

# ---------------------------------------------------------------- env_file
T("env_file", "en",
  ".env (staging)\nNODE_ENV=production\nPORT=8080\nCACHE_SIGNING_SALT=«S_env_val»\nLOG_LEVEL=info",
  "docker run -d -e MEILI_MASTER_KEY=«S_env_val» -p 7700:7700 getmeili/meilisearch",
  "# .env.local - don't commit\nNEXT_PUBLIC_SITE_URL=https://«domain»\nWEBHOOK_SIGNING=«S_env_whsec»",
  "config/master.key contents: «S_env_hex32»",
  ".env\nDB_HOST=«host»\nDB_USER=app\nAPP_DB_PASS=«S_env_pw»\nDB_POOL=10",
  )
T("env_file", "zh",
  "生产环境 .env：\nAPP_ENV=prod\nREDIS_HOST=«host»\nREDIS_AUTH=«S_env_pw»",
  "把这行加到服务器的 .env 里：SIGN_SECRET=«S_env_val»",
  "环境变量配置\nWX_APPID=wx«hex16»\nWX_APPSECRET=«S_env_hex32»",
  "微信支付的环境变量：MCH_API_V3_KEY=«S_env_alnum32»",
  )
T("env_file", "mixed",
  "记一下 staging 的 .env：\nSESSION_COOKIE_KEY=«S_env_val»\nFEATURE_FLAGS=new-ui",
  "docker-compose 里 environment:\n  - MINIO_ROOT_USER=admin\n  - MINIO_ROOT_PASSWORD=«S_env_pw»",
  ".env 里 X_INTERNAL_TOKEN=«S_env_val» 是给 cron 用的",
  )

# ---------------------------------------------------------------- connection_string
T("connection_string", "en",
  "DATABASE_URL=postgres://«dbuser»:«S_conn_pw»@«host»:5432/«dbname»",
  "Connect with: mongodb+srv://«dbuser»:«S_conn_pw»@cluster0.«hex5».mongodb.net/?retryWrites=true",
  "Server=«host»,1433;Database=«dbname»;User Id=«dbuser»;Password=«S_conn_pw»;Encrypt=True;",
  "git remote set-url origin https://«user»:«S_key_ghp»@github.com/«user»/«repo».git",
  "redis-cli -u redis://default:«S_conn_pw»@«host»:6379",
  "DefaultEndpointsProtocol=https;AccountName=«acct»;AccountKey=«S_azure_key»;EndpointSuffix=core.windows.net",
  )
T("connection_string", "zh",
  "数据库连接串：mysql://«dbuser»:«S_conn_pw»@«host»:3306/«dbname»?charset=utf8mb4",
  "测试库：jdbc:mysql://«host»:3306/«dbname»?user=«dbuser»&password=«S_conn_pw»&useSSL=false",
  "财务传报表用的 FTP：ftp://«dbuser»:«S_conn_pw»@«host»/upload",
  "老系统的 Oracle 用 sqlplus 连：sqlplus «dbuser»/«S_conn_pw»@//«host»:1521/ORCLPDB1",
  )
T("connection_string", "mixed",
  "staging DB 用这个 URL：postgresql://«dbuser»:«S_conn_pw»@«host»/«dbname»",
  "MQ 的 connection string：amqps://«dbuser»:«S_conn_pw»@«host»:5671",
  "smb://«dbuser»:«S_conn_pw»@192.168.«octet».10/share 挂载 NAS 用",
  )

# ---------------------------------------------------------------- jwt
T("jwt", "en",
  "curl -H 'Authorization: Bearer «S_jwt»' https://api.«domain»/v1/me",
  "Copied from devtools -> Application -> Local Storage -> access_token: «S_jwt»",
  "Cookie: session=«S_jwt»; theme=dark",
  )
T("jwt", "zh",
  "接口调试用的令牌：«S_jwt»，两小时后过期",
  "抓包看到的请求头：Authorization: Bearer «S_jwt»",
  )
T("jwt", "mixed",
  "把这个 access token «S_jwt» 放到 header 里就能调 admin API",
  "id_token：«S_jwt»（从 callback URL 里拷的）",
  )


# ---------------------------------------------------------------- secret_reference
T("secret_reference", "en",
  "The alarm company login lives in «pm_app» now -> Home / Alarm. I deleted the old note that had it.",
  "Where's the router password? In «pm_app», folder 'House', item «pm_item».",
  "Don't write the safe code anywhere. Dad knows it - ask him on «weekday».",
  "Credentials for the «service_en» account: see «pm_app» entry «pm_item» (shared vault 'Family').",
  "The pharmacy portal password is one I know by heart; not writing it here or anywhere else. Renewal due «date_en».",
  "Moved all the kids' school logins into «pm_app». Search for «pm_item».",
  "«name_en» has the spare key and the door code in her head; ring her on arrival.",
  )
T("secret_reference", "zh",
  "家里各种密码都存在«pm_app»里了，分类是“家庭”，条目名«pm_item_zh»。",
  "«service_zh»的密码我记在脑子里，没写在任何地方，别问了。",
  "公司VPN的账号密码在钥匙串里，条目名叫«pm_item_zh»。",
  "保险箱密码只有我和老婆知道，«date_zh»之后会改。",
  "爸妈的网银密码都改完了，统一放在«pm_app»的共享保险库里。",
  "WiFi密码去问前台«name_zh»，贴在墙上那张纸不是最新的。",
  )
T("secret_reference", "mixed",
  "Netflix 密码在 «pm_app» → Shared → Streaming，自己去看",
  "VPN login 存在 «pm_app» 的 «pm_item» 里，别再问我了",
  "那个 admin password 我没记下来，在 KeePass database 里，文件在 NAS 的 «repo» 目录",
  "公司 Wi-Fi 密码 → 见 Confluence 页面「Office Info」（需要登录），«name_zh» 会更新",
  "门禁 code 我没存手机，it's in my head 😅 到了 call 我 «phone_cn»",
  )

# ---------------------------------------------------------------- credential_talk
T("credential_talk", "en",
  "Spent the whole lunch break resetting my «service_en» password. Locked out after three tries.",
  "Note: the HR system forces a new password every 90 days, minimum 14 characters, and you can't reuse the last "
  "«count».",
  "«name_en» got a call today from someone 'from the bank' asking for her PIN. She hung up and reported it.",
  "Reminder: change the default admin password on the new «nas_model» before it goes on the network.",
  "The gym changed its door code again and nobody told me; waited «count» seconds for the receptionist.",
  "Why does every site want a special character but never the one I picked? Rant over. («service_en», again)",
  "Training slide «count»: a one-time code is never needed by anyone who calls you. Not the bank, not the police.",
  )
T("credential_talk", "zh",
  "«service_zh»支付密码连续输错三次被锁了，要24小时后才能再试。",
  "今天又被要求改开机密码，IT说每«count»天必须换一次。",
  "防诈骗提醒：任何人索要验证码都是诈骗，«bank_zh»不会打电话向您要密码！",
  "小区门禁换成人脸识别了，«date_zh»开始不用再记密码。",
  "老妈把银行卡密码忘了，明天陪她带身份证去«bank_zh»柜台重置。",
  "路由器的管理员密码还是出厂默认的，周末记得改一下，型号是«router_model_cn»。",
  )
T("credential_talk", "mixed",
  "password policy 又改了，至少 12 位还得有 symbol，«service_en» 也一样，烦死",
  "我的 Apple ID 被锁了，要 verify identity，«date_zh» 才能解锁",
  "reminder：周一 IT 会 force reset 所有人的 VPN password，«name_zh» 说的",
  "他问我要 OTP，我说 no way，直接拉黑，号码是 «phone_cn»",
  "新 phone 到了，所有 app 的 2FA 都要 migrate 一遍，«count» 个 account 😭",
  )

# ---------------------------------------------------------------- unanswered_question
T("unanswered_question", "en",
  "Security question: What was the name of the street you grew up on?\nAnswer: (not set yet - do it at home on "
  "«weekday»)",
  "Sign-up form still open on the laptop: 'Mother's maiden name: ______' - need to decide what to put. «date_en».",
  "«name_en»: what's the wifi password at yours?\n«name_en:b»: hang on, I'll check when I'm home",
  "Q for the bank: can I change my memorable word without going into branch? Ask on «date_en».",
  "The form asks 'Name of your first school?' and I've left it blank for now - it's on page «count».",
  )
T("unanswered_question", "zh",
  "密保问题：您小学的名字是？\n答案：________（待填）«date_zh»",
  "«name_zh»问我保险柜密码是多少，我没回。",
  "请设置您的安全问题：您的出生地是？【请输入答案】（«service_zh»）",
  "群里有人问：楼下门禁密码多少？到«time»也没人回复。",
  )
T("unanswered_question", "mixed",
  "Security question 选了 'your first pet'，答案还没想好，«date_zh» 前要设完",
  "有人问 wifi password 是什么，我说等会儿 check 一下 - «name_zh»",
  "Form 上要填 memorable word，我先空着了，«service_en» 的",
  )

# ---------------------------------------------------------------- personal_fact
T("personal_fact", "en",
  "Grew up in «fact_city_en», moved away at 19. Still miss the sea.",
  "Our first dog was a collie called «fact_pet_en»; she lived to fifteen.",
  "Bumped into «fact_teacher_en», my old maths teacher, at the garden centre today!",
  "My first car was a rusty «fact_car_en». It broke down on the way to my driving test.",
  )
T("personal_fact", "zh",
  "我老家在«fact_hometown_zh»，每年过年才回去一次。",
  "小时候家里养过一只猫，叫«fact_pet_zh»，特别胖。",
  "周末去看了初中班主任«fact_teacher_zh»，她都快退休了。",
  "我最爱吃的还是妈妈做的«fact_food_zh»。",
  )
T("personal_fact", "mixed",
  "Fun fact：我小学是在 «fact_school_zh» 读的，现在那里拆了",
  "周末 hometown 聚会，回 «fact_hometown_zh» 一趟",
  "My childhood pet 叫 «fact_pet_zh»，是一只仓鼠",
  )

# ---------------------------------------------------------------- place_number
T("place_number", "en",
  "Meet at locker bank C, locker «locker_no» - I'll leave your jacket in it (it isn't locked).",
  "We're in room «room» on the third floor, turn right out of the lift.",
  "Boarding at gate «gate», seat «seat». See you in Lisbon!",
  "Parking: level 2, bay «bay». Ticket's on the dashboard.",
  "Flat «flatno», «street_filler» - press the flat number on the intercom and we'll buzz you up.",
  )
T("place_number", "zh",
  "我们在«building»栋«room»室，上来右转。",
  "储物柜号«locker_no»，钥匙在前台。",
  "高铁«train_car»车«seat_cn»座，别坐错了。",
  "车停在B2层«bay»号车位。",
  "取件码柜子在«building»号楼下，格口«locker_no»已经空了。",
  )
T("place_number", "mixed",
  "今天 meeting 在 «room» 会议室，别走错 floor",
  "行李寄存在 locker «locker_no»，我先去 check-in",
  "登机口 gate «gate»，boarding 时间 «time»",
  )

# ---------------------------------------------------------------- device_model
T("device_model", "en",
  "Safe model: «safe_model», serial «serial». Warranty registered «date_en».",
  "Router is a «router_model» (S/N «serial»), firmware «version».",
  "Replacement keypad ordered for the side gate: part no. «part_no».",
  "The alarm panel is a «alarm_model»; the installer said the backup battery is a «battery_model».",
  )
T("device_model", "zh",
  "路由器型号：«router_model_cn»，序列号：«serial»",
  "保险柜型号«safe_model_cn»，保修卡编号«serial»",
  "智能门锁型号«lock_model_cn»，安装日期«date_zh»",
  "打印机型号«printer_model»，SN：«serial»",
  )
T("device_model", "mixed",
  "新买的 smart lock 型号 «lock_model_cn»，SN «serial»",
  "router 是 «router_model»，firmware 版本 «version»",
  "NAS 型号 «nas_model»，serial number «serial»",
  )

# ---------------------------------------------------------------- order_number
T("order_number", "en",
  "Your order «order_amazon» has shipped. Arriving «weekday».",
  "!Order #«order6» confirmed - 2 items, £«price_gbp». We'll email you when it ships.",
  "Invoice INV-«order5» attached, due «date_en».",
  "Pharmacy says prescription ref «order8» is ready for collection.",
  "!Ticket «order6» for the returns desk, we're number «order4» in the queue.",
  )
T("order_number", "zh",
  "【淘宝】您的订单«order_taobao»已发货，请注意查收。",
  "!外卖订单号«order6»，预计«time»送达。",
  "京东订单«order_jd»，申请售后已通过。",
  "!取餐号«order4»，请到三号窗口取餐。",
  )
T("order_number", "mixed",
  "!order number «order6»，客服说 refund 三天到账",
  "Amazon 的 order «order_amazon» 还没到",
  "取件 ticket #«order5» 记一下",
  )

# ---------------------------------------------------------------- tracking_number
T("tracking_number", "en",
  "UPS tracking: «track_ups». Left with the neighbour at no. «houseno».",
  "Royal Mail tracked: «track_rm» - delivery attempted, card through the door.",
  "USPS «track_usps» out for delivery.",
  )
T("tracking_number", "zh",
  "【顺丰速运】您的快件«track_sf»已由快递员派送中。",
  "圆通单号«track_yt»，到哪了？",
  "中通快递单号：«track_zto»",
  )
T("tracking_number", "mixed",
  "tracking number «track_sf»，顺丰的",
  "DHL 单号 «track_dhl» 还在 customs",
  )

# ---------------------------------------------------------------- travel_code
T("travel_code", "en",
  "!Flight «flight» departs «time», booking ref «pnr».",
  "Hotel confirmation «hotel_conf» - check-in after 3pm.",
  "Train tickets: collection reference «pnr8».",
  "Car hire voucher «voucher» - pick up at Terminal 2.",
  )
T("travel_code", "zh",
  "«date_zh»«train_cn»次，«city_zh»南站«time»发车。",
  "机票订好了：«flight_cn»，订单号«order_long»",
  "酒店确认号«hotel_conf»，入住人«name_zh_full»。",
  "航班«flight_cn»延误，预计«time»起飞。",
  )
T("travel_code", "mixed",
  "booking reference «pnr»，航班 «flight»",
  "酒店 confirmation number «hotel_conf»",
  "!check-in 时要报 PNR «pnr»",
  )

# ---------------------------------------------------------------- phone_number
T("phone_number", "en",
  "Call the vet on «phone_us» to confirm Thursday.",
  "New mobile number: «phone_uk» - old one stops working «date_en».",
  "Front desk «phone_us» ext. «ext»",
  )
T("phone_number", "zh",
  "物业电话：«landline_cn»",
  "快递员电话«phone_cn»，放门口就行",
  "我换号了，新号«phone_cn»",
  )
T("phone_number", "mixed",
  "Hotel 前台 number «phone_us»",
  "有事 call 我 «phone_cn»",
  )

# ---------------------------------------------------------------- version_string
T("version_string", "en",
  "Updated the app to «version»; the crash on launch is gone.",
  "Firmware «fw_version» installed on the thermostat.",
  "Server runs Python «pyver» and Django «version».",
  )
T("version_string", "zh",
  "系统升级到«version»后卡顿好多了。",
  "空调固件版本«fw_version»",
  "微信版本«version»，朋友圈又改版了",
  )
T("version_string", "mixed",
  "iOS «ios_ver» 更新完 battery 掉得好快",
  "release «version» 已经上线",
  )

# ---------------------------------------------------------------- checksum
T("checksum", "en",
  "Fixed in commit «git_sha», see the PR for details.",
  '<script src="https://cdn.«domain»/lib.min.js" integrity="«sri»" crossorigin="anonymous"></script>',
  "Verified the download:\n«sha256»  ubuntu-«ubuver»-desktop-amd64.iso",
  "Docker image pinned to «image»@sha256:«sha256»",
  )
T("checksum", "zh",
  "回滚到提交«git_short»就好了。",
  "下载文件的 SHA256 校验值：«sha256»，核对一致。",
  "安装包校验 MD5：«md5»",
  "合并请求里的提交«git_sha»引入了这个问题",
  )
T("checksum", "mixed",
  "hotfix 在 commit «git_short» 里，cherry-pick 一下",
  "integrity 写的是 «sri»，CDN 文件没被改过",
  "checksum «sha256» 对上了，可以装",
  )

# ---------------------------------------------------------------- postal_code
T("postal_code", "en",
  "New address from «date_en»: «uk_addr»",
  "Ship to «zip_line».",
  "Courier form for the Indian office: «in_city_pin».",
  )
T("postal_code", "zh",
  "寄到«cn_post_addr»，收件人«name_zh_full»。",
  "收件地址填好了：«cn_post_addr»",
  "邮政编码«cn_post»，别写成电话号码了。",
  )
T("postal_code", "mixed",
  "postcode «uk_post»，London 的",
  "address 最后一行是 «in_city_pin»",
  )

# ---------------------------------------------------------------- code_config_benign
T("code_config_benign", "en",
  'db_password = os.environ["«ENVNAME»"]  # set by the deploy pipeline',
  "      - name: Send mail\n        env:\n          SMTP_PASSWORD: ${{ secrets.«ENVNAME» }}",
  ".env.example\nAPI_KEY=\n«ENVNAME»=\nDEBUG=true",
  "const token = process.env.«ENVNAME» ?? '';",
  "aws configure get aws_secret_access_key --profile «profile»",
  )
T("code_config_benign", "zh",
  "配置说明：密码从环境变量 «ENVNAME» 读取，不要写进代码。",
  "password = config.get('«secret_name»', 'password')  # 从配置中心取",
  "K8s 里用 secretKeyRef 引用：name: «secret_name», key: password",
  "读取方式：export DB_PASS=$(vault kv get -field=password secret/«secret_name»)",
  )
T("code_config_benign", "mixed",
  '代码里是 getenv("«ENVNAME»")，value 在 CI 里配',
  "yaml 里写 password: ${«ENVNAME»} 就行",
  'keyring.get_password("«secret_name»", user) 取出来的，不落盘',
  )

# ---------------------------------------------------------------- placeholder
T("placeholder", "en",
  "OPENAI_API_KEY=«PH_KEY»   # put yours here, never commit the real one",
  "Saved note: bank PIN «redacted», door code «redacted:b»",
  "capture summary\nredactions:\n- «redact_kind»\n- «redact_kind:b»\nevidence kept: yes",
  "Password: «masked» (hidden) - shown only after you sign in again",
  "-----BEGIN PRIVATE KEY-----\n<paste key here>\n-----END PRIVATE KEY-----\n(template for «repo»)",
  )
T("placeholder", "zh",
  "保险柜密码 «redacted»，已脱敏",
  '配置模板：appSecret: "<填写你的AppSecret>"  # «repo»',
  "登录密码：«masked»（已隐藏）",
  )
T("placeholder", "mixed",
  "API key 填 «PH_KEY» 就行，真实的找我要",
  "log 里显示 password=«masked»，已经 mask 了",
  )

# ---------------------------------------------------------------- test_value
T("test_value", "en",
  "Stripe test mode: use card «test_card», any future date, any CVC.",
  "AWS docs example credentials: «aws_example»",
  "The BIP39 test vector «bip_vector» - never use it for real funds.",
  "IBAN example from the spec: «iban_example»",
  "RFC 4226 lists «hotp_vector» as an expected HOTP value for its test secret.",
  )
T("test_value", "zh",
  "测试环境用测试卡号«test_card»",
  "文档里的示例密钥：«aws_example»",
  "«name_zh»说单元测试里用的是 RFC 6238 附录的测试密钥 «rfc_totp»，不是真的",
  "BIP39 官方测试向量里的助记词 «bip_vector»，«name_zh» 拿来写单元测试",
  )
T("test_value", "mixed",
  "sandbox 里用 test card «test_card»",
  "«name_zh» 说 jwt.io 上的 sample token «jwt_sample» 可以用来 debug",
  )

# ---------------------------------------------------------------- card_like_number
T("card_like_number", "en",
  "Gift card number «card_invalid» - balance £«price_gbp».",
  "Library card: «card_invalid_plain»",
  "Loyalty card «card_invalid», points: «count»",
  )
T("card_like_number", "zh",
  "会员卡号«card_invalid_plain»，积分«count»",
  "交通卡卡号«card_invalid»，余额不足",
  "加油卡号：«card_invalid»",
  )
T("card_like_number", "mixed",
  "Costco membership card «card_invalid_plain» 续费了",
  "gift card «card_invalid» 还剩 $«price_usd»",
  )

# ---------------------------------------------------------------- public_key
T("public_key", "en",
  "Add my key to authorized_keys on the NAS: «ssh_pub»",
  "Donations welcome: «btc_addr»",
  "age recipient for the backup script: «age_pub»",
  "Watch-only wallet on the old phone uses this xpub: «xpub»",
  )
T("public_key", "zh",
  "我的公钥：«ssh_pub»",
  "收款地址：«eth_addr»",
  )
T("public_key", "mixed",
  "GPG fingerprint «pgp_fpr»，verify 一下",
  "age public key «age_pub» 用来加密 backup",
  )

# ---------------------------------------------------------------- story_number
T("story_number", "en",
  "Ran «km» km this morning in «duration», new PB!",
  "We won «score» on Sunday, «name_en» scored twice.",
  "Baked «count» mince pies for the school fair; sold out by «time».",
  )
T("story_number", "zh",
  "今天走了«steps»步，腿都要断了。",
  "这个月电费«price_cny»元，比上个月多了不少。",
  "孩子期末考了«score_pts»分，奖励一顿火锅。",
  )
T("story_number", "mixed",
  "今天 run 了 «km» 公里，pace «pace»",
  "这周 screen time «hours» 小时，太离谱",
  )

# ---------------------------------------------------------------- promo_code
T("promo_code", "en",
  "Use code «promo» at checkout for 20% off, ends «date_en».",
  "Referral code from «name_en»: «promo» - we both get £10.",
  "Voucher «promo» applied, saved £«price_gbp» on the groceries.",
  )
T("promo_code", "zh",
  "优惠码«promo»，满200减30，«date_zh»前有效。",
  "新人邀请码：«promo»，填了能领红包。",
  "兑换码«promo»已使用，获得会员7天。",
  )
T("promo_code", "mixed",
  "discount code «promo» 还能用，快下单",
  "邀请码 invite code «promo»，注册的时候填",
  )

# ---------------------------------------------------------------- product_code
T("product_code", "en",
  "ISBN «isbn» - the edition with the blue cover.",
  "Reorder SKU «sku» (printer toner).",
  "Barcode «ean» on the jar of peanut butter.",
  )
T("product_code", "zh",
  "商品编码«ean»，超市扫不出来",
  "货号«sku»，尺码M",
  )
T("product_code", "mixed",
  "ISBN «isbn» 这本书图书馆有",
  "SKU «sku» 缺货了",
  )


# ================================================================ build
TARGETS = {
    # secret: 275 per split
    "password_nl": 34, "security_answer": 26, "otp": 26, "pin": 22, "wifi_password": 18, "device_code": 26,
    "recovery_codes": 10, "api_key": 20, "private_key": 8, "mnemonic_bip39_en": 10, "mnemonic_zh": 5,
    "card_number": 12, "iban": 10, "totp_secret": 10, "crypto_wallet_key": 8, "env_file": 12,
    "connection_string": 12, "jwt": 6,
    # benign: 225 per split
    "secret_reference": 18, "credential_talk": 18, "unanswered_question": 12, "personal_fact": 12,
    "place_number": 14, "device_model": 12, "order_number": 13, "tracking_number": 10, "travel_code": 11,
    "phone_number": 9, "version_string": 9, "checksum": 12, "postal_code": 10, "code_config_benign": 12,
    "placeholder": 8, "test_value": 8, "card_like_number": 10, "public_key": 6, "story_number": 8,
    "promo_code": 6, "product_code": 7,
}
# Secret kinds issue 18 names as weak, plus codes of devices and places: their templates are "hard".
HARD_SECRET_KINDS = HARD_SECRET_KINDS | {"recovery_codes", "totp_secret", "crypto_wallet_key", "env_file",
                                         "connection_string", "mnemonic_bip39_en", "mnemonic_zh"}
PH = re.compile(r"«([^«»]+)»")


def lang_targets(total):
    raw = {l: total * LANG_SHARE[l] for l in LANGS}
    out = {l: int(raw[l]) for l in LANGS}
    rest = total - sum(out.values())
    order = sorted(LANGS, key=lambda l: (-(raw[l] - int(raw[l])), LANGS.index(l)))
    for l in order[:rest]:
        out[l] += 1
    return out


def template_table():
    """Every template as a dict: id, kind, lang, label, hard, text, secret placeholder."""
    rows = []
    for (kind, lang), texts in sorted(TEMPLATES.items()):
        for i, raw in enumerate(texts):
            hard = kind in (HARD_SECRET_KINDS | HARD_BENIGN_KINDS)
            text = raw
            if text[:1] in "!~":
                hard, text = text[0] == "!", text[1:]
            names = PH.findall(text)
            secret_names = sorted({n for n in names if n.startswith("S_")})
            label = "secret" if kind in SECRET_KINDS else "benign"
            rows.append({"id": "%s.%s.%02d" % (kind, lang, i + 1), "kind": kind, "lang": lang, "label": label,
                         "hard": hard, "text": text, "secret_gen": secret_names[0] if secret_names else None,
                         "names": names, "n_secret_names": len(secret_names)})
    return rows


def split_templates(rows):
    """Per (kind, language) group: shuffle with the group's own seed, cut in two.  Returns id -> split."""
    groups = defaultdict(list)
    for t in rows:
        groups[(t["kind"], t["lang"])].append(t["id"])
    where = {}
    for (kind, lang), ids in sorted(groups.items()):
        rng = random.Random("%s|split|%s|%s" % (SEED, kind, lang))
        ids = sorted(ids)
        rng.shuffle(ids)
        n_dev = len(ids) // 2 + (1 if len(ids) % 2 and rng.random() < 0.5 else 0)
        for i, tid in enumerate(ids):
            where[tid] = "dev" if i < n_dev else "test"
    return where


def case_counts(rows, where):
    """Spread each group's target over the group's templates in that split."""
    counts = {}
    by = defaultdict(list)
    for t in rows:
        by[(t["kind"], t["lang"], where[t["id"]])].append(t["id"])
    for kind, total in TARGETS.items():
        lt = lang_targets(total)
        for lang in LANGS:
            for sp in SPLITS:
                ids = sorted(by[(kind, lang, sp)])
                if not ids:
                    raise SystemExit("no %s template for %s/%s" % (sp, kind, lang))
                if len(ids) > lt[lang]:
                    raise SystemExit("%s/%s/%s: %d templates for %d cases" % (kind, lang, sp, len(ids), lt[lang]))
                rng = random.Random("%s|spread|%s|%s|%s" % (SEED, kind, lang, sp))
                rng.shuffle(ids)
                for i, tid in enumerate(ids):
                    counts[tid] = lt[lang] // len(ids) + (1 if i < lt[lang] % len(ids) else 0)
    return counts


def fill(text, r, sp):
    values = {}

    def sub(m):
        key = m.group(1)
        if key not in values:
            values[key] = (GEN[key] if key in GEN else GEN[key.split(":")[0]])(r, sp)
        return values[key]

    out = PH.sub(sub, text)
    span = next((v for k, v in values.items() if k.startswith("S_")), None)
    return out, span


# -- scans that keep the benign side clean
DIGIT_RUN = re.compile(r"\d+(?:[ -]\d+)*")


def luhn_hits(text):
    hits = []
    for m in DIGIT_RUN.finditer(text):
        cands = {re.sub(r"[ -]", "", m.group(0))} | set(re.findall(r"\d+", m.group(0)))
        for d in cands:
            if 13 <= len(d) <= 19 and luhn_ok(d):
                hits.append(d)
    return hits


def bip39_en_hits(text):
    toks = re.findall(r"[a-z]+", text.lower())
    hits = []
    for n in (12, 15, 18, 21, 24):
        for i in range(len(toks) - n + 1):
            w = toks[i:i + n]
            if bip39_valid(w, BIP39_EN_INDEX):
                hits.append(" ".join(w))
    return hits


def case_id(tid, idx):
    return hashlib.sha256(("%s|%s|%d" % (SEED, tid, idx)).encode()).hexdigest()[:11]


def build():
    rows = template_table()
    where = split_templates(rows)
    counts = case_counts(rows, where)
    out = {"dev": [], "test": []}
    texts = set()
    spans = {"dev": set(), "test": set()}
    long_spans = {"dev": [], "test": []}
    for sp in SPLITS:
        other = "test" if sp == "dev" else "dev"
        for t in rows:
            tid = t["id"]
            if where[tid] != sp:
                continue
            r = random.Random("%s|%s" % (SEED, tid))
            for idx in range(counts[tid]):
                for attempt in range(400):
                    text, span = fill(t["text"], r, sp)
                    if text in texts:
                        continue
                    if t["label"] == "benign":
                        if t["kind"] != "test_value" and (luhn_hits(text) or bip39_en_hits(text)):
                            continue
                    else:
                        if span in spans[other]:
                            continue
                        if len(span) >= 8 and any(span in c["text"] for c in out[other]):
                            continue
                    if any(s in text for s in long_spans[other]):
                        continue
                    break
                else:
                    raise SystemExit("template %s: cannot make case %d" % (tid, idx))
                texts.add(text)
                if span is not None:
                    spans[sp].add(span)
                    if len(span) >= 8:
                        long_spans[sp].append(span)
                rec = {"id": case_id(tid, idx), "text": text, "lang": t["lang"], "label": t["label"],
                       "kind": t["kind"], "span": span, "source": SOURCE, "template": tid, "hard": t["hard"]}
                if t["kind"].startswith("mnemonic_"):
                    rec["bip39_valid"] = True
                out[sp].append(rec)
        out[sp].sort(key=lambda c: c["id"])
    meta = [{"id": t["id"], "kind": t["kind"], "lang": t["lang"], "label": t["label"], "hard": t["hard"],
             "split": where[t["id"]], "cases": counts[t["id"]]} for t in rows]
    return out, meta


def dumps_jsonl(cases):
    return "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases)


def dumps_meta(meta):
    return json.dumps({"seed": SEED, "source": SOURCE, "templates": meta}, ensure_ascii=False, indent=1) + "\n"


def write(out, meta):
    for sp in SPLITS:
        with open(os.path.join(HERE, sp + ".jsonl"), "w", encoding="utf-8", newline="\n") as f:
            f.write(dumps_jsonl(out[sp]))
    with open(os.path.join(HERE, "templates.json"), "w", encoding="utf-8", newline="\n") as f:
        f.write(dumps_meta(meta))


# ================================================================ verification
VENDOR_SHAPES = {
    "S_key_openai": r"sk-proj-[A-Za-z0-9_-]{74}T3BlbkFJ[A-Za-z0-9_-]{74}",
    "S_key_anthropic": r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
    "S_key_stripe": r"sk_live_(?:[A-Za-z0-9]{24}|51[A-Za-z0-9]{97})",
    "S_key_stripe_rk": r"rk_live_51[A-Za-z0-9]{97}",
    "S_key_github_pat": r"github_pat_11[A-Z0-9]{20}_[A-Za-z0-9]{59}",
    "S_key_gitlab": r"glpat-[A-Za-z0-9_-]{20}",
    "S_key_aws": r"[A-Za-z0-9/+]{40}",
    "S_key_slack": r"xox[bp]-\d+-\d+-(?:\d+-)?[A-Za-z0-9]{24,32}",
    "S_key_sendgrid": r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    "S_key_telegram": r"\d{10}:AA[A-Za-z0-9_-]{33}",
    "S_key_google": r"AIza[A-Za-z0-9_-]{35}",
    "S_key_hf": r"hf_[A-Za-z]{34}",
    "S_key_do": r"dop_v1_[0-9a-f]{64}",
    "S_key_shopify": r"shpat_[0-9a-f]{32}",
    "S_key_aliyun": r"[A-Za-z0-9]{30}",
    "S_key_tencent": r"[A-Za-z0-9]{32}",
    "S_key_deepseek": r"sk-[0-9a-f]{32}",
    "S_key_moonshot": r"sk-[A-Za-z0-9]{48}",
    "S_key_zhipu": r"[0-9a-f]{32}\.[A-Za-z0-9]{16}",
    "S_key_notion": r"(?:secret_[A-Za-z0-9]{43}|ntn_\d{11}[A-Za-z0-9]{35})",
    "S_key_linear": r"lin_api_[A-Za-z0-9]{40}",
    "S_key_hex64": r"[0-9a-f]{64}",
    "S_key_twilio": r"[0-9a-f]{32}",
    "S_pk_wg": r"[A-Za-z0-9+/]{43}=",
    "S_azure_key": r"[A-Za-z0-9+/]{86}==",
    "S_env_whsec": r"whsec_[A-Za-z0-9]{32}",
    "S_env_hex32": r"[0-9a-f]{32}",
    "S_env_alnum32": r"[A-Za-z0-9]{32}",
}


def structure_error(gen_name, span):
    """None if the span has the structure its generator promises, else a reason."""
    g = gen_name
    if g.startswith("S_card"):
        d = re.sub(r"[ -]", "", span)
        if not (d.isdigit() and 13 <= len(d) <= 19 and luhn_ok(d)) or d in DOC_TEST_CARDS:
            return "card: Luhn / documented test card"
    elif g.startswith("S_iban"):
        if not iban_ok(span) or span.replace(" ", "") in IBAN_EXAMPLES:
            return "iban: mod-97 / documented example"
    elif g.startswith("S_bipzh"):
        toks = re.findall(r"[\u4e00-\u9fff]", span)
        if not bip39_valid(toks, BIP39_ZH_INDEX):
            return "bip39 zh checksum"
    elif g.startswith("S_bip"):
        toks = re.findall(r"[a-z]+", span)
        if not bip39_valid(toks, BIP39_EN_INDEX):
            return "bip39 en checksum"
    elif g == "S_wif":
        raw = b58check_decode(span)
        if not raw or raw[0] != 0x80 or len(raw) not in (33, 34) or (len(raw) == 34 and raw[33] != 1) \
                or not 1 <= int.from_bytes(raw[1:33], "big") < SECP256K1_N:
            return "wif"
    elif g == "S_xprv":
        raw = b58check_decode(span)
        if not raw or len(raw) != 78 or raw[:4] != bytes.fromhex("0488ade4") or raw[45] != 0 \
                or not 1 <= int.from_bytes(raw[46:], "big") < SECP256K1_N or not span.startswith("xprv"):
            return "xprv"
    elif g == "S_ethhex":
        h = span[2:] if span.startswith("0x") else span
        if not re.fullmatch(r"[0-9a-f]{64}", h) or not 1 <= int(h, 16) < SECP256K1_N:
            return "eth hex key"
    elif g in ("S_sol_b58", "S_sol_json"):
        raw = b58decode(span) if g == "S_sol_b58" else bytes(json.loads(span))
        if len(raw) != 64 or ed25519_pub(raw[:32]) != raw[32:]:
            return "solana keypair"
    elif g.startswith("S_totp"):
        s = span.replace(" ", "").upper()
        try:
            raw = base64.b32decode(s + "=" * (-len(s) % 8))
        except Exception:
            return "totp base32"
        if len(raw) not in (10, 20):
            return "totp length"
    elif g in ("S_key_ghp", "S_key_npm"):
        m = re.fullmatch(r"(ghp_|gho_|npm_)([A-Za-z0-9]{30})([A-Za-z0-9]{6})", span)
        if not m or crc32_b62(m.group(2)) != m.group(3):
            return "github/npm CRC-32"
    elif g == "S_jwt":
        parts = span.split(".")
        try:
            hdr = json.loads(base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4)))
            json.loads(base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4)))
            sig = base64.urlsafe_b64decode(parts[2] + "=" * (-len(parts[2]) % 4))
        except Exception:
            return "jwt segments"
        if len(parts) != 3 or len(sig) != {"HS256": 32, "RS256": 256, "ES256": 64}.get(hdr.get("alg")):
            return "jwt signature length"
    elif g == "S_pk_openssh":
        got = parse_openssh_ed25519(span)
        if not got or ed25519_pub(got[0]) != got[1]:
            return "openssh ed25519"
    elif g == "S_pk_rsa":
        tag, body, _ = der_parse(pem_body(span))
        ints = [int.from_bytes(v, "big") for t, v in der_seq_items(body)]
        _, n, e, d, p, q, dp, dq, qi = ints
        if n != p * q or (e * d) % ((p - 1) * (q - 1) // math.gcd(p - 1, q - 1)) != 1 \
                or n.bit_length() != 2048 or dp != d % (p - 1) or dq != d % (q - 1) or qi * q % p != 1:
            return "rsa"
    elif g == "S_pk_ec":
        tag, body, _ = der_parse(pem_body(span))
        items = der_seq_items(body)
        k = int.from_bytes(items[1][1], "big")
        _, bits, _ = der_parse(items[3][1])
        pt = (int.from_bytes(bits[2:34], "big"), int.from_bytes(bits[34:66], "big"))
        if not p256_on_curve(pt) or p256_mul(k) != pt:
            return "ec p-256"
    elif g == "S_pk_pkcs8":
        raw = pem_body(span)
        if len(raw) != 48 or not raw.startswith(PKCS8_ED25519_PREFIX):
            return "pkcs8 ed25519"
    elif g == "S_pk_age":
        dec = bech32_decode(span)
        if not span.startswith("AGE-SECRET-KEY-1") or not dec or dec[0] != "age-secret-key-" \
                or len(bytes(convertbits(dec[1], 5, 8, False))) != 32:
            return "age secret key"
    if g in VENDOR_SHAPES and not re.fullmatch(VENDOR_SHAPES[g], span):
        return "vendor shape"
    if g == "S_pk_wg" and len(base64.b64decode(span)) != 32:
        return "wireguard key"
    return None


def benign_structure_error(text):
    """Public keys on the benign side must be well formed too (they are look-alikes, not noise)."""
    for a in re.findall(r"\bbc1[02-9ac-hj-np-z]{20,}", text):
        if not bech32_decode(a):
            return "bech32 address"
    for a in re.findall(r"\bage1[02-9ac-hj-np-z]{50,}", text):
        dec = bech32_decode(a)
        if not dec or dec[0] != "age":
            return "age recipient"
    for x in re.findall(r"\bxpub[1-9A-HJ-NP-Za-km-z]{100,}", text):
        raw = b58check_decode(x)
        if not raw or len(raw) != 78 or raw[:4] != bytes.fromhex("0488b21e") or raw[45] not in (2, 3):
            return "xpub"
        px = int.from_bytes(raw[46:], "big")
        v = (pow(px, 3, K1_P) + 7) % K1_P
        if pow(v, (K1_P - 1) // 2, K1_P) != 1:
            return "xpub point not on secp256k1"
    for b in re.findall(r"ssh-ed25519 ([A-Za-z0-9+/=]+)", text):
        raw = base64.b64decode(b)
        if raw[:15] != _ssh_str("ssh-ed25519") or len(raw) != 51:
            return "ssh public key blob"
    return None


def self_tests():
    fails = []
    ent = bytes.fromhex("7f" * 16)
    if " ".join(bip39_from_entropy(ent, BIP39_EN)) != \
            "legal winner thank year wave sausage worth useful legal winner thank yellow":
        fails.append("bip39 7f vector")
    if " ".join(bip39_from_entropy(bytes(16), BIP39_EN)) != "abandon " * 11 + "about":
        fails.append("bip39 zero vector")
    if not bip39_valid(("zoo " * 11 + "wrong").split(), BIP39_EN_INDEX) or \
            bip39_valid(("abandon " * 12).split(), BIP39_EN_INDEX):
        fails.append("bip39 validity")
    if b58encode(b"Hello World!") != "2NEpo7TZRRrLZSi2U":
        fails.append("base58")
    if not luhn_ok("79927398713") or luhn_ok("79927398710"):
        fails.append("luhn")
    if base64.b32encode(b"12345678901234567890").decode() != "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ":
        fails.append("base32")
    if not all(iban_ok(x) for x in IBAN_EXAMPLES) or iban_ok("GB82WEST12345698765433"):
        fails.append("iban")
    if ed25519_pub(bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")).hex() != \
            "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a":
        fails.append("ed25519 RFC 8032 test 1")
    if p256_mul(1) != P256_G or not p256_on_curve(p256_mul(7)) or p256_mul(P256_N) is not None:
        fails.append("p-256")
    addr = bech32_encode("bc", [0] + convertbits(bytes(range(20)), 8, 5))
    dec = bech32_decode(addr)
    if not dec or bytes(convertbits(dec[1][1:], 5, 8, False)) != bytes(range(20)):
        fails.append("bech32 round trip")
    if bech32_encode("bc", [0] + convertbits(bytes.fromhex("751e76e8199196d454941c45d1b3a323f1433bd6"), 8, 5)) \
            != "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4":
        fails.append("bech32 BIP173 vector")
    if k1_mul(1) != K1_G or (pow(K1_G[0], 3, K1_P) + 7 - K1_G[1] ** 2) % K1_P:
        fails.append("secp256k1")
    if not all(luhn_ok(c) for c in DOC_TEST_CARDS):
        fails.append("documented test cards")
    return fails


def char_ngrams(text, n=8):
    parts = [p for p in PH.split(text)[::2]]
    grams = set()
    for p in parts:
        grams |= {p[i:i + n] for i in range(len(p) - n + 1)}
    return grams


def check(report=print):
    errors = []
    notes = []

    def err(msg):
        if len(errors) < 60:
            errors.append(msg)

    fails = self_tests()
    for f in fails:
        err("self-test failed: " + f)
    notes.append("self-tests: %d failed" % len(fails))

    # pools
    seen = {}
    for name, halves in POOL_HALVES.items():
        if set(halves["dev"]) & set(halves["test"]):
            err("pool %s: halves overlap" % name)
        for v in halves["dev"] + halves["test"]:
            if v in seen and seen[v] != name:
                err("value %r in pools %s and %s" % (v, seen[v], name))
            seen[v] = name
    fill_vals = {v for vals in FILL.values() for v in vals}
    for v in set(seen) & fill_vals:
        err("pool value %r is also a filler value" % v)

    rows = template_table()
    tmpl = {t["id"]: t for t in rows}
    for t in rows:
        if t["label"] == "secret" and t["n_secret_names"] != 1:
            err("template %s: %d secret placeholders" % (t["id"], t["n_secret_names"]))
        if t["label"] == "benign" and t["n_secret_names"]:
            err("benign template %s has a secret placeholder" % t["id"])
        if not t["names"]:
            err("template %s has no placeholder" % t["id"])
        for n in t["names"]:
            if n not in GEN and n.split(":")[0] not in GEN:
                err("template %s: unknown placeholder %s" % (t["id"], n))

    # files parse and are what the generator makes
    data = {}
    for sp in SPLITS:
        path = os.path.join(HERE, sp + ".jsonl")
        data[sp] = []
        with open(path, encoding="utf-8") as f:
            for ln, line in enumerate(f, 1):
                try:
                    data[sp].append(json.loads(line))
                except ValueError as e:
                    err("%s:%d does not parse: %s" % (sp, ln, e))
    with open(os.path.join(HERE, "templates.json"), encoding="utf-8") as f:
        meta_file = json.load(f)
    regen, meta = build()
    for sp in SPLITS:
        with open(os.path.join(HERE, sp + ".jsonl"), encoding="utf-8") as f:
            if f.read() != dumps_jsonl(regen[sp]):
                err("%s.jsonl differs from what the generator makes" % sp)
    if meta_file != json.loads(dumps_meta(meta)):
        err("templates.json differs from the generator's templates")
    notes.append("files equal to a fresh regeneration: %s" % ("no" if any("differs" in e for e in errors) else "yes"))

    fields = {"id", "text", "lang", "label", "kind", "span", "source", "template", "hard"}
    meta_by = {m["id"]: m for m in meta_file["templates"]}
    ids, texts = set(), set()
    tsplit = defaultdict(set)
    for sp in SPLITS:
        for c in data[sp]:
            if not fields <= set(c):
                err("%s %s: missing fields %s" % (sp, c.get("id"), fields - set(c)))
                continue
            t = tmpl.get(c["template"])
            m = meta_by.get(c["template"])
            if not t or not m:
                err("%s %s: unknown template %s" % (sp, c["id"], c["template"]))
                continue
            tsplit[c["template"]].add(sp)
            if (c["kind"], c["lang"], c["label"], c["hard"]) != (t["kind"], t["lang"], t["label"], t["hard"]) \
                    or m["split"] != sp or c["source"] != SOURCE:
                err("%s %s: fields disagree with template %s" % (sp, c["id"], c["template"]))
            if c["lang"] not in LANGS or c["label"] not in ("secret", "benign"):
                err("%s %s: bad lang/label" % (sp, c["id"]))
            if c["id"] in ids:
                err("duplicate id %s" % c["id"])
            if c["text"] in texts:
                err("duplicate text (%s)" % c["id"])
            ids.add(c["id"])
            texts.add(c["text"])
            if c["label"] == "secret":
                if not isinstance(c["span"], str) or not c["span"] or c["span"] not in c["text"]:
                    err("%s %s: span does not occur verbatim in text" % (sp, c["id"]))
                else:
                    why = structure_error(t["secret_gen"], c["span"])
                    if why:
                        err("%s %s: %s" % (sp, c["id"], why))
            else:
                if c["span"] is not None:
                    err("%s %s: benign case has a span" % (sp, c["id"]))
                if c["kind"] != "test_value":
                    if luhn_hits(c["text"]):
                        err("%s %s: benign text hides a Luhn-valid number" % (sp, c["id"]))
                    if bip39_en_hits(c["text"]):
                        err("%s %s: benign text holds a valid BIP39 phrase" % (sp, c["id"]))
                why = benign_structure_error(c["text"])
                if why:
                    err("%s %s: %s" % (sp, c["id"], why))
    notes.append("every secret span occurs verbatim in its text; every benign span is null: %s"
                 % ("no" if any("span" in e for e in errors) else "yes"))

    # templates: disjoint, all used, agree with templates.json
    both = [tid for tid, s in tsplit.items() if len(s) > 1]
    unused = [t["id"] for t in rows if t["id"] not in tsplit]
    if both:
        err("templates in both splits: %s" % both[:5])
    if unused:
        err("unused templates: %s" % unused[:5])
    if set(meta_by) != set(tmpl):
        err("templates.json and generator disagree on template ids")
    per_split = {sp: {tid for tid, s in tsplit.items() if sp in s} for sp in SPLITS}
    notes.append("templates: dev %d, test %d, in both %d, unused %d"
                 % (len(per_split["dev"]), len(per_split["test"]), len(both), len(unused)))
    for tid in tmpl:
        n = sum(1 for sp in SPLITS for c in data[sp] if c["template"] == tid)
        if n != meta_by.get(tid, {}).get("cases"):
            err("template %s: %d cases, templates.json says %s" % (tid, n, meta_by.get(tid, {}).get("cases")))

    # phrasing leak: constant wording of a test template vs dev templates of the same kind
    worst = (0.0, None, None)
    for tid in per_split["test"]:
        a = char_ngrams(tmpl[tid]["text"])
        if not a:
            continue
        for did in per_split["dev"]:
            if tmpl[did]["kind"] != tmpl[tid]["kind"]:
                continue
            share = len(a & char_ngrams(tmpl[did]["text"])) / len(a)
            if share > worst[0]:
                worst = (share, tid, did)
    notes.append("largest share of a test template's constant 8-grams found in a dev template of its kind: "
                 "%.0f %% (%s vs %s)" % (100 * worst[0], worst[1], worst[2]))
    if worst[0] > 0.6:
        err("phrasing leak above 60 %%: %s / %s" % (worst[1], worst[2]))

    # spans: disjoint across splits
    sp_spans = {sp: {c["span"] for c in data[sp] if c["span"]} for sp in SPLITS}
    equal = sp_spans["dev"] & sp_spans["test"]
    if equal:
        err("%d spans in both splits" % len(equal))
    leaks = 0
    n_long = 0
    for sp, other in (("dev", "test"), ("test", "dev")):
        for s in sp_spans[sp]:
            if len(s) >= 8:
                n_long += 1
                if any(s in c["text"] for c in data[other]):
                    leaks += 1
    if leaks:
        err("%d spans of 8+ characters occur in the other split's texts" % leaks)
    notes.append("spans in both splits: %d; spans of 8+ chars (%d) found in the other split: %d"
                 % (len(equal), n_long, leaks))

    # counts and shares
    for sp in SPLITS:
        cs = data[sp]
        n = len(cs)
        if n != 500:
            err("%s: %d cases, want 500" % (sp, n))
        got = Counter((c["kind"], c["lang"]) for c in cs)
        for kind, total in TARGETS.items():
            for lang, want in lang_targets(total).items():
                if got[(kind, lang)] != want:
                    err("%s %s/%s: %d cases, target %d" % (sp, kind, lang, got[(kind, lang)], want))
        secret = sum(c["label"] == "secret" for c in cs)
        share = secret / n if n else 0
        if not 0.50 <= share <= 0.60:
            err("%s: secret share %.3f" % (sp, share))
        lang = Counter(c["lang"] for c in cs)
        for l in LANGS:
            if abs(lang[l] / n - LANG_SHARE[l]) > 0.02:
                err("%s: %s share %.3f" % (sp, l, lang[l] / n))
        notes.append("%s: %d cases, %d secret (%.1f %%), en/zh/mixed %d/%d/%d (%.1f/%.1f/%.1f %%), %d kinds"
                     % (sp, n, secret, 100 * share, lang["en"], lang["zh"], lang["mixed"],
                        100 * lang["en"] / n, 100 * lang["zh"] / n, 100 * lang["mixed"] / n,
                        len({c["kind"] for c in cs})))
    for line in notes:
        report("  " + line)
    if errors:
        report("FAILED: %d problem(s)" % len(errors))
        for e in errors:
            report("  - " + e)
        return 1
    report("OK: all checks passed")
    return 0


def table(data=None):
    if data is None:
        data = {}
        for sp in SPLITS:
            with open(os.path.join(HERE, sp + ".jsonl"), encoding="utf-8") as f:
                data[sp] = [json.loads(l) for l in f]
    kinds = list(TARGETS)
    lines = ["| kind | label | dev en | dev zh | dev mixed | dev total | test en | test zh | test mixed | test total |",
             "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|"]
    cnt = {sp: Counter((c["kind"], c["lang"]) for c in data[sp]) for sp in SPLITS}
    lab = {c["kind"]: c["label"] for sp in SPLITS for c in data[sp]}

    def row(name, label, pred):
        cells = []
        for sp in SPLITS:
            vals = [sum(v for (k, l), v in cnt[sp].items() if pred(k) and l == lang) for lang in LANGS]
            cells += [str(v) for v in vals] + [str(sum(vals))]
        return "| %s | %s | %s |" % (name, label, " | ".join(cells))

    for k in kinds:
        lines.append(row(k, lab.get(k, ""), lambda x, k=k: x == k))
    lines.append(row("**all secret**", "", lambda x: lab.get(x) == "secret"))
    lines.append(row("**all benign**", "", lambda x: lab.get(x) == "benign"))
    lines.append(row("**all**", "", lambda x: True))
    rows = template_table()
    where = {m["id"]: m["split"] for m in build_meta_cache(rows)}
    lines += ["", "Templates per kind and language, dev / test:", "",
              "| kind | en | zh | mixed |", "|---|--:|--:|--:|"]
    for k in kinds:
        cells = []
        for lang in LANGS:
            ids = [t["id"] for t in rows if t["kind"] == k and t["lang"] == lang]
            cells.append("%d / %d" % (sum(where[i] == "dev" for i in ids), sum(where[i] == "test" for i in ids)))
        lines.append("| %s | %s |" % (k, " | ".join(cells)))
    hard = {sp: Counter(c["label"] for c in data[sp] if c["hard"]) for sp in SPLITS}
    lines += ["", "Cases marked hard: dev %d secret + %d benign, test %d secret + %d benign."
              % (hard["dev"]["secret"], hard["dev"]["benign"], hard["test"]["secret"], hard["test"]["benign"])]
    return "\n".join(lines)


def build_meta_cache(rows):
    where = split_templates(rows)
    return [{"id": t["id"], "split": where[t["id"]]} for t in rows]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="verify the files as they are")
    ap.add_argument("--table", action="store_true", help="print the count tables")
    a = ap.parse_args()
    if a.table:
        print(table())
        return 0
    if not a.check:
        out, meta = build()
        write(out, meta)
        print("wrote dev.jsonl (%d), test.jsonl (%d), templates.json (%d templates)"
              % (len(out["dev"]), len(out["test"]), len(meta)))
    print("check:")
    return check()


if __name__ == "__main__":
    sys.exit(main())
