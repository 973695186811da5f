#!/usr/bin/env python3
"""secrets_corpus7 -- a blind benchmark corpus for mimvault's secret detector.

Generator and checker in one file. Standard library only, deterministic: a fixed
seed, and one random.Random per template seeded with the string
"<SEED>|<template id>" (string seeds are hashed with SHA-512 by `random`, so the
output does not depend on PYTHONHASHSEED).

    python3 bench/secrets_corpus7/make_corpus.py          # write dev, test, templates.json; then check
    python3 bench/secrets_corpus7/make_corpus.py --check  # verify the files as they are
    python3 bench/secrets_corpus7/make_corpus.py --table  # the count table of the README

Written blind: see README.md for what its author read and did not read.
"""
import base64
import binascii
import hashlib
import json
import math
import os
import random
import re
import sys
import zlib

SEED = "mimvault-secrets-corpus7-2026"
SOURCE = "synthetic-blind-v7"
HERE = os.path.dirname(os.path.abspath(__file__))

# BIP39 word lists, copied from the `mnemonic` package (0.21): english.txt and
# chinese_simplified.txt. Checked at start-up against the SHA-256 of those files.
BIP39_EN_SHA256 = "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda"
BIP39_ZH_SHA256 = "5c5942792bd8340cb8b27cd592f1015edf56a8c5b26276ee18a482428e7c5726"
BIP39_EN = """
abandon ability able about above absent absorb abstract absurd abuse access accident account accuse
achieve acid acoustic acquire across act action actor actress actual adapt add addict address
adjust admit adult advance advice aerobic affair afford afraid again age agent agree ahead
aim air airport aisle alarm album alcohol alert alien all alley allow almost alone
alpha already also alter always amateur amazing among amount amused analyst anchor ancient anger
angle angry animal ankle announce annual another answer antenna antique anxiety any apart apology
appear apple approve april arch arctic area arena argue arm armed armor army around
arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume
asthma athlete atom attack attend attitude attract auction audit august aunt author auto autumn
average avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge
bag balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket
battle beach bean beauty because become beef before begin behave behind believe below belt
bench benefit best betray better between beyond bicycle bid bike bind biology bird birth
bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue blur
blush board boat body boil bomb bone bonus book boost border boring borrow boss
bottom bounce box boy bracket brain brand brass brave bread breeze brick bridge brief
bright bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget buffalo
build bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer
buzz cabbage cabin cable cactus cage cake call calm camera camp can canal cancel
candy cannon canoe canvas canyon capable capital captain car carbon card cargo carpet carry
cart case cash casino castle casual cat catalog catch category cattle caught cause caution
cave ceiling celery cement census century cereal certain chair chalk champion change chaos chapter
charge chase chat cheap check cheese chef cherry chest chicken chief child chimney choice
choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap clarify
claw clay clean clerk clever click client cliff climb clinic clip clock clog close
cloth cloud clown club clump cluster clutch coach coast coconut code coffee coil coin
collect color column combine come comfort comic common company concert conduct confirm congress connect
consider control convince cook cool copper copy coral core corn correct cost cotton couch
country couple course cousin cover coyote crack cradle craft cram crane crash crater crawl
crazy cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial
cruel cruise crumble crunch crush cry crystal cube culture cup cupboard curious current curtain
curve cushion custom cute cycle dad damage damp dance danger daring dash daughter dawn
day deal debate debris decade december decide decline decorate decrease deer defense define defy
degree delay deliver demand demise denial dentist deny depart depend deposit depth deputy derive
describe desert design desk despair destroy detail detect develop device devote diagram dial diamond
diary dice diesel diet differ digital dignity dilemma dinner dinosaur direct dirt disagree discover
disease dish dismiss disorder display distance divert divide divorce dizzy doctor document dog doll
dolphin domain donate donkey donor door dose double dove draft dragon drama drastic draw
dream dress drift drill drink drip drive drop drum dry duck dumb dune during
dust dutch duty dwarf dynamic eager eagle early earn earth easily east easy echo
ecology economy edge edit educate effort egg eight either elbow elder electric elegant element
elephant elevator elite else embark embody embrace emerge emotion employ empower empty enable enact
end endless endorse enemy energy enforce engage engine enhance enjoy enlist enough enrich enroll
ensure enter entire entry envelope episode equal equip era erase erode erosion error erupt
escape essay essence estate eternal ethics evidence evil evoke evolve exact example excess exchange
excite exclude excuse execute exercise exhaust exhibit exile exist exit exotic expand expect expire
explain expose express extend extra eye eyebrow fabric face faculty fade faint faith fall
false fame family famous fan fancy fantasy farm fashion fat fatal father fatigue fault
favorite feature february federal fee feed feel female fence festival fetch fever few fiber
fiction field figure file film filter final find fine finger finish fire firm first
fiscal fish fit fitness fix flag flame flash flat flavor flee flight flip float
flock floor flower fluid flush fly foam focus fog foil fold follow food foot
force forest forget fork fortune forum forward fossil foster found fox fragile frame frequent
fresh friend fringe frog front frost frown frozen fruit fuel fun funny furnace fury
future gadget gain galaxy gallery game gap garage garbage garden garlic garment gas gasp
gate gather gauge gaze general genius genre gentle genuine gesture ghost giant gift giggle
ginger giraffe girl give glad glance glare glass glide glimpse globe gloom glory glove
glow glue goat goddess gold good goose gorilla gospel gossip govern gown grab grace
grain grant grape grass gravity great green grid grief grit grocery group grow grunt
guard guess guide guilt guitar gun gym habit hair half hammer hamster hand happy
harbor hard harsh harvest hat have hawk hazard head health heart heavy hedgehog height
hello helmet help hen hero hidden high hill hint hip hire history hobby hockey
hold hole holiday hollow home honey hood hope horn horror horse hospital host hotel
hour hover hub huge human humble humor hundred hungry hunt hurdle hurry hurt husband
hybrid ice icon idea identify idle ignore ill illegal illness image imitate immense immune
impact impose improve impulse inch include income increase index indicate indoor industry infant inflict
inform inhale inherit initial inject injury inmate inner innocent input inquiry insane insect inside
inspire install intact interest into invest invite involve iron island isolate issue item ivory
jacket jaguar jar jazz jealous jeans jelly jewel job join joke journey joy judge
juice jump jungle junior junk just kangaroo keen keep ketchup key kick kid kidney
kind kingdom kiss kit kitchen kite kitten kiwi knee knife knock know lab label
labor ladder lady lake lamp language laptop large later latin laugh laundry lava law
lawn lawsuit layer lazy leader leaf learn leave lecture left leg legal legend leisure
lemon lend length lens leopard lesson letter level liar liberty library license life lift
light like limb limit link lion liquid list little live lizard load loan lobster
local lock logic lonely long loop lottery loud lounge love loyal lucky luggage lumber
lunar lunch luxury lyrics machine mad magic magnet maid mail main major make mammal
man manage mandate mango mansion manual maple marble march margin marine market marriage mask
mass master match material math matrix matter maximum maze meadow mean measure meat mechanic
medal media melody melt member memory mention menu mercy merge merit merry mesh message
metal method middle midnight milk million mimic mind minimum minor minute miracle mirror misery
miss mistake mix mixed mixture mobile model modify mom moment monitor monkey monster month
moon moral more morning mosquito mother motion motor mountain mouse move movie much muffin
mule multiply muscle museum mushroom music must mutual myself mystery myth naive name napkin
narrow nasty nation nature near neck need negative neglect neither nephew nerve nest net
network neutral never news next nice night noble noise nominee noodle normal north nose
notable note nothing notice novel now nuclear number nurse nut oak obey object oblige
obscure observe obtain obvious occur ocean october odor off offer office often oil okay
old olive olympic omit once one onion online only open opera opinion oppose option
orange orbit orchard order ordinary organ orient original orphan ostrich other outdoor outer output
outside oval oven over own owner oxygen oyster ozone pact paddle page pair palace
palm panda panel panic panther paper parade parent park parrot party pass patch path
patient patrol pattern pause pave payment peace peanut pear peasant pelican pen penalty pencil
people pepper perfect permit person pet phone photo phrase physical piano picnic picture piece
pig pigeon pill pilot pink pioneer pipe pistol pitch pizza place planet plastic plate
play please pledge pluck plug plunge poem poet point polar pole police pond pony
pool popular portion position possible post potato pottery poverty powder power practice praise predict
prefer prepare present pretty prevent price pride primary print priority prison private prize problem
process produce profit program project promote proof property prosper protect proud provide public pudding
pull pulp pulse pumpkin punch pupil puppy purchase purity purpose purse push put puzzle
pyramid quality quantum quarter question quick quit quiz quote rabbit raccoon race rack radar
radio rail rain raise rally ramp ranch random range rapid rare rate rather raven
raw razor ready real reason rebel rebuild recall receive recipe record recycle reduce reflect
reform refuse region regret regular reject relax release relief rely remain remember remind remove
render renew rent reopen repair repeat replace report require rescue resemble resist resource response
result retire retreat return reunion reveal review reward rhythm rib ribbon rice rich ride
ridge rifle right rigid ring riot ripple risk ritual rival river road roast robot
robust rocket romance roof rookie room rose rotate rough round route royal rubber rude
rug rule run runway rural sad saddle sadness safe sail salad salmon salon salt
salute same sample sand satisfy satoshi sauce sausage save say scale scan scare scatter
scene scheme school science scissors scorpion scout scrap screen script scrub sea search season
seat second secret section security seed seek segment select sell seminar senior sense sentence
series service session settle setup seven shadow shaft shallow share shed shell sheriff shield
shift shine ship shiver shock shoe shoot shop short shoulder shove shrimp shrug shuffle
shy sibling sick side siege sight sign silent silk silly silver similar simple since
sing siren sister situate six size skate sketch ski skill skin skirt skull slab
slam sleep slender slice slide slight slim slogan slot slow slush small smart smile
smoke smooth snack snake snap sniff snow soap soccer social sock soda soft solar
soldier solid solution solve someone song soon sorry sort soul sound soup source south
space spare spatial spawn speak special speed spell spend sphere spice spider spike spin
spirit split spoil sponsor spoon sport spot spray spread spring spy square squeeze squirrel
stable stadium staff stage stairs stamp stand start state stay steak steel stem step
stereo stick still sting stock stomach stone stool story stove strategy street strike strong
struggle student stuff stumble style subject submit subway success such sudden suffer sugar suggest
suit summer sun sunny sunset super supply supreme sure surface surge surprise surround survey
suspect sustain swallow swamp swap swarm swear sweet swift swim swing switch sword symbol
symptom syrup system table tackle tag tail talent talk tank tape target task taste
tattoo taxi teach team tell ten tenant tennis tent term test text thank that
theme then theory there they thing this thought three thrive throw thumb thunder ticket
tide tiger tilt timber time tiny tip tired tissue title toast tobacco today toddler
toe together toilet token tomato tomorrow tone tongue tonight tool tooth top topic topple
torch tornado tortoise toss total tourist toward tower town toy track trade traffic tragic
train transfer trap trash travel tray treat tree trend trial tribe trick trigger trim
trip trophy trouble truck true truly trumpet trust truth try tube tuition tumble tuna
tunnel turkey turn turtle twelve twenty twice twin twist two type typical ugly umbrella
unable unaware uncle uncover under undo unfair unfold unhappy uniform unique unit universe unknown
unlock until unusual unveil update upgrade uphold upon upper upset urban urge usage use
used useful useless usual utility vacant vacuum vague valid valley valve van vanish vapor
various vast vault vehicle velvet vendor venture venue verb verify version very vessel veteran
viable vibrant vicious victory video view village vintage violin virtual virus visa visit visual
vital vivid vocal voice void volcano volume vote voyage wage wagon wait walk wall
walnut want warfare warm warrior wash wasp waste water wave way wealth weapon wear
weasel weather web wedding weekend weird welcome west wet whale what wheat wheel when
where whip whisper wide width wife wild will win window wine wing wink winner
winter wire wisdom wise wish witness wolf woman wonder wood wool word work world
worry worth wrap wreck wrestle wrist write wrong yard year yellow you young youth
zebra zero zone zoo
""".split()
BIP39_ZH = list("".join("""
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
""".split()))


def _check_wordlists():
    en = hashlib.sha256(("\n".join(BIP39_EN) + "\n").encode()).hexdigest()
    zh = hashlib.sha256(("\n".join(BIP39_ZH) + "\n").encode()).hexdigest()
    assert en == BIP39_EN_SHA256, "English BIP39 list does not match its reference hash"
    assert zh == BIP39_ZH_SHA256, "Chinese BIP39 list does not match its reference hash"
    assert len(set(BIP39_EN)) == 2048 and len(set(BIP39_ZH)) == 2048


_check_wordlists()
BIP39_EN_IDX = {w: i for i, w in enumerate(BIP39_EN)}
BIP39_ZH_IDX = {w: i for i, w in enumerate(BIP39_ZH)}

# ---------------------------------------------------------------- encodings

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


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
    body = n.to_bytes((n.bit_length() + 7) // 8, "big") if n else b""
    pad = len(s) - len(s.lstrip("1"))
    return b"\0" * pad + body


def b58check_encode(payload):
    return b58encode(payload + sha256(sha256(payload))[:4])


def b58check_decode(s):
    raw = b58decode(s)
    payload, chk = raw[:-4], raw[-4:]
    if sha256(sha256(payload))[:4] != chk:
        raise ValueError("bad base58check checksum")
    return payload


def b62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def b64url(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def b64url_decode(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


def luhn_ok(digits):
    total = 0
    for i, c in enumerate(reversed(digits)):
        d = int(c)
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


# bech32 (BIP173)
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _bech32_polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def _hrp_expand(hrp):
    return [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]


def _convertbits(data, frombits, tobits, pad=True):
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


def bech32_encode(hrp, witver, program):
    data = [witver] + _convertbits(program, 8, 5)
    poly = _bech32_polymod(_hrp_expand(hrp) + data + [0] * 6) ^ 1
    chk = [(poly >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH32[d] for d in data + chk)


def bech32_verify(addr):
    hrp, _, data = addr.rpartition("1")
    vals = [BECH32.index(c) for c in data]
    return _bech32_polymod(_hrp_expand(hrp) + vals) == 1


# ---------------------------------------------------------------- BIP39

def bip39_from_entropy(ent, wordlist):
    bits = "".join(f"{b:08b}" for b in ent)
    cs = len(ent) * 8 // 32
    bits += "".join(f"{b:08b}" for b in sha256(ent))[:cs]
    return [wordlist[int(bits[i:i + 11], 2)] for i in range(0, len(bits), 11)]


def bip39_valid(words, index):
    if len(words) not in (12, 15, 18, 21, 24):
        return False
    try:
        bits = "".join(f"{index[w]:011b}" for w in words)
    except KeyError:
        return False
    cs = len(words) // 3
    ent_bits, chk = bits[:-cs], bits[-cs:]
    ent = int(ent_bits, 2).to_bytes(len(ent_bits) // 8, "big")
    return "".join(f"{b:08b}" for b in sha256(ent))[:cs] == chk


# ---------------------------------------------------------------- ed25519 (public key from seed)

ED_P = 2 ** 255 - 19
ED_D = -121665 * pow(121666, ED_P - 2, ED_P) % ED_P
ED_I = pow(2, (ED_P - 1) // 4, ED_P)


def _ed_xrecover(y):
    xx = (y * y - 1) * pow(ED_D * y * y + 1, ED_P - 2, ED_P)
    x = pow(xx, (ED_P + 3) // 8, ED_P)
    if (x * x - xx) % ED_P:
        x = x * ED_I % ED_P
    if x % 2:
        x = ED_P - x
    return x


_ED_BY = 4 * pow(5, ED_P - 2, ED_P) % ED_P
_ED_BX = _ed_xrecover(_ED_BY)
ED_B = (_ED_BX, _ED_BY, 1, _ED_BX * _ED_BY % ED_P)


def _ed_add(P, Q):
    x1, y1, z1, t1 = P
    x2, y2, z2, t2 = Q
    a = (y1 - x1) * (y2 - x2) % ED_P
    b = (y1 + x1) * (y2 + x2) % ED_P
    c = t1 * 2 * ED_D * t2 % ED_P
    d = z1 * 2 * z2 % ED_P
    e, f, g, h = b - a, d - c, d + c, b + a
    return (e * f % ED_P, g * h % ED_P, f * g % ED_P, e * h % ED_P)


def _ed_mul(s, P):
    Q = (0, 1, 1, 0)
    while s:
        if s & 1:
            Q = _ed_add(Q, P)
        P = _ed_add(P, P)
        s >>= 1
    return Q


def ed25519_public(seed):
    h = hashlib.sha512(seed).digest()
    a = int.from_bytes(h[:32], "little")
    a &= (1 << 254) - 8
    a |= 1 << 254
    X, Y, Z, _ = _ed_mul(a, ED_B)
    zi = pow(Z, ED_P - 2, ED_P)
    x, y = X * zi % ED_P, Y * zi % ED_P
    return (y | ((x & 1) << 255)).to_bytes(32, "little")


# ---------------------------------------------------------------- P-256 (public point)

P256_P = 2 ** 256 - 2 ** 224 + 2 ** 192 + 2 ** 96 - 1
P256_N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
P256_B = 0x5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B
P256_G = (0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
          0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5)
SECP256K1_N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141


def _p256_add(P, Q):
    if P is None:
        return Q
    if Q is None:
        return P
    (x1, y1), (x2, y2) = P, Q
    if x1 == x2 and (y1 + y2) % P256_P == 0:
        return None
    if P == Q:
        lam = (3 * x1 * x1 - 3) * pow(2 * y1, P256_P - 2, P256_P) % P256_P
    else:
        lam = (y2 - y1) * pow(x2 - x1, P256_P - 2, P256_P) % P256_P
    x3 = (lam * lam - x1 - x2) % P256_P
    return (x3, (lam * (x1 - x3) - y1) % P256_P)


def p256_mul(k):
    R, P = None, P256_G
    while k:
        if k & 1:
            R = _p256_add(R, P)
        P = _p256_add(P, P)
        k >>= 1
    return R


def p256_on_curve(pt):
    x, y = pt
    return (y * y - (x * x * x - 3 * x + P256_B)) % P256_P == 0


# ---------------------------------------------------------------- DER / PEM

def der_len(n):
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag, body):
    return bytes([tag]) + der_len(len(body)) + body


def der_int(n):
    b = n.to_bytes(max(1, (n.bit_length() + 8) // 8), "big")
    return der(0x02, b)


def der_parse(buf, pos=0):
    """One TLV at pos: (tag, body, next_pos)."""
    tag = buf[pos]
    ln = buf[pos + 1]
    pos += 2
    if ln & 0x80:
        k = ln & 0x7F
        ln = int.from_bytes(buf[pos:pos + k], "big")
        pos += k
    return tag, buf[pos:pos + ln], pos + ln


def der_seq_items(body):
    items, pos = [], 0
    while pos < len(body):
        tag, b, pos = der_parse(body, pos)
        items.append((tag, b))
    return items


def pem(label, der_bytes, width=64):
    b = base64.b64encode(der_bytes).decode()
    lines = [b[i:i + width] for i in range(0, len(b), width)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


def pem_body(text):
    m = re.search(r"-----BEGIN ([A-Z ]+)-----\n(.*?)\n-----END \1-----", text, re.S)
    return m.group(1), base64.b64decode("".join(m.group(2).split()))


def is_probable_prime(n, rng):
    if n < 2:
        return False
    for p in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for _ in range(24):
        a = rng.randrange(2, n - 2)
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


SMALL_PRIMES = [p for p in range(3, 2000) if all(p % q for q in range(2, int(p ** 0.5) + 1))]


def rand_prime(rng, bits):
    while True:
        n = rng.getrandbits(bits) | (1 << (bits - 1)) | (1 << (bits - 2)) | 1
        if any(n % p == 0 for p in SMALL_PRIMES):
            continue
        if is_probable_prime(n, rng):
            return n


def ssh_string(b):
    if isinstance(b, str):
        b = b.encode()
    return len(b).to_bytes(4, "big") + b


def openssh_ed25519(rng, comment):
    seed = rng.randbytes(32)
    pub = ed25519_public(seed)
    pub_blob = ssh_string("ssh-ed25519") + ssh_string(pub)
    check = rng.randbytes(4)
    priv = check + check + ssh_string("ssh-ed25519") + ssh_string(pub) + ssh_string(seed + pub) + ssh_string(comment)
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\0" + ssh_string("none") + ssh_string("none") + ssh_string(b"")
            + (1).to_bytes(4, "big") + ssh_string(pub_blob) + ssh_string(priv))
    return pem("OPENSSH PRIVATE KEY", blob, 70)


def ssh_ed25519_public_line(rng, comment):
    pub = ed25519_public(rng.randbytes(32))
    blob = ssh_string("ssh-ed25519") + ssh_string(pub)
    return "ssh-ed25519 " + base64.b64encode(blob).decode() + " " + comment


def rsa_pkcs1(rng):
    e = 65537
    while True:
        p, q = rand_prime(rng, 1024), rand_prime(rng, 1024)
        if p != q and math.gcd(e, (p - 1) * (q - 1)) == 1:
            break
    n = p * q
    d = pow(e, -1, (p - 1) * (q - 1))
    body = b"".join(der_int(x) for x in (0, n, e, d, p, q, d % (p - 1), d % (q - 1), pow(q, -1, p)))
    return pem("RSA PRIVATE KEY", der(0x30, body))


def ec_p256_sec1(rng):
    k = rng.randrange(1, P256_N)
    x, y = p256_mul(k)
    pub = b"\x04" + x.to_bytes(32, "big") + y.to_bytes(32, "big")
    oid = der(0x06, bytes.fromhex("2a8648ce3d030107"))
    body = der_int(1) + der(0x04, k.to_bytes(32, "big")) + der(0xA0, oid) + der(0xA1, der(0x03, b"\0" + pub))
    return pem("EC PRIVATE KEY", der(0x30, body))


def pkcs8_ed25519(rng):
    seed = rng.randbytes(32)
    return pem("PRIVATE KEY", bytes.fromhex("302e020100300506032b657004220420") + seed)


def spki_ed25519_public(rng):
    pub = ed25519_public(rng.randbytes(32))
    return pem("PUBLIC KEY", bytes.fromhex("302a300506032b6570032100") + pub)


# ================================================================ pools
# Human-chosen secret values. Each pool is shuffled with its own seed and cut in
# two halves, dev and test; no value (compared case-insensitively) is in two
# pools, nor in any filler pool below.

SPLIT_POOLS = {
    "ans_maiden": ["Whitfield", "Abernathy", "Kowalczyk", "Delacroix", "Hargreaves", "Pemberton", "Lindqvist",
                   "Okonkwo", "Fairbanks", "Castellano", "Brannigan", "Thornbury", "Vasquez", "MacAllister",
                   "Eriksen", "Holloway", "Quigley", "Ashworth", "Montague", "Rasmussen", "Kinsella", "Dunleavy",
                   "Ferreira", "Gallagher", "Hutchins", "Prendergast", "Sandoval", "Trevelyan", "Winterbottom",
                   "Oyelaran"],
    "ans_pet": ["Biscuit", "Pickles", "Mr Whiskers", "Captain", "Noodle", "Bramble", "Ziggy", "Marmalade",
                "Socks", "Waffles", "Rufus", "Peanut", "Tinkerbell", "Bandit", "Clementine", "Mochi", "Hercules",
                "Nutmeg", "Pudding", "Duchess", "Gizmo", "Tofu", "Muffin", "Sir Fluffington"],
    "ans_city": ["Kalamazoo", "Aberystwyth", "Dubrovnik", "Wollongong", "Tallahassee", "Ballarat", "Saskatoon",
                 "Galway", "Dunedin", "Chattanooga", "Stavanger", "Ipswich", "Bendigo", "Spokane", "Trondheim",
                 "Harrogate", "Moncton", "Eastbourne", "Lubbock", "Fremantle"],
    "ans_school": ["St Brigid's Primary", "Oakfield Elementary", "Hillcrest Junior", "Maple Grove School",
                   "Riverside Primary", "Lincoln Elementary", "St Anne's Infants", "Greenacre Primary",
                   "Westbrook Primary", "Thornton Elementary", "Pinewood School", "Holy Cross Primary",
                   "Ashgrove Primary", "Cedar Park Elementary", "Sunnyvale Primary", "Brookfield Junior"],
    "ans_car": ["Vauxhall Nova", "Nissan Micra", "Fiat Panda", "Volvo 240", "Mazda 323", "Peugeot 205",
                "Renault Clio", "Subaru Impreza", "Datsun Sunny", "Mini Metro", "Ford Escort", "Chevy Cavalier",
                "Honda Prelude", "Toyota Starlet"],
    "ans_teacher": ["Mrs Delaney", "Mr Okafor", "Miss Hartley", "Mr Brzezinski", "Mrs Van der Berg",
                    "Ms Calloway", "Mr Fitzgerald", "Mrs Nakamura", "Miss Penhaligon", "Mr Ramirez",
                    "Mrs Albright", "Mr Gillespie", "Sister Agnes", "Mr Lindgren"],
    "ans_street": ["Larkspur Lane", "Orchard Close", "Wexford Road", "Juniper Street", "Ashby Crescent",
                   "Milton Drive", "Foxglove Way", "Beacon Hill Road", "Sycamore Court", "Harbour View",
                   "Elmhurst Drive", "Penrose Terrace", "Kingfisher Walk", "Quarry Lane"],
    "ans_friend": ["Declan", "Priya", "Tobias", "Maisie", "Dmitri", "Siobhan", "Kwame", "Ingrid", "Rafael",
                   "Tamsin", "Yusuf", "Beatrix", "Lorcan", "Annika", "Fergus", "Imogen"],
    "ans_food": ["fish fingers", "shepherd's pie", "mac and cheese", "spaghetti hoops", "chicken pot pie",
                 "jam roly-poly", "tuna casserole", "sloppy joes", "toad in the hole", "pierogi",
                 "grilled cheese", "meatloaf", "potato waffles", "rice pudding"],
    "ans_word": ["lantern", "periwinkle", "hazelnut", "quicksilver", "tamarind", "gondola", "pinecone",
                 "saffron", "marzipan", "thistle", "bluebell", "cobblestone", "driftwood", "harmonica",
                 "kestrel", "lighthouse", "mistletoe", "nightingale", "porcupine", "velveteen"],
    "fake_adj": ["Purple", "Sleepy", "Furious", "Velvet", "Crooked", "Glassy", "Rusty", "Silent", "Wobbly",
                 "Frozen", "Hollow", "Spicy", "Brave", "Dusty"],
    "fake_noun": ["Octopus", "Teapot", "Comet", "Trombone", "Badger", "Cathedral", "Pelican", "Sandwich",
                  "Accordion", "Narwhal", "Lampshade", "Giraffe", "Bulldozer", "Scarecrow"],
    # Chinese answers
    "zh_mother": ["王秀英", "李桂兰", "张淑芬", "刘玉梅", "陈美华", "杨丽萍", "赵春燕", "黄慧敏", "周凤霞", "吴素珍",
                  "徐兰芳", "孙秀云", "马红梅", "朱桂芝", "胡雪梅", "郭晓燕"],
    "zh_father": ["王建国", "李志强", "张国庆", "刘卫东", "陈德明", "杨永刚", "赵长海", "黄振华", "周立新", "吴宏伟",
                  "徐海波", "孙明亮", "马文斌", "朱建军", "胡国平", "林少峰"],
    "zh_town": [("绍兴", "shaoxing"), ("衢州", "quzhou"), ("蚌埠", "bengbu"), ("信阳", "xinyang"),
                ("赣州", "ganzhou"), ("泉州", "quanzhou"), ("宜宾", "yibin"), ("汕头", "shantou"),
                ("九江", "jiujiang"), ("邯郸", "handan"), ("丽水", "lishui"), ("岳阳", "yueyang"),
                ("常德", "changde"), ("自贡", "zigong"), ("咸阳", "xianyang"), ("遵义", "zunyi"),
                ("潍坊", "weifang"), ("湖州", "huzhou"), ("株洲", "zhuzhou"), ("枣庄", "zaozhuang")],
    "zh_school": ["城关第二小学", "实验小学", "红星小学", "解放路小学", "育才小学", "光明小学", "向阳小学",
                  "东风小学", "人民路小学", "新华小学", "胜利小学", "朝阳小学", "建设路小学", "青年路小学",
                  "和平里小学", "三里河小学"],
    "zh_pet": ["旺财", "豆豆", "球球", "小黑", "大黄", "咪咪", "花花", "毛毛", "团团", "来福", "欢欢", "贝贝",
               "乐乐", "皮皮", "妞妞", "元宝"],
    "zh_teacher": ["周海燕", "刘振宇", "孙丽华", "高建平", "何静", "罗晓军", "郑美玲", "谢国栋", "韩雪", "唐志刚",
                   "冯丽娟", "曹文杰"],
    "zh_dish": ["红烧肉", "糖醋排骨", "西红柿炒鸡蛋", "酸菜鱼", "鱼香肉丝", "宫保鸡丁", "梅菜扣肉", "韭菜盒子",
                "葱油饼", "可乐鸡翅", "地三鲜", "锅包肉", "回锅肉", "麻婆豆腐"],
    "zh_friend": ["小胖", "二丫", "王磊", "李娜", "阿强", "小芳", "刘洋", "陈静", "赵亮", "孙婷婷", "周杰", "吴迪",
                  "胖虎", "大壮"],
    "zh_car": ["桑塔纳", "捷达", "夏利", "奥拓", "富康", "五菱宏光", "长安之星", "永久自行车", "凤凰自行车",
               "飞鸽自行车", "嘉陵摩托", "幸福250"],
    "zh_fake_adj": ["紫色的", "会飞的", "生气的", "透明的", "害羞的", "倒立的", "发光的", "迷路的", "冰冻的", "跳舞的",
                    "打盹的", "唱歌的"],
    "zh_fake_noun": ["长颈鹿", "电饭煲", "月亮船", "仙人掌", "大白鲨", "保温杯", "棉花糖", "洗衣机", "向日葵",
                     "火龙果", "小板凳", "望远镜"],
    # password parts
    "pw_word": ["Tangerine", "Falcon", "Marigold", "Thunder", "Pumpkin", "Cobalt", "Sparrow", "Lobster", "Meadow",
                "Granite", "Walrus", "Pretzel", "Avalanche", "Blizzard", "Cactus", "Dolphin", "Emerald",
                "Flamingo", "Glacier", "Hornet", "Iguana", "Jasmine", "Kangaroo", "Lemonade", "Nebula", "Orchid",
                "Panther", "Quartz", "Raccoon", "Sapphire", "Tornado", "Umbrella", "Volcano", "Wombat",
                "Zeppelin", "Banjo", "Coconut", "Dragonfly", "Mustang", "Saturn"],
    "pw_pet": ["Chewie", "Mittens", "Buster", "Rocco", "Pixel", "Domino", "Taco", "Ginger", "Rascal", "Figaro",
               "Pippin", "Nacho", "Oscar", "Frodo"],
    "pw_py": ["zhangwei", "liuyang", "wangfang", "chenjing", "lixiaolong", "zhaolei", "sunli", "huangmin",
              "xiaoyu", "dandan", "lingling", "haohao", "tiantian", "pengpeng", "yuanyuan", "jiajia", "wuhao",
              "zhoujie", "linlin", "mengmeng"],
    "pw_zhpet": ["xiaobai", "heihei", "dingding", "kele", "naicha", "tangyuan", "huoguo", "xigua", "mantou",
                 "baozi", "jiaozi", "nuomi"],
    "pass_word": ["anchor", "basket", "candle", "donkey", "engine", "forest", "garden", "hammer", "island",
                  "jacket", "kettle", "ladder", "mirror", "napkin", "orange", "parrot", "quiver", "rocket",
                  "saddle", "tunnel", "violin", "window", "yellow", "zipper", "bucket", "carpet", "dinner",
                  "fossil", "goblin", "helmet", "igloo", "jungle", "lizard", "muffler", "noodles", "oyster",
                  "pillow", "rabbit", "salmon", "turnip"],
    "year": [str(y) for y in range(1979, 2023)],
    "wifi_word": ["otter", "hedgehog", "cupcake", "starlight", "rainbow", "tulip", "moonbeam", "pebble",
                  "cinnamon", "bumblebee", "sunflower", "ladybird", "snowdrop", "acorn", "seashell", "butterfly",
                  "teacup", "puffin", "blossom", "meringue"],
    "wifi_py": ["wangjia", "lijia", "zhangjia", "chenjia", "xingfu", "kuaile", "pingan", "jiayou", "woaini",
                "laopo", "baobei", "meimei", "gege", "didi"],
    "word_lock": ["ROBIN", "PLUMB", "FROST", "CHALK", "OCEAN", "BRICK", "CLOUD", "HONEY", "LEMUR", "PIANO",
                  "STORK", "TIGER", "WHALE", "EAGLE", "CORAL", "BERRY"],
}

# Filler values: shared by both splits, never a span.
FILL = {
    "name_en": ["Sam", "Alex", "Jamie", "Chris", "Nadia", "Tom", "Megan", "Priyanka", "Liam", "Grace", "Ben",
                "Hannah", "Owen", "Ruth", "Marcus", "Ellie"],
    "name_zh": ["小雨", "老陈", "阿敏", "王姐", "李哥", "小周", "婷婷", "刘阿姨", "小林", "张叔", "晓丽", "老赵"],
    "surname_en": ["Morgan", "Patel", "Reid", "Chen", "O'Brien", "Walsh", "Nguyen", "Foster"],
    "bank_en": ["Chase", "Barclays", "HSBC", "Wells Fargo", "Monzo", "Santander", "Lloyds", "Citi", "Capital One",
                "NatWest", "Nationwide", "Starling"],
    "bank_zh": ["招商银行", "工商银行", "建设银行", "中国银行", "农业银行", "交通银行", "浦发银行", "平安银行",
                "兴业银行", "邮储银行"],
    "service_en": ["Netflix", "Spotify", "Dropbox", "Amazon", "eBay", "PayPal", "Gmail", "Outlook", "Instagram",
                   "Steam", "Uber", "Airbnb", "LinkedIn", "Zoom", "Discord", "Disney+"],
    "service_zh": ["支付宝", "微信", "淘宝", "京东", "12306", "美团", "网易邮箱", "小红书", "抖音", "B站", "QQ",
                   "拼多多", "携程", "饿了么"],
    "pm": ["1Password", "Bitwarden", "KeePass", "Dashlane", "Apple Passwords", "Keeper", "Proton Pass",
           "KeePassXC"],
    "carrier_en": ["Vodafone", "EE", "O2", "Three", "Verizon", "T-Mobile", "giffgaff"],
    "shop_en": ["Argos", "Currys", "Best Buy", "Target", "IKEA", "John Lewis", "Boots", "Walgreens"],
    "shop_zh": ["京东", "天猫超市", "苏宁易购", "盒马", "山姆会员店", "优衣库"],
    "otp_svc_en": ["Uber", "WhatsApp", "Coinbase", "Revolut", "Microsoft", "Instagram", "Venmo", "Deliveroo",
                   "Signal", "Binance"],
    "weekday_en": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "city_en_f": ["Manchester", "Leeds", "Denver", "Toronto", "Seattle", "Bristol", "Glasgow", "Phoenix",
                  "Cardiff", "Portland", "Brighton", "Ottawa"],
    "city_zh_f": ["北京", "上海", "广州", "深圳", "杭州", "成都", "南京", "武汉", "西安", "苏州"],
    "fact_city_en": ["Whitby", "Keswick", "Ludlow", "Bozeman", "Nelson", "Truro", "Kilkenny", "Asheville",
                     "Tromsø", "Ballina", "Duluth", "Oban"],
    "fact_pet": ["Rolo", "Bonnie", "Patch", "Bonzo", "Smudge", "Frankie", "Bella", "Jasper", "Teddy", "Lulu"],
    "fact_school": ["Kirkby Primary", "Elm Street Elementary", "St Mary's Juniors", "Hollybush School",
                    "Parkside Primary", "Jefferson Elementary"],
    "fact_car": ["Skoda Octavia", "Opel Astra", "Hyundai Accent", "Kia Rio", "Seat Ibiza", "Citroën Saxo"],
    "fact_teacher": ["Mr Harding", "Mrs Costa", "Miss Bell", "Mr Abara", "Mrs Kemp"],
    "fact_city_zh": ["大同", "淮安", "湛江", "柳州", "开封", "襄阳", "南充", "荆州", "锦州", "安庆"],
    "fact_pet_zh": ["年糕", "可乐", "布丁", "芝麻", "土豆", "馒头"],
    "fact_school_zh": ["钟楼小学", "东关小学", "铁路第一小学", "府前街小学", "纺织厂子弟小学"],
    "fact_teacher_zh": ["黄老师", "邱老师", "严老师", "方老师"],
    "fact_dish_zh": ["荠菜馄饨", "炸酱面", "糯米鸡", "腌笃鲜", "肉夹馍"],
    "kiln_brand": ["Skutt", "L&L", "Paragon", "Olympic", "Evenheat", "Nabertherm"],
    "controller": ["Genesis", "KilnMaster", "Sentry 2.0", "TAP II", "DTC 1000", "Rampmaster"],
    "router_brand": ["TP-Link Archer", "ASUS RT", "Netgear Nighthawk", "Huawei WS", "Xiaomi AX", "Linksys EA"],
    "lock_brand": ["Master Lock", "Abus", "Squire", "Kryptonite", "Burg-Wächter"],
    "smartlock_zh": ["小米", "德施曼", "凯迪仕", "鹿客", "萤石"],
    "safe_brand": ["SentrySafe", "Yale", "Honeywell", "Chubb", "Phoenix", "得力"],
    "alarm_brand": ["Honeywell Vista", "DSC PowerSeries", "Texecom Premier", "Risco LightSYS", "Pyronix Enforcer"],
    "gdo_brand": ["Chamberlain", "LiftMaster", "Genie", "Hörmann", "Marantec"],
}

# Test values that are public and documented: benign by definition.
TEST_CARDS = ["4242 4242 4242 4242", "4000 0566 5566 5556", "5555 5555 5555 4444", "3782 822463 10005",
              "4111 1111 1111 1111", "6200 0000 0000 0005"]
TEST_CARD_DIGITS = {c.replace(" ", "") for c in TEST_CARDS}
BIP39_ABANDON = " ".join(["abandon"] * 11 + ["about"])
AWS_EXAMPLE_ID = "AKIAIOSFODNN7EXAMPLE"
AWS_EXAMPLE_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
RFC6238_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"
JWT_IO_SAMPLE = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0"
                 "IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")


def pool_half(name, split):
    vals = list(SPLIT_POOLS[name])
    random.Random(f"{SEED}|pool|{name}").shuffle(vals)
    k = (len(vals) + 1) // 2
    return vals[:k] if split == "dev" else vals[k:]


def _pool_strings(v):
    return [x.lower() for x in (v if isinstance(v, tuple) else (v,))]


def check_pools():
    """No value in two pools; no pool value in a filler pool; halves disjoint."""
    owner = {}
    for name, vals in SPLIT_POOLS.items():
        for v in vals:
            for s in _pool_strings(v):
                if s in owner and owner[s] != name:
                    raise AssertionError(f"pool value {s!r} in {owner[s]} and {name}")
                owner[s] = name
        dev, test = pool_half(name, "dev"), pool_half(name, "test")
        assert not set(dev) & set(test), name
        assert len(dev) + len(test) == len(set(vals)), f"duplicate in pool {name}"
    for fname, vals in FILL.items():
        for v in vals:
            if v.lower() in owner:
                raise AssertionError(f"filler {fname} value {v!r} is in secret pool {owner[v.lower()]}")


# ================================================================ generators

GEN = {}


def gen(name):
    def deco(f):
        GEN[name] = f
        return f
    return deco


class Ctx:
    def __init__(self, split, rng):
        self.split, self.rng, self.memo = split, rng, {}

    def pool(self, name):
        return self.rng.choice(pool_half(name, self.split))

    def fill(self, name):
        return self.rng.choice(FILL[name])


for _n in FILL:
    GEN[_n] = (lambda n: (lambda c: c.fill(n)))(_n)
for _n in ("name_en", "name_zh"):
    GEN[_n + "2"] = (lambda n: (lambda c: c.rng.choice([v for v in FILL[n] if v != c.memo.get(n)])))(_n)

DIG = "0123456789"
LOW = "abcdefghijklmnopqrstuvwxyz"
UP = LOW.upper()
ALNUM = DIG + LOW + UP
SYMS = "!@#$%&*?"
SYM_EN = {"!": "an exclamation mark", "@": "an at sign", "#": "a hash", "$": "a dollar sign", "%": "a percent sign",
          "&": "an ampersand", "*": "an asterisk", "?": "a question mark"}
SYM_ZH = {"!": "感叹号", "@": "@符号", "#": "井号", "$": "美元符号", "%": "百分号", "&": "&符号", "*": "星号",
          "?": "问号"}
EN_DIGITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
ZH_DIGITS = "零一二三四五六七八九"
NATO = {c: w for c, w in zip(LOW, ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india",
                                    "juliett", "kilo", "lima", "mike", "november", "oscar", "papa", "quebec",
                                    "romeo", "sierra", "tango", "uniform", "victor", "whiskey", "x-ray", "yankee",
                                    "zulu"])}
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
         "nineteen"]


def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def digits(rng, n, no_trivial=True):
    while True:
        s = rs(rng, DIG, n)
        if not no_trivial or (len(set(s)) > 2 and s not in "0123456789" and s not in "9876543210"):
            return s


def two_digit_words(n):
    if n < 10:
        return "oh-" + EN_DIGITS[n]
    if n < 20:
        return TEENS[n - 10]
    return TENS[n // 10] + ("-" + EN_DIGITS[n % 10] if n % 10 else "")


def zh_spoken(s, rng, style=None):
    style = style if style is not None else rng.randrange(3)
    out = []
    for ch in s:
        d = int(ch)
        if style >= 1 and d == 1:
            out.append("幺")
        elif style == 2 and d == 2:
            out.append("两")
        elif style == 2 and d == 0:
            out.append("洞")
        else:
            out.append(ZH_DIGITS[d])
    return "".join(out)


# ---------------------------------------------------------------- security answers

@gen("S_ans_maiden")
def _(c): return c.pool("ans_maiden")
@gen("S_ans_pet")
def _(c): return c.pool("ans_pet")
@gen("S_ans_city")
def _(c): return c.pool("ans_city")
@gen("S_ans_school")
def _(c): return c.pool("ans_school")
@gen("S_ans_car")
def _(c): return c.pool("ans_car")
@gen("S_ans_teacher")
def _(c): return c.pool("ans_teacher")
@gen("S_ans_street")
def _(c): return c.pool("ans_street")
@gen("S_ans_friend")
def _(c): return c.pool("ans_friend")
@gen("S_ans_food")
def _(c): return c.pool("ans_food")
@gen("S_ans_word")
def _(c): return c.pool("ans_word")


@gen("S_ans_fake")
def _(c):
    a, n = c.pool("fake_adj"), c.pool("fake_noun")
    return c.rng.choice([f"{a}{n}{digits(c.rng, 2, False)}", f"{a.lower()}-{n.lower()}-{digits(c.rng, 3, False)}",
                         f"{a} {n} {digits(c.rng, 2, False)}"])


@gen("S_ans_zh_mother")
def _(c): return c.pool("zh_mother")
@gen("S_ans_zh_father")
def _(c): return c.pool("zh_father")
@gen("S_ans_zh_school")
def _(c): return c.pool("zh_school")
@gen("S_ans_zh_pet")
def _(c): return c.pool("zh_pet")
@gen("S_ans_zh_teacher")
def _(c): return c.pool("zh_teacher")
@gen("S_ans_zh_dish")
def _(c): return c.pool("zh_dish")
@gen("S_ans_zh_friend")
def _(c): return c.pool("zh_friend")
@gen("S_ans_zh_car")
def _(c): return c.pool("zh_car")
@gen("S_ans_zh_town")
def _(c): return c.pool("zh_town")[0]
@gen("S_ans_zh_town_py")
def _(c): return c.pool("zh_town")[1]


@gen("S_ans_zh_fake")
def _(c):
    return c.pool("zh_fake_adj") + c.pool("zh_fake_noun") + c.rng.choice(["", digits(c.rng, 2, False)])


EN_QUESTIONS = [
    (["Mother's maiden name?", "What is your mother's maiden name?", "Mum's maiden name"], "ans_maiden"),
    (["Name of your first pet?", "What was the name of your first pet?", "First pet"], "ans_pet"),
    (["City you were born in?", "In what city were you born?", "Birth city"], "ans_city"),
    (["First school?", "What was the name of your first school?", "Primary school"], "ans_school"),
    (["First car?", "What was the make and model of your first car?", "First car"], "ans_car"),
    (["Favourite teacher?", "Who was your favourite teacher?", "Favourite teacher"], "ans_teacher"),
    (["Street you grew up on?", "What street did you grow up on?", "Childhood street"], "ans_street"),
    (["Childhood best friend?", "What was your childhood best friend's name?", "Best friend as a kid"],
     "ans_friend"),
    (["Favourite food as a child?", "What was your favourite meal as a child?", "Childhood meal"], "ans_food"),
]
ZH_QUESTIONS = [
    (["您母亲的姓名？", "母亲的名字", "妈妈叫什么"], "zh_mother"),
    (["您父亲的姓名？", "父亲的名字", "爸爸的名字"], "zh_father"),
    (["您的出生地？", "出生的城市", "老家是哪里"], "zh_town"),
    (["您就读的小学？", "小学校名", "您的小学叫什么"], "zh_school"),
    (["您第一只宠物的名字？", "第一只宠物", "小时候养的狗叫什么"], "zh_pet"),
    (["您最喜欢的老师？", "最喜欢的老师", "对您影响最大的老师"], "zh_teacher"),
    (["您最喜欢吃的菜？", "最爱吃的菜", "妈妈做的拿手菜"], "zh_dish"),
    (["您童年最好的朋友？", "儿时玩伴", "小时候最好的朋友"], "zh_friend"),
]


def _qa_pick(c, questions, k=3):
    qs = c.rng.sample(questions, k)
    out = []
    for phrasings, pool in qs:
        a = c.pool(pool)
        if isinstance(a, tuple):
            a = a[0]
        out.append((c.rng.choice(phrasings), a))
    return out


@gen("S_ans_block_en")
def _(c):
    qa = _qa_pick(c, EN_QUESTIONS)
    lay = c.rng.randrange(4)
    if lay == 0:
        return "\n".join(f"Q: {q}\nA: {a}" for q, a in qa)
    if lay == 1:
        return "\n".join(f"{i}. {q.rstrip('?')} → {a}" for i, (q, a) in enumerate(qa, 1))
    if lay == 2:
        return "\n".join(f"{q.rstrip('?')} | {a}" for q, a in qa)
    return "\n".join(f"{q}\n    answer: {a}" for q, a in qa)


@gen("S_ans_zh_block")
def _(c):
    qa = _qa_pick(c, ZH_QUESTIONS)
    lay = c.rng.randrange(3)
    if lay == 0:
        return "\n".join(f"问：{q}\n答：{a}" for q, a in qa)
    if lay == 1:
        return "\n".join(f"{'一二三'[i]}、{q.rstrip('？')}：{a}" for i, (q, a) in enumerate(qa))
    return "\n".join(f"{q.rstrip('？')} → {a}" for q, a in qa)


MIXED_QUESTIONS = [
    (["Mother's name?", "What is your mother's name?"], "zh_mother"),
    (["City of birth?", "Where were you born?"], "zh_town"),
    (["First school?", "Name of your primary school?"], "zh_school"),
    (["First pet?", "Name of your first pet?"], "zh_pet"),
    (["Favourite dish?", "Your favourite food as a kid?"], "zh_dish"),
    (["Childhood friend?", "Best friend growing up?"], "zh_friend"),
]


@gen("S_ans_block_mixed")
def _(c):
    qa = _qa_pick(c, MIXED_QUESTIONS)
    if c.rng.randrange(2):
        return "\n".join(f"Q: {q}\nA: {a}" for q, a in qa)
    return "\n".join(f"{i}. {q} —— {a}" for i, (q, a) in enumerate(qa, 1))


# ---------------------------------------------------------------- passwords

def _leet(w, rng):
    table = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}
    out = "".join(table.get(ch.lower(), ch) if rng.random() < 0.7 else ch for ch in w)
    if out == w:
        out = w[:-1] + table.get(w[-1].lower(), "0")
    return out


@gen("S_pw_word")
def _(c):
    w = c.pool("pw_word")
    s = c.rng.choice(SYMS)
    d = digits(c.rng, c.rng.choice([2, 3, 4]), False)
    return c.rng.choice([f"{w}{s}{d}", f"{w}{d}{s}", f"{s}{w}{d}"])


@gen("S_pw_wordyear")
def _(c):
    return c.pool("pw_word") + c.pool("year") + c.rng.choice(SYMS + "")


@gen("S_pw_2w")
def _(c):
    w1 = c.pool("pw_word")
    w2 = c.rng.choice([w for w in pool_half("pw_word", c.split) if w != w1])
    return c.rng.choice([f"{w1}{w2}{c.pool('year')}", f"{w1}-{w2}-{digits(c.rng, 2, False)}",
                         f"{w1.lower()}{w2}{c.rng.choice(SYMS)}{digits(c.rng, 2, False)}"])


@gen("S_pw_leet")
def _(c):
    w = _leet(c.pool("pw_word"), c.rng)
    return w + c.rng.choice(SYMS) + digits(c.rng, 2, False)


@gen("S_pw_pass")
def _(c):
    ws = c.rng.sample(pool_half("pass_word", c.split), c.rng.choice([3, 4]))
    sep = c.rng.choice(["-", ".", "_"])
    out = sep.join(ws)
    if c.rng.random() < 0.5:
        out += sep + digits(c.rng, 2, False)
    return out


@gen("S_pw_petyear")
def _(c):
    return c.pool("pw_pet") + c.rng.choice(["", "_", "."]) + c.pool("year")


PW_RAND = ALNUM + "!@#$%^&*-_+=?~"


@gen("S_pw_rand")
def _(c):
    while True:
        s = rs(c.rng, PW_RAND, c.rng.choice([16, 18, 20, 24]))
        if any(ch in DIG for ch in s) and any(ch in "!@#$%^&*-_+=?~" for ch in s) and s[0] not in "-+=":
            return s


@gen("S_pw_temp")
def _(c):
    while True:
        s = rs(c.rng, ALNUM + "#$%&", c.rng.choice([8, 10, 12]))
        if any(ch in DIG for ch in s) and any(ch in UP for ch in s) and any(ch in LOW for ch in s):
            return s


@gen("S_pw_py")
def _(c):
    py = c.pool("pw_py")
    tail = c.rng.choice([c.pool("year")[2:] + digits(c.rng, 4, False)[:4],
                         f"{c.rng.randrange(1, 13):02d}{c.rng.randrange(1, 29):02d}", "520", "1314",
                         "520" + digits(c.rng, 3, False), c.pool("year")])
    return c.rng.choice([py + tail, py.capitalize() + tail, py + "@" + tail, py + "_" + tail])


@gen("S_pw_zhpet")
def _(c):
    return c.pool("pw_zhpet") + c.pool("year")


@gen("S_pw_spelled_en")
def _(c):
    rng = c.rng
    w = c.pool("pw_word")
    d = digits(rng, rng.choice([2, 4]), False)
    s = rng.choice(SYMS)
    style = rng.randrange(4)
    if style == 0:
        return f"{w} with a capital {w[0]}, then {d}, then {SYM_EN[s]}"
    if style == 1:
        return f"all lowercase {w.lower()}, the number {d}, and {SYM_EN[s]} at the end"
    if style == 2:
        return f"{w.upper()} all in capitals, then " + " ".join(EN_DIGITS[int(x)] for x in d)
    raw = rs(rng, LOW + UP + DIG, 7)
    parts = []
    for ch in raw:
        if ch in DIG:
            parts.append(EN_DIGITS[int(ch)])
        elif ch in UP:
            parts.append("capital " + NATO[ch.lower()].capitalize())
        else:
            parts.append("lowercase " + NATO[ch])
    return ", ".join(parts)


@gen("S_pw_spelled_zh")
def _(c):
    rng = c.rng
    style = rng.randrange(3)
    if style == 0:
        w = c.pool("pw_word")
        d = digits(rng, 4, False)
        return f"大写的{w[0]}，小写的{w[1:].lower()}，然后{d}，最后一个{SYM_ZH[rng.choice(SYMS)]}"
    if style == 1:
        w = c.pool("pass_word")
        return f"全小写的{w}，后面跟{c.pool('year')}，再加一个{SYM_ZH[rng.choice(SYMS)]}"
    py = c.pool("pw_py")
    return f"先是拼音{py}，然后是数字{zh_spoken(digits(rng, 4, False), rng, 1)}"


# ---------------------------------------------------------------- one-time codes

@gen("S_otp6")
def _(c): return digits(c.rng, 6)
@gen("S_otp4")
def _(c): return digits(c.rng, 4)
@gen("S_otp7")
def _(c): return digits(c.rng, 7)
@gen("S_otp8")
def _(c): return digits(c.rng, 8)


@gen("S_otp6sep")
def _(c):
    d = digits(c.rng, 6)
    return d[:3] + c.rng.choice([" ", "-", "·", " - "]) + d[3:]


@gen("S_otp_spaced")
def _(c): return " ".join(digits(c.rng, 6))


@gen("S_otp_spoken_en")
def _(c):
    d = digits(c.rng, 6)
    w = [EN_DIGITS[int(x)] if x != "0" or c.rng.random() < 0.5 else "oh" for x in d]
    return c.rng.choice([" ".join(w), ", ".join(w), " ".join(w[:3]) + ", " + " ".join(w[3:])])


@gen("S_otp_spoken_zh")
def _(c):
    d = digits(c.rng, 6)
    z = zh_spoken(d, c.rng)
    return c.rng.choice([z, z[:3] + "，" + z[3:], "、".join(z)])


STEAM = "23456789BCDFGHJKMNPQRTVWXY"


@gen("S_otp_steam")
def _(c): return rs(c.rng, STEAM, 5)


@gen("S_otp_alnum")
def _(c):
    while True:
        s = rs(c.rng, DIG + "ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
        if sum(ch in DIG for ch in s) in (2, 3, 4):
            return s


# ---------------------------------------------------------------- Wi-Fi keys

@gen("S_wifi_phrase")
def _(c):
    rng = c.rng
    a = c.pool("wifi_word")
    b = rng.choice([w for w in pool_half("wifi_word", c.split) if w != a])
    return rng.choice([f"{a}{b}{digits(rng, 2, False)}", f"{a.capitalize()}{b.capitalize()}{rng.choice(SYMS)}{c.pool('year')}",
                       f"{a}-{b}-{digits(rng, 3, False)}", f"{a}{c.pool('year')}{b}", f"{a.capitalize()}&{b.capitalize()}{digits(rng, 2, False)}"])


@gen("S_wifi_default")
def _(c):
    rng = c.rng
    k = rng.randrange(5)
    if k == 0:
        return rs(rng, "abcdefghjkmnpqrstuvwxyz23456789", 10)
    if k == 1:
        return digits(rng, 10)
    if k == 2:
        return rs(rng, "0123456789ABCDEF", 12)
    if k == 3:
        return "-".join(rs(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) for _ in range(3))
    return rs(rng, "abcdefghijkmnpqrstuvwxyz", 4) + "-" + rs(rng, DIG, 4) + "-" + rs(rng, "abcdefghijkmnpqrstuvwxyz", 4)


@gen("S_wifi_digits")
def _(c): return digits(c.rng, c.rng.choice([8, 9, 10, 12]))


@gen("S_wifi_py")
def _(c):
    return c.pool("wifi_py") + c.rng.choice([digits(c.rng, 4, False), "8888", "6666", c.pool("year"), "520" + digits(c.rng, 2, False)])


@gen("S_wifi_spoken_zh")
def _(c):
    return zh_spoken(digits(c.rng, c.rng.choice([8, 10])), c.rng, 1)


# ---------------------------------------------------------------- PINs

@gen("S_pin4")
def _(c): return digits(c.rng, 4)
@gen("S_pin6")
def _(c): return digits(c.rng, 6)


@gen("S_pin_words_en")
def _(c):
    d = digits(c.rng, 4)
    return c.rng.choice([" ".join(EN_DIGITS[int(x)] for x in d), "-".join(EN_DIGITS[int(x)] for x in d)])


@gen("S_pin_dash")
def _(c):
    d = digits(c.rng, 4)
    return c.rng.choice(["-".join(d), d[:2] + "-" + d[2:], " ".join(d)])


@gen("S_pin_pairs")
def _(c):
    while True:
        a, b = c.rng.randrange(10, 100), c.rng.randrange(10, 100)
        if a != b:
            return f"{two_digit_words(a)} {two_digit_words(b)}"


@gen("S_pin_year")
def _(c): return c.pool("year")


@gen("S_pin_zh_num")
def _(c): return zh_spoken(digits(c.rng, 6), c.rng, 0)


@gen("S_pin_zh_spoken")
def _(c):
    d = digits(c.rng, 6)
    return c.rng.choice([zh_spoken(d, c.rng, 2), zh_spoken(d, c.rng, 1)])


# ---------------------------------------------------------------- device and place codes

@gen("S_dc4")
def _(c): return digits(c.rng, 4)
@gen("S_dc5")
def _(c): return digits(c.rng, 5)
@gen("S_dc6")
def _(c): return digits(c.rng, 6)


@gen("S_dc_hash")
def _(c):
    d = digits(c.rng, c.rng.choice([4, 4, 5, 6]))
    return c.rng.choice([d + "#", "#" + d, "*" + d + "#", d + "*"])


@gen("S_dc_star")
def _(c):
    d = digits(c.rng, c.rng.choice([4, 5]))
    return c.rng.choice(["*" + d, "*" + d + "*", "0" + d + "#"])


@gen("S_combo3")
def _(c):
    n = [c.rng.randrange(0, 40) for _ in range(3)]
    sep = c.rng.choice(["-", " - ", " ", "/"])
    return sep.join(f"{x:02d}" for x in n)


@gen("S_dial")
def _(c):
    n = [c.rng.randrange(0, 100) for _ in range(3)]
    style = c.rng.randrange(3)
    if style == 0:
        return f"R {n[0]} – L {n[1]} – R {n[2]}"
    if style == 1:
        return f"right to {n[0]}, left past it once to {n[1]}, right to {n[2]}"
    return f"{n[0]}-{n[1]}-{n[2]} (right, left, right)"


@gen("S_dc_spoken_en")
def _(c):
    d = digits(c.rng, c.rng.choice([4, 5]))
    return c.rng.choice([" ".join(EN_DIGITS[int(x)] for x in d), "-".join(EN_DIGITS[int(x)] for x in d)])


@gen("S_dc_zh_spoken")
def _(c): return zh_spoken(digits(c.rng, c.rng.choice([4, 6])), c.rng)


@gen("S_word_lock")
def _(c): return c.pool("word_lock")


# ---------------------------------------------------------------- vendor keys and tokens

def _gh_style(c, prefix):
    body = rs(c.rng, B62, 30)
    return prefix + body + b62(zlib.crc32(body.encode()) & 0xFFFFFFFF, 6)


@gen("S_key_github")
def _(c): return _gh_style(c, c.rng.choice(["ghp_", "gho_"]))
@gen("S_key_npm")
def _(c): return _gh_style(c, "npm_")
@gen("S_key_openai")
def _(c): return c.rng.choice(["sk-proj-" + rs(c.rng, ALNUM + "-_", 64), "sk-" + rs(c.rng, ALNUM, 48)])
@gen("S_key_anthropic")
def _(c): return "sk-ant-api03-" + rs(c.rng, ALNUM + "-_", 93) + "AA"
@gen("S_key_stripe")
def _(c): return c.rng.choice(["sk_live_", "rk_live_"]) + rs(c.rng, ALNUM, c.rng.choice([24, 99]))
@gen("S_key_aws_secret")
def _(c): return rs(c.rng, ALNUM + "/+", 40)
@gen("aws_id")
def _(c): return "AKIA" + rs(c.rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
@gen("S_key_slack")
def _(c): return f"xoxb-{digits(c.rng, 12, False)}-{digits(c.rng, 13, False)}-{rs(c.rng, ALNUM, 24)}"
@gen("S_key_sendgrid")
def _(c): return "SG." + rs(c.rng, ALNUM + "-_", 22) + "." + rs(c.rng, ALNUM + "-_", 43)
@gen("S_key_tg")
def _(c): return f"{c.rng.randrange(10**9, 8 * 10**9)}:AA{rs(c.rng, ALNUM + '-_', 33)}"
@gen("S_key_google")
def _(c): return "AIza" + rs(c.rng, ALNUM + "-_", 35)
@gen("S_key_hf")
def _(c): return "hf_" + rs(c.rng, LOW + UP, 34)
@gen("S_key_deepseek")
def _(c): return "sk-" + rs(c.rng, "0123456789abcdef", 32)
@gen("S_key_aliyun")
def _(c): return rs(c.rng, ALNUM, 30)
@gen("aliyun_id")
def _(c): return "LTAI5t" + rs(c.rng, ALNUM, 18)
@gen("S_key_gitlab")
def _(c): return "glpat-" + rs(c.rng, ALNUM + "-_", 20)


# ---------------------------------------------------------------- keys, seeds, wallets

@gen("S_pem_openssh")
def _(c): return openssh_ed25519(c.rng, c.rng.choice(["deploy@build", "me@laptop", "backup", "pi@garden"]))
@gen("S_pem_rsa")
def _(c): return rsa_pkcs1(c.rng)
@gen("S_pem_ec")
def _(c): return ec_p256_sec1(c.rng)
@gen("S_pem_pkcs8")
def _(c): return pkcs8_ed25519(c.rng)


def _bip(c, wl, n):
    return bip39_from_entropy(c.rng.randbytes({12: 16, 18: 24, 24: 32}[n]), wl)


@gen("S_bip_en12")
def _(c): return " ".join(_bip(c, BIP39_EN, 12))
@gen("S_bip_en24")
def _(c): return " ".join(_bip(c, BIP39_EN, c.rng.choice([18, 24])))
@gen("S_bip_en_lines")
def _(c): return "\n".join(_bip(c, BIP39_EN, c.rng.choice([12, 24])))


@gen("S_bip_en_numbered")
def _(c):
    ws = _bip(c, BIP39_EN, c.rng.choice([12, 24]))
    fmt = c.rng.choice(["{i}. {w}", "{i:02d} {w}", "{i}) {w}", "#{i} {w}"])
    return "\n".join(fmt.format(i=i, w=w) for i, w in enumerate(ws, 1))


@gen("S_bip_en_grid")
def _(c):
    ws = _bip(c, BIP39_EN, 12)
    return "\n".join("  ".join(f"{i + j + 1}.{ws[i + j]}" for j in range(4)) for i in range(0, 12, 4))


@gen("S_bip_zh_space")
def _(c): return " ".join(_bip(c, BIP39_ZH, c.rng.choice([12, 24])))
@gen("S_bip_zh_run")
def _(c): return "".join(_bip(c, BIP39_ZH, 12))
@gen("S_bip_zh_comma")
def _(c): return c.rng.choice(["、", "，", ","]).join(_bip(c, BIP39_ZH, 12))
@gen("S_bip_zh_lines")
def _(c): return "\n".join(_bip(c, BIP39_ZH, 12))


@gen("S_bip_zh_numbered")
def _(c):
    ws = _bip(c, BIP39_ZH, c.rng.choice([12, 18]))
    return "\n".join(f"{i}. {w}" for i, w in enumerate(ws, 1))


B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


@gen("S_totp")
def _(c): return base64.b32encode(c.rng.randbytes(c.rng.choice([10, 20]))).decode()


@gen("S_totp_grouped")
def _(c):
    s = base64.b32encode(c.rng.randbytes(20)).decode()
    if c.rng.random() < 0.6:
        s = s.lower()
    sep = c.rng.choice([" ", " ", "-"])
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


def _secp_key(c):
    return c.rng.randrange(1, SECP256K1_N).to_bytes(32, "big")


@gen("S_wif")
def _(c): return b58check_encode(b"\x80" + _secp_key(c))
@gen("S_wif_c")
def _(c): return b58check_encode(b"\x80" + _secp_key(c) + b"\x01")
@gen("S_hexkey")
def _(c): return c.rng.choice(["", "0x"]) + _secp_key(c).hex()


@gen("S_xprv")
def _(c):
    depth = c.rng.choice([0, 3])
    fp = b"\0" * 4 if depth == 0 else c.rng.randbytes(4)
    child = b"\0" * 4 if depth == 0 else (0x80000000 + c.rng.randrange(0, 3)).to_bytes(4, "big")
    payload = bytes.fromhex("0488ADE4") + bytes([depth]) + fp + child + c.rng.randbytes(32) + b"\0" + _secp_key(c)
    return b58check_encode(payload)


@gen("S_sol")
def _(c):
    seed = c.rng.randbytes(32)
    return b58encode(seed + ed25519_public(seed))


@gen("S_sol_json")
def _(c):
    seed = c.rng.randbytes(32)
    return "[" + ",".join(str(b) for b in seed + ed25519_public(seed)) + "]"


@gen("S_env_tok")
def _(c): return rs(c.rng, ALNUM, c.rng.choice([32, 40, 48]))
@gen("S_env_hex")
def _(c): return c.rng.randbytes(32).hex()
@gen("S_env_hex32")
def _(c): return c.rng.randbytes(16).hex()


@gen("S_env_pw")
def _(c):
    while True:
        s = rs(c.rng, ALNUM + "!%^*-_", c.rng.choice([14, 16, 20]))
        if any(ch in DIG for ch in s) and any(ch in "!%^*-_" for ch in s):
            return s


@gen("S_url_pw")
def _(c):
    while True:
        s = rs(c.rng, ALNUM + "-_.~", c.rng.choice([12, 16, 20]))
        if any(ch in DIG for ch in s) and s[0] not in "-_.~" and s[-1] not in "-_.~":
            return s


def _jwt(c):
    rng = c.rng
    alg = rng.choice(["HS256", "RS256", "ES256"])
    header = {"alg": alg, "typ": "JWT"}
    if alg != "HS256":
        header["kid"] = rs(rng, ALNUM, 16)
    iat = rng.randrange(1735689600, 1798761600)
    payload = {"sub": rng.choice(["user_", "uid:", ""]) + digits(rng, 8, False), "iat": iat,
               "exp": iat + rng.choice([900, 3600, 86400]),
               rng.choice(["scope", "role", "email"]): rng.choice(["read write", "admin", "member", "me@example.org"])}
    sig = rng.randbytes({"HS256": 32, "RS256": 256, "ES256": 64}[alg])
    return (b64url(json.dumps(header, separators=(",", ":")).encode()) + "."
            + b64url(json.dumps(payload, separators=(",", ":")).encode()) + "." + b64url(sig))


GEN["S_jwt"] = _jwt


def _card_digits(c, kind=None):
    rng = c.rng
    kind = kind or rng.choice(["visa", "mc", "amex", "visa", "mc"])
    while True:
        if kind == "visa":
            d = luhn_complete("4" + rs(rng, DIG, 14))
        elif kind == "mc":
            d = luhn_complete(rng.choice(["51", "52", "53", "54", "55"]) + rs(rng, DIG, 13))
        elif kind == "amex":
            d = luhn_complete(rng.choice(["34", "37"]) + rs(rng, DIG, 12))
        else:
            d = luhn_complete("62" + rs(rng, DIG, rng.choice([13, 16])))
        if d not in TEST_CARD_DIGITS:
            return d


def _group_card(d):
    if len(d) == 15:
        return f"{d[:4]} {d[4:10]} {d[10:]}"
    return " ".join(d[i:i + 4] for i in range(0, len(d), 4))


@gen("S_card")
def _(c): return _card_digits(c)
@gen("S_card_spaced")
def _(c): return _group_card(_card_digits(c))
@gen("S_card_up")
def _(c):
    d = _card_digits(c, "up")
    return c.rng.choice([d, _group_card(d)])


@gen("S_rc_github")
def _(c):
    codes = [rs(c.rng, "0123456789abcdef", 5) + "-" + rs(c.rng, "0123456789abcdef", 5) for _ in range(16)]
    if c.rng.random() < 0.5:
        return "\n".join(codes)
    return "\n".join(f"{codes[i]}    {codes[i + 1]}" for i in range(0, 16, 2))


@gen("S_rc_google")
def _(c):
    codes = [digits(c.rng, 4, False) + " " + digits(c.rng, 4, False) for _ in range(10)]
    if c.rng.random() < 0.5:
        return "\n".join(f"{i}. {x}" for i, x in enumerate(codes, 1))
    return "\n".join(f"{codes[i]}   {codes[i + 1]}" for i in range(0, 10, 2))


@gen("S_rc_generic")
def _(c):
    al = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    codes = [rs(c.rng, al, 4) + "-" + rs(c.rng, al, 4) for _ in range(8)]
    return c.rng.choice(["\n".join(codes), "\n".join(f"- {x}" for x in codes), " ".join(codes)])


# ---------------------------------------------------------------- benign values

def _luhn_invalid_digits(c, n, first=None):
    while True:
        d = (first or rs(c.rng, "123456789", 1)) + rs(c.rng, DIG, n - len(first or "x"))
        if not luhn_ok(d):
            return d


@gen("user_en")
def _(c):
    return c.rng.choice(["j.morgan", "sam_reid", "nadia.p", "tomwalsh84", "megfoster", "liam.chen", "grace_o",
                         "bpatel", "hannah.n", "marcus.r"])


@gen("email")
def _(c):
    return c.rng.choice(["sam.reid", "nadia.patel", "tom.w", "megan.foster", "liam.c"]) + "@" + c.rng.choice(
        ["gmail.com", "outlook.com", "icloud.com", "proton.me", "yahoo.co.uk"])


@gen("domain")
def _(c):
    return c.rng.choice(["example-shop.com", "gardenlog.io", "studio-kiln.net", "familyhub.org", "acme-corp.cn",
                         "lanternworks.dev", "tinyorders.app"])


@gen("name_full_en")
def _(c): return c.fill("name_en") + " " + c.fill("surname_en")


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]


@gen("date_en")
def _(c): return f"{c.rng.choice(MONTHS)} {c.rng.randrange(1, 29)}"
@gen("date_zh")
def _(c): return f"{c.rng.randrange(1, 13)}月{c.rng.randrange(1, 29)}日"
@gen("date_iso")
def _(c): return f"{c.rng.randrange(2025, 2034)}-{c.rng.randrange(1, 13):02d}-{c.rng.randrange(1, 29):02d}"
@gen("bday_en")
def _(c): return f"{c.rng.randrange(1, 29)} {c.rng.choice(MONTHS)}"
@gen("bday_zh")
def _(c): return f"农历{c.rng.choice('正二三四五六七八九十')}月{c.rng.choice(['初三', '初八', '十二', '十五', '廿一', '廿六'])}"
@gen("ddmmyyyy")
def _(c): return f"{c.rng.randrange(1, 29):02d}{c.rng.randrange(1, 13):02d}{c.rng.randrange(1950, 1995)}"
@gen("mmdd")
def _(c): return f"{c.rng.randrange(1, 13):02d}{c.rng.randrange(1, 29):02d}"
@gen("year_full")
def _(c): return str(c.rng.randrange(1940, 1970))
@gen("time")
def _(c): return f"{c.rng.randrange(7, 23)}:{c.rng.choice(['00', '05', '15', '20', '30', '40', '45', '55'])}"
@gen("min_n")
def _(c): return c.rng.choice(["5", "10", "15"])
@gen("price_gbp")
def _(c): return f"£{c.rng.randrange(3, 900)}.{c.rng.choice(['00', '49', '99', '50', '20'])}"
@gen("price_usd")
def _(c): return c.rng.choice([f"${c.rng.randrange(10, 99)}.{c.rng.choice(['00', '95', '99'])}",
                               f"${c.rng.randrange(1, 5)},{c.rng.randrange(100, 999)}.00",
                               f"${c.rng.randrange(100, 999)}"])
@gen("price_cny")
def _(c): return c.rng.choice([f"{c.rng.randrange(30, 999)}元", f"¥{c.rng.randrange(1, 9)},{c.rng.randrange(100, 999)}",
                               f"{c.rng.randrange(1000, 5000)}块", f"¥{c.rng.randrange(10, 999)}.{c.rng.randrange(10, 99)}"])
@gen("last4")
def _(c): return digits(c.rng, 4, False)
@gen("phone_cn")
def _(c): return "1" + c.rng.choice("3589") + rs(c.rng, DIG, 9)
@gen("cn_mobile")
def _(c):
    d = "1" + c.rng.choice("3589") + rs(c.rng, DIG, 9)
    return c.rng.choice([d, f"{d[:3]} {d[3:7]} {d[7:]}", f"{d[:3]}-{d[3:7]}-{d[7:]}"])
@gen("cn_land")
def _(c): return c.rng.choice(["010-", "021-", "020-", "0571-", "028-"]) + rs(c.rng, "2345678", 1) + rs(c.rng, DIG, 7)
@gen("uk_mobile")
def _(c): return f"07700 900{rs(c.rng, DIG, 3)}"
@gen("uk_land")
def _(c): return f"0161 496 0{rs(c.rng, DIG, 3)}"
@gen("us_phone")
def _(c): return c.rng.choice([f"({c.rng.choice(['312', '415', '206'])}) 555-01{rs(c.rng, DIG, 2)}", f"555-01{rs(c.rng, DIG, 2)}"])


@gen("ssid")
def _(c):
    r = c.rng
    return r.choice([f"TP-LINK_{rs(r, '0123456789ABCDEF', 4)}", f"TP-Link_5G_{rs(r, '0123456789ABCDEF', 4)}",
                     f"NETGEAR{rs(r, DIG, 2)}", f"HUAWEI-{rs(r, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 4)}",
                     f"Xiaomi_{rs(r, '0123456789ABCDEF', 4)}", f"ChinaNet-{rs(r, ALNUM, 4)}",
                     f"BT-{rs(r, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 6)}", f"VM{rs(r, DIG, 7)}",
                     "The Cabin", f"{c.fill('surname_en')}_Family", "GardenShed", "Casa-Guest",
                     f"CMCC-{rs(r, ALNUM, 4)}", "Studio-Net"])


@gen("locker_no")
def _(c): return str(c.rng.randrange(12, 480))
@gen("room")
def _(c): return f"{c.rng.randrange(2, 25)}{c.rng.randrange(1, 40):02d}"
@gen("gate")
def _(c): return c.rng.choice("ABCDEFK") + str(c.rng.randrange(1, 60))
@gen("gate_no")
def _(c): return str(c.rng.randrange(1, 9))
@gen("lvl")
def _(c): return str(c.rng.randrange(1, 5))
@gen("bay")
def _(c): return str(c.rng.randrange(10, 420))
@gen("unit_no")
def _(c): return c.rng.choice(["", "B", "C-"]) + str(c.rng.randrange(100, 999))
@gen("coach")
def _(c): return str(c.rng.randrange(1, 17))
@gen("seat")
def _(c): return f"{c.rng.randrange(1, 80)}{c.rng.choice('ABCDF')}"
@gen("pickup_no")
def _(c): return c.rng.choice(["A", "B", "", "#"]) + str(c.rng.randrange(10, 999)).zfill(3)
@gen("apt")
def _(c): return f"{c.rng.randrange(1, 20)}{c.rng.choice('ABCDEF')}"
@gen("train")
def _(c): return c.rng.choice("GDCK") + str(c.rng.randrange(10, 9999))
@gen("train_uk")
def _(c): return f"the {GEN['time'](c)} to {c.fill('city_en_f')}"
@gen("plat")
def _(c): return str(c.rng.randrange(1, 15)) + c.rng.choice(["", "", "a", "b"])
@gen("bld")
def _(c): return str(c.rng.randrange(1, 30))
@gen("unit")
def _(c): return str(c.rng.randrange(1, 6))
@gen("n2")
def _(c): return str(c.rng.randrange(2, 9))
@gen("n")
def _(c): return f"{c.rng.randrange(0, 255)}.{c.rng.randrange(2, 254)}"
@gen("kiln_model")
def _(c): return c.rng.choice([f"KM-{c.rng.randrange(818, 1231)}", f"e{c.rng.randrange(18, 28)}T",
                               f"SC-{c.rng.randrange(2, 5)}", f"HF{c.rng.randrange(8, 24)}", f"N{c.rng.randrange(40, 300)}"])
@gen("safe_model")
def _(c): return c.fill("safe_brand") + " " + c.rng.choice([f"SFW{c.rng.randrange(100, 205)}GDC", f"YSV/{c.rng.randrange(200, 390)}/DB1",
                                                               f"{c.rng.randrange(1, 9)}{c.rng.choice('ABC')}-{c.rng.randrange(10, 99)}", f"BGX-{c.rng.randrange(30, 80)}"])
@gen("serial")
def _(c): return rs(c.rng, "ABCDEFGHJKLMNPRSTUVWXYZ", 2) + rs(c.rng, DIG, 8)
@gen("router_model")
def _(c): return c.fill("router_brand") + c.rng.choice([" AX55", "-AX86U", " RAX50", "5200", " 3000T", "7500"])
@gen("fw")
def _(c): return c.rng.choice([f"v{c.rng.randrange(1, 5)}.{c.rng.randrange(0, 20)}.{c.rng.randrange(0, 60)}",
                               f"{c.rng.randrange(1, 3)}.{c.rng.randrange(0, 9)}.{c.rng.randrange(0, 9)} Build {c.rng.randrange(20200101, 20251231)}"])
@gen("lock_model")
def _(c): return c.rng.choice([f"M{c.rng.randrange(1, 180)}", f"{c.rng.randrange(100, 1600)}iD", f"Keeper {c.rng.randrange(500, 999)}",
                               f"Granit X-Plus {c.rng.randrange(500, 560)}", f"S{c.rng.randrange(10, 99)}0 Pro"])
@gen("alarm_model")
def _(c): return c.fill("alarm_brand") + " " + c.rng.choice([f"{c.rng.randrange(10, 64)}P", f"PC{c.rng.randrange(1616, 1864)}",
                                                                f"{c.rng.randrange(24, 168)}", f"RP{c.rng.randrange(128, 432)}"])
@gen("gdo_model")
def _(c): return c.fill("gdo_brand") + " " + c.rng.choice([f"{c.rng.randrange(8000, 8600)}W", f"B{c.rng.randrange(400, 990)}",
                                                              f"SupraMatic E{c.rng.randrange(2, 5)}", f"ML{c.rng.randrange(700, 1000)}EV"])
@gen("ref_no")
def _(c): return rs(c.rng, UP, 3) + "-" + rs(c.rng, DIG, 6)
@gen("frame_no")
def _(c): return rs(c.rng, UP, 3) + rs(c.rng, DIG, 5) + rs(c.rng, UP, 1) + rs(c.rng, DIG, 2)
@gen("order_short")
def _(c): return digits(c.rng, c.rng.choice([4, 5, 6]))
@gen("amz_order")
def _(c):
    while True:
        s = f"{c.rng.randrange(100, 999)}-{rs(c.rng, DIG, 7)}-{rs(c.rng, DIG, 7)}"
        if not luhn_ok(s.replace("-", "")):
            return s
@gen("ups")
def _(c): return "1Z" + rs(c.rng, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 6) + rs(c.rng, DIG, 10)
@gen("ticket")
def _(c): return c.rng.choice(["#", "CS-", "INC", "T"]) + digits(c.rng, c.rng.choice([6, 7]), False)
@gen("inv")
def _(c): return f"{c.rng.randrange(2024, 2027)}-{digits(c.rng, 4, False)}"
@gen("ref_alpha")
def _(c): return rs(c.rng, "ABCDEFGHJKLMNPQRSTUVWXYZ", 3) + rs(c.rng, DIG, 3)
@gen("tb_order")
def _(c): return _luhn_invalid_digits(c, 19, "2")
@gen("jd_order")
def _(c): return _luhn_invalid_digits(c, 12, "3")
@gen("sf")
def _(c): return "SF" + rs(c.rng, DIG, 13)
@gen("yt")
def _(c): return "YT" + rs(c.rng, DIG, 13)
@gen("fp")
def _(c): return _luhn_invalid_digits(c, 20, "2")
@gen("flight")
def _(c): return c.rng.choice(["CA", "MU", "CZ", "BA", "UA", "LH", "EK", "QF", "SQ", "HU"]) + c.rng.choice(["", " "]) + str(c.rng.randrange(11, 1999))
@gen("pnr")
def _(c): return rs(c.rng, "ABCDEFGHJKLMNPQRSTUVWXYZ", 1) + rs(c.rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5)
@gen("hotel_conf")
def _(c): return digits(c.rng, c.rng.choice([8, 9, 10]), False)
@gen("macos_ver")
def _(c): return f"{c.rng.randrange(13, 16)}.{c.rng.randrange(0, 7)}.{c.rng.randrange(1, 4)}"
@gen("build")
def _(c): return f"{c.rng.randrange(22, 25)}{c.rng.choice('ABCDEFG')}{c.rng.randrange(100, 400)}"
@gen("semver")
def _(c): return f"{c.rng.randrange(1, 12)}.{c.rng.randrange(0, 30)}.{c.rng.randrange(0, 15)}"
@gen("hmos")
def _(c): return c.rng.choice(["HarmonyOS ", "iOS ", "MIUI ", "ColorOS "]) + f"{c.rng.randrange(4, 18)}.{c.rng.randrange(0, 5)}.{c.rng.randrange(0, 3)}"
@gen("tag")
def _(c): return f"registry.{c.fill('kiln_brand').lower().replace('&', '')}.io/shop-api:{c.rng.randrange(1, 5)}.{c.rng.randrange(0, 20)}.{c.rng.randrange(0, 9)}"
@gen("gh_user")
def _(c): return c.rng.choice(["kilnfox", "quietmoth", "nadia-builds", "tomw-dev", "lanternlab", "grace-codes", "bp-io"])
@gen("emp_no")
def _(c): return c.rng.choice(["E", "EMP", "", "CN"]) + digits(c.rng, c.rng.choice([5, 6]), False)
@gen("member_no")
def _(c): return c.rng.choice(["M-", "", "VIP"]) + digits(c.rng, c.rng.choice([7, 8]), False)
@gen("student_no")
def _(c): return f"{c.rng.randrange(2015, 2025)}{digits(c.rng, 6, False)}"
@gen("sku")
def _(c): return rs(c.rng, UP, 2) + "-" + digits(c.rng, 4, False) + "-" + rs(c.rng, UP + DIG, 2)


@gen("isbn")
def _(c):
    body = "978" + c.rng.choice(["7", "0", "1"]) + rs(c.rng, DIG, 8)
    chk = (10 - sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(body)) % 10) % 10
    full = body + str(chk)
    return f"{full[:3]}-{full[3]}-{full[4:8]}-{full[8:12]}-{full[12]}"


@gen("ean")
def _(c):
    while True:
        body = c.rng.choice(["69", "50", "40", "87"]) + rs(c.rng, DIG, 10)
        chk = (10 - sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(body)) % 10) % 10
        full = body + str(chk)
        if not luhn_ok(full):
            return full


@gen("street_addr")
def _(c): return f"{c.rng.randrange(2, 240)} {c.rng.choice(['Elm Street', 'Park Road', 'High Street', 'Mill Lane', 'Oak Avenue'])}"
@gen("zip_city")
def _(c):
    city, pre = c.rng.choice([("Denver, CO ", "802"), ("Seattle, WA ", "981"), ("Portland, OR ", "972"), ("Austin, TX ", "787")])
    return city + pre + f"{c.rng.randrange(1, 99):02d}"
@gen("uk_pc")
def _(c): return c.rng.choice(["M1", "LS6", "BS8", "EH3", "SW1A", "N16", "CF10"]) + f" {c.rng.randrange(1, 9)}{rs(c.rng, 'ABDEFGHJLNPQRSTUWXYZ', 2)}"

IN_PIN = [("Mumbai", "Maharashtra", "4000"), ("New Delhi", "Delhi", "1100"), ("Bengaluru", "Karnataka", "5600"),
          ("Chennai", "Tamil Nadu", "6000"), ("Kolkata", "West Bengal", "7000"), ("Hyderabad", "Telangana", "5000"),
          ("Pune", "Maharashtra", "4110"), ("Ahmedabad", "Gujarat", "3800")]
ZH_PC = [("北京市朝阳区", "100"), ("上海市徐汇区", "200"), ("广州市天河区", "510"), ("深圳市南山区", "518"),
         ("杭州市西湖区", "310"), ("成都市武侯区", "610"), ("南京市鼓楼区", "210"), ("武汉市洪山区", "430")]


def _pair(c, key, table):
    if key not in c.memo:
        c.memo[key] = c.rng.choice(table)
    return c.memo[key]


@gen("in_city")
def _(c):
    city, state, _p = _pair(c, "_in", IN_PIN)
    return f"{city}, {state}"
@gen("in_pin")
def _(c): return _pair(c, "_in", IN_PIN)[2] + f"{c.rng.randrange(1, 99):02d}"
@gen("zh_city_pc")
def _(c): return _pair(c, "_zh", ZH_PC)[0]
@gen("zh_pc")
def _(c): return _pair(c, "_zh", ZH_PC)[1] + f"{c.rng.randrange(0, 999):03d}"
@gen("zip")
def _(c): return str(c.rng.randrange(10000, 99999))
@gen("sri384")
def _(c): return base64.b64encode(c.rng.randbytes(48)).decode()
@gen("sri512")
def _(c): return base64.b64encode(c.rng.randbytes(64)).decode()
@gen("sha256hex")
def _(c): return c.rng.randbytes(32).hex()
@gen("md5")
def _(c): return c.rng.randbytes(16).hex()
@gen("git_sha")
def _(c): return c.rng.randbytes(20).hex()
@gen("git_sha7")
def _(c): return c.rng.randbytes(20).hex()[:7]
@gen("test_card")
def _(c): return c.rng.choice(TEST_CARDS)
@gen("ssh_pub")
def _(c): return ssh_ed25519_public_line(c.rng, c.rng.choice(["sam@laptop", "nadia@studio", "me@home-pc"]))
@gen("spki_pub")
def _(c): return spki_ed25519_public(c.rng)
@gen("btc_addr")
def _(c): return b58check_encode(b"\0" + c.rng.randbytes(20))
@gen("bech32_addr")
def _(c): return bech32_encode("bc", 0, c.rng.randbytes(20))
@gen("gpg_fp")
def _(c):
    h = c.rng.randbytes(20).hex().upper()
    return " ".join(h[i:i + 4] for i in range(0, 40, 4))
@gen("wg_pub")
def _(c): return base64.b64encode(ed25519_public(c.rng.randbytes(32))).decode()
@gen("temp_c")
def _(c): return str(c.rng.choice([1186, 1222, 1240, 1260, 1285, 1305]))
@gen("steps")
def _(c): return f"{c.rng.randrange(11, 30)},{c.rng.randrange(100, 999)}"
@gen("steps_zh")
def _(c): return str(c.rng.randrange(11000, 29999))
@gen("score")
def _(c): return str(c.rng.randrange(60, 150))
@gen("expiry")
def _(c): return f"{c.rng.randrange(1, 13):02d}/{c.rng.randrange(27, 32)}"
@gen("cvv")
def _(c): return rs(c.rng, DIG, 3)


@gen("env_var")
def _(c): return c.rng.choice(["DB_PASSWORD", "SMTP_PASSWORD", "REDIS_PASSWORD", "KILN_ADMIN_PASSWORD", "API_TOKEN",
                               "MAIL_PASS", "STRIPE_SECRET_KEY", "OPENAI_API_KEY"])
@gen("device_label")
def _(c): return c.rng.choice(["Kiln controller", "NAS", "Router", "Alarm panel", "Garage opener"])
@gen("device_zh")
def _(c): return c.rng.choice(["路由器", "NAS", "电窑控制器", "报警主机", "门禁"])
@gen("script_name")
def _(c): return c.rng.choice(["this script", "backup.sh", "the cron job", "nightly_dump.py"])
@gen("pass_path")
def _(c): return c.rng.choice(["work/api-token", "home/nas", "studio/kiln-api", "personal/mail"])
@gen("app_name")
def _(c): return c.rng.choice(["gardenlog", "kiln-monitor", "shop-api", "family-photos", "mim-sync"])
@gen("n_chars")
def _(c): return c.rng.choice(["10", "12", "14", "16"])
@gen("key_ph")
def _(c): return c.rng.choice(["sk-xxxxxxxxxxxxxxxxxxxxxxxx", "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "AKIAXXXXXXXXXXXXXXXX",
                               "sk_live_XXXXXXXXXXXXXXXXXXXXXXXX", "<paste-your-key-here>", "${YOUR_KEY}"])
@gen("vendor")
def _(c): return c.rng.choice(["OpenAI", "Stripe", "Google Maps", "DeepSeek", "SendGrid"])


# ================================================================ templates
# (kind, lang, [template, ...]). «S_…» is the span; every other «…» is a filler.
# A leading "!" marks a template hard, "~" not hard, where the kind's default
# (HARD_KINDS) does not fit. Ids are kind.lang.NN in the order written here.

TEMPLATES = [
    # ------------------------------------------------------------ security answers
    ("security_answer", "en", [
        "Security questions for the «bank_en» login — mother's maiden name: «S_ans_maiden»",
        "Bank security Q&A (don't lose this):\n«S_ans_block_en»",
        "Call with «bank_en», «date_en». Agent: \"Can you confirm the name of your first pet?\" Me: \"«S_ans_pet».\" Agent: \"Thank you, you're verified.\"",
        "«name_en», if the pension people ring and ask for the memorable word, it's «S_ans_word». Don't say it to anyone who rings you first.",
        "Account recovery\nQuestion 2 of 3: In what city did your parents meet?\nYour answer: «S_ans_city»\n[ Save and continue ]",
        "Set up the new «service_en» account tonight. For 'name of your first school' I typed «S_ans_school», which I will have forgotten by Friday, so it goes in the diary.",
        "I never give real answers to these. For «service_en», \"What was your first car?\" → «S_ans_fake»",
        "Voice memo, «time». Um, the tax office security thing... favourite teacher... I put «S_ans_teacher». Okay. That's it, that's the memo.",
        "[«time»] «name_en»: what did you put for the street question on the home insurance site?\n[«time»] me: «S_ans_street», the one we lived on before the move",
        "title,question,answer\n«bank_en» online,Childhood best friend's name,«S_ans_friend»",
        "Post-it on the monitor: «service_en» — favourite food as a kid = «S_ans_food»",
        "Phone banking asks for grandma's maiden name instead of a passcode. Grandma's maiden name: «S_ans_maiden». Works for both accounts.",
        "Things I told the «bank_en» app when it made me pick a question: first car, and I said «S_ans_car».",
    ]),
    ("security_answer", "zh", [
        "密保问题：您母亲的姓名？\n答案：«S_ans_zh_mother»",
        "«bank_zh»的密保问题是“您的出生地”，我填的是«S_ans_zh_town»，别忘了。",
        "支付宝安全问题备忘：\n«S_ans_zh_block»",
        "今天给«bank_zh»客服打电话，她问我小学叫什么，我说«S_ans_zh_school»，才核验通过。",
        "妈，要是银行打电话问您父亲的名字，就说«S_ans_zh_father»，这是密保的答案，别人问别说。",
        "12306找回密码的问题“您的家乡”，我当时填的是拼音«S_ans_zh_town_py»，不是汉字。",
        "日记 «date_zh»：重新设置了网易邮箱，密保问题选了“您第一只宠物叫什么”，写了«S_ans_zh_pet»。",
        "【安全问题设置】\n问题3：您最喜欢的老师\n回答：«S_ans_zh_teacher»\n[ 提交 ]",
        "语音备忘：那个社保卡的密保……最喜欢吃的菜，我填的是«S_ans_zh_dish»，嗯，就这个。",
        "老公：QQ密保你当时填的啥？\n我：童年好友那题，«S_ans_zh_friend»",
        "便利贴：Apple ID 安全提示问题——第一辆车 → «S_ans_zh_car»",
        "我的密保答案都是乱写的，“您的出生地”我填了«S_ans_zh_fake»，记在这儿免得自己也忘了。",
        "银行柜员核对身份，问我母亲叫什么，我答«S_ans_zh_mother»，她点点头就给办了。",
    ]),
    ("security_answer", "mixed", [
        "«bank_en» 的 security question 问妈妈婚前的 surname，我填的 «S_ans_maiden»。",
        "备忘：PayPal security answer —— 第一只宠物 «S_ans_zh_pet»",
        "今天 call 了 «bank_en» customer service，they asked 我的 memorable word，我说了 «S_ans_word»，verified 了。",
        "Security Q&A（招行 app 里设的）：\n«S_ans_block_mixed»",
        "Note：Apple ID 的 security question 'What city were you born in?'，answer 填的是拼音 «S_ans_zh_town_py»",
        "Amy：你 Gmail 的 recovery question 填的啥？\n我：first school 那个，«S_ans_zh_school»",
        "voice memo：那个 insurance 网站的 favourite teacher，填的是 «S_ans_teacher»，OK 就这样。",
        "Security question：您父亲的名字 / Father's first name\nAnswer：«S_ans_zh_father»",
        "Diary «date_en»：开了新的 Steam 账号，security question 选的 dream job，answer 写了 «S_ans_fake»，记下来免得忘。",
        "贴在显示器上：Outlook — childhood best friend = «S_ans_friend»",
    ]),
    # ------------------------------------------------------------ passwords in natural language
    ("password_nl", "en", [
        "My «service_en» password is «S_pw_word» — changed it last night after the breach email.",
        "«service_en» login\nuser: «user_en» / pass: «S_pw_rand»",
        "«name_en», the password for the family «service_en» is «S_pw_2w». Please don't change it without telling me.",
        "Rang Gran to talk her through logging in. Told her to type it exactly as I said it: «S_pw_spelled_en».",
        "name,url,username,password\n«service_en»,https://«domain»/login,«email»,«S_pw_rand»",
        "«weekday_en». Locked out of the laptop again. The new login password is «S_pw_leet» and this time it's written down.",
        "[«time»] «name_en»: what's the password for the shared drive?\n[«time»] me: «S_pw_pass»",
        "Recording to myself: the school portal password is «S_pw_petyear». The dog's name and the year, so it should stick.",
        "Sticky note under the keyboard: «service_en» → «S_pw_word»",
        "Your temporary password for «service_en» is «S_pw_temp». You will be asked to choose a new one when you sign in.",
        "Create your account\nFull name: «name_full_en»\nUsername: «user_en»\nPassword: «S_pw_wordyear»\nConfirm password: «S_pw_wordyear»",
        "The admin login for the NAS in the hall cupboard is admin / «S_pw_2w». Only needed if it stops syncing.",
        "Mum changed her email password to «S_pw_petyear» and asked me to keep a note of it somewhere safe.",
    ]),
    ("password_nl", "zh", [
        "我的«service_zh»密码是«S_pw_py»，上周刚改的。",
        "«service_zh»\n账号：«phone_cn»\n密码：«S_pw_word»",
        "爸，家里电脑的开机密码改成«S_pw_py»了，您记一下。",
        "给我妈打电话教她登录，密码我一个字一个字念给她：«S_pw_spelled_zh»。",
        "«date_zh» 晴。又把邮箱密码忘了，重置成了«S_pw_leet»，这次写在这里。",
        "小王：公司VPN密码多少？\n我：«S_pw_rand»",
        "语音转文字：那个……学校系统的密码是«S_pw_zhpet»，就是狗的名字加年份。",
        "显示器边上的便签：淘宝 «S_pw_wordyear»",
        "【«service_zh»】您的临时密码为«S_pw_temp»，请登录后尽快修改。",
        "用户名：«user_en»\n登录密码：«S_pw_2w»\n确认密码：«S_pw_2w»",
        "标题,网址,用户名,密码\n«service_zh»,https://«domain»,«user_en»,«S_pw_rand»",
        "«name_zh»说NAS的管理员账号是admin，密码«S_pw_pass»，路由器那台也一样。",
        "老婆的微博密码我帮她设的：«S_pw_petyear»，她自己肯定记不住。",
    ]),
    ("password_nl", "mixed", [
        "今天把 «service_en» 的 password 改成了 «S_pw_word»。",
        "Login 信息：\nusername: «user_en»\n密码: «S_pw_rand»",
        "提醒 «name_en»：family «service_en» 的 password 是 «S_pw_2w»，别乱改。",
        "«name_zh»：公司 GitLab 的 password 多少？\n我：«S_pw_leet»",
        "voice memo：那个 school portal 的密码 «S_pw_py»，拼音加生日。",
        "便利贴 on my desk：Outlook pw «S_pw_wordyear»",
        "Diary «date_en»：laptop 的 login password 换成 «S_pw_pass» 了，写下来防忘。",
        "[«service_en»] 您的 temporary password 是 «S_pw_temp»，please change it after login.",
        "打电话告诉妈妈新 password：«S_pw_spelled_en»",
        "«service_en» | «email» | password: «S_pw_rand» | 备注: 工作用",
    ]),
    # ------------------------------------------------------------ one-time codes
    ("otp", "en", [
        "«otp_svc_en»: Your verification code is «S_otp6». It expires in «min_n» minutes. Don't share it with anyone.",
        "G-«S_otp6» is your Google verification code.",
        "Your «bank_en» one-time passcode is «S_otp6sep». If you didn't ask for this, call us on the number on your card.",
        "Call with Mum: she read the code off her phone — «S_otp_spoken_en» — and I typed it in on her account page.",
        "Was halfway through checkout when the text came through, «S_otp6», so I typed it in one-handed while holding the shopping.",
        "[«time»] «name_en»: can you send me the code that just came to your phone?\n[«time»] me: «S_otp6»",
        "Microsoft account\nSecurity code: «S_otp7»\nIf you don't recognise the account, you can click here to remove your email.",
        "Steam Guard code for account «user_en»: «S_otp_steam»",
        "«bank_en»: To approve a payment of «price_gbp» to «shop_en», enter code «S_otp8». We will never call you to ask for it.",
        "Recording: the login code for the tax site is «S_otp_spaced», typing it on the laptop in a second.",
        "Subject: Your sign-in code\nHi «name_en», use «S_otp_alnum» to sign in to «service_en». It's valid for 10 minutes.",
        "Dad rang asking what the six numbers from the bank were for. Told him never to read them out, but he'd already read them to me: «S_otp6sep».",
    ]),
    ("otp", "zh", [
        "【«bank_zh»】验证码«S_otp6»，您正在进行快捷支付，5分钟内有效，请勿泄露。",
        "【«service_zh»】您的登录验证码是：«S_otp4»，如非本人操作请忽略本短信。",
        "验证码：«S_otp6sep»（«service_zh»）",
        "刚才自称客服的人让我把短信里的验证码报给他，我念了«S_otp_spoken_zh»，后来才反应过来可能是骗子。",
        "妈：刚收到一条短信，说验证码«S_otp6»，是你在登录吗？",
        "«date_zh»，在医院挂号要手机验证，收到的码是«S_otp6»，排了半天队。",
        "语音：12306的验证码是«S_otp_spaced»，我马上输。",
        "【«service_zh»】您的动态口令为«S_otp_alnum»，10分钟内有效。",
        "【«bank_zh»】您尾号«last4»的账户正在向他人转账«price_cny»，交易验证码«S_otp8»，请勿告知他人。",
        "微信安全中心：你的验证码为 «S_otp6»，用于在新设备上登录微信。",
        "便签：校园网一次性口令 «S_otp6sep»，今晚有效",
        "转发给老公：“«service_zh»验证码«S_otp4»”——你看下是不是你在登录？",
    ]),
    ("otp", "mixed", [
        "刚收到 «service_en» 的 verification code «S_otp6»，帮我填一下。",
        "【«otp_svc_en»】Your code is «S_otp6sep»，5 分钟内有效。",
        "«name_en» 打电话来要那个 OTP，我念了 «S_otp_spoken_en»。",
        "老板：把 Okta 的 code 发我一下\n我：«S_otp6»",
        "voice memo：Steam Guard code 是 «S_otp_steam»，快点输。",
        "登录 «bank_en» 的时候收到 one-time passcode «S_otp8»，valid 10 min。",
        "G-«S_otp6» 是你的 Google 验证码。",
        "Diary：今天在机场 check-in，airline app 发来 code «S_otp_spaced»，差点 miss 了航班。",
        "短信：Your Alipay 验证码 is «S_otp4»，请勿泄露。",
        "«name_zh»把 Microsoft 的 security code «S_otp7» 截图发到群里了，赶紧让人撤回。",
    ]),
    # ------------------------------------------------------------ Wi-Fi keys
    ("wifi_password", "en", [
        "For guests —\nWi-Fi: «ssid»\nPassword: «S_wifi_phrase»",
        "Hey «name_en», the Wi-Fi at the cabin is «ssid» and the key is «S_wifi_default».",
        "Decoded the QR code on the router sticker: WIFI:T:WPA;S:«ssid»;P:«S_wifi_default»;;",
        "Gran called from the flat, couldn't get online. Read her the router key over the phone: «S_wifi_phrase».",
        "Finally changed the home Wi-Fi off the default. New passphrase is «S_wifi_phrase», so every device has to reconnect.",
        "[«time»] «name_en»: wifi pw?\n[«time»] me: «S_wifi_phrase», network «ssid»",
        "Label on the back of the router: SSID «ssid» · WPA2 key «S_wifi_default» · admin page 192.168.1.1",
        "House manual, page 2 — Internet: connect to «ssid», password «S_wifi_phrase». Checkout is at 11.",
        "Memo: grandma's wifi, the network is «ssid», password «S_wifi_digits», all numbers.",
        "Kids — the guest network for your friends is «ssid» and its password is «S_wifi_phrase». Don't give out the main one.",
        "Staff network «ssid», passphrase this quarter: «S_wifi_phrase».",
    ]),
    ("wifi_password", "zh", [
        "家里WiFi：«ssid»，密码«S_wifi_py»",
        "妈，路由器换了，新的无线密码是«S_wifi_digits»，名字还是«ssid»。",
        "路由器背面贴纸：无线网络名称 «ssid»　无线密码 «S_wifi_default»",
        "扫了一下店里的二维码，内容是 WIFI:T:WPA;S:«ssid»;P:«S_wifi_py»;;",
        "小李：你家wifi密码多少\n我：«S_wifi_phrase»",
        "«date_zh»，搬进新家第一天，宽带师傅装好了，WiFi密码设成了«S_wifi_py»。",
        "语音备忘：奶奶家的无线网叫«ssid»，密码是«S_wifi_digits»，全是数字。",
        "民宿入住须知：无线网络 «ssid»，密码 «S_wifi_default»，退房时间中午12点。",
        "给孩子们：客人用的网络是«ssid»，密码«S_wifi_phrase»，主网络的别给同学。",
        "电话里跟爸说：连«ssid»，密码是«S_wifi_spoken_zh»。",
        "公司无线这季度换了：«ssid»，口令«S_wifi_phrase»。",
    ]),
    ("wifi_password", "mixed", [
        "家里的 Wi-Fi password 改了，现在是 «S_wifi_phrase»。",
        "«name_en»，cabin 的 WiFi 是 «ssid»，password «S_wifi_default»。",
        "WIFI:T:WPA;S:«ssid»;P:«S_wifi_phrase»;; ← 咖啡店 QR code 扫出来的",
        "室友：wifi 密码？\n我：«S_wifi_py»，network 叫 «ssid»",
        "Airbnb 的 house manual 写着：Wi-Fi «ssid»，密码 «S_wifi_default»。",
        "voice memo：奶奶家 router 的 password 是 «S_wifi_digits»，全数字。",
        "Diary «date_en»：把 router 的 default key 换成了 «S_wifi_phrase»，所有 device 都要重连。",
        "贴在冰箱上：Guest Wi-Fi «ssid» / pw «S_wifi_py»",
    ]),
    # ------------------------------------------------------------ PINs
    ("pin", "en", [
        "Wallet contents, in case it's stolen: driving licence, two cards. Debit card PIN: «S_pin4».",
        "«name_en», the PIN for the new «bank_en» card is «S_pin4». Learn it and delete this message.",
        "«bank_en» rang to check the card had arrived. I told them I'd set the PIN to «S_pin_words_en» — in hindsight I shouldn't have said it out loud.",
        "My phone's unlock PIN is «S_pin6» now; changed it after the kids watched me type the old one.",
        "New SIM from «carrier_en». The SIM PIN is «S_pin4»; the PUK is on the card holder in the drawer.",
        "«weekday_en». Blanked on my card PIN at the till and had to pay with my phone. It's «S_pin_dash», I know it, my brain just went.",
        "[«time»] «name_en»: what's the pin for the joint account card\n[«time»] me: «S_pin4»",
        "Memo: banking app PIN — «S_pin_pairs». Don't write it anywhere else.",
        "I made the card PIN our wedding year, «S_pin_year», so I'd never forget it.",
        "Set up your PIN\nNew PIN: «S_pin6»\nConfirm PIN: «S_pin6»",
        "Post-it inside the wallet: «S_pin4» (Visa)",
        "The parental-controls PIN on the TV is «S_pin4» — kids, if you're reading this, you're grounded.",
    ]),
    ("pin", "zh", [
        "银行卡密码：«S_pin6»（«bank_zh»储蓄卡）",
        "支付宝支付密码是«S_pin6»，别告诉别人。",
        "妈，新办的«bank_zh»卡密码我设成了«S_pin6»，您背下来就把这条删了。",
        "银行打电话来，我一紧张把取款密码«S_pin_zh_num»说出来了，得赶紧去改。",
        "手机锁屏密码改成«S_pin6»了，孩子老偷看。",
        "«date_zh»，在ATM前面愣住了，忘了密码，站了半天才想起来是«S_pin6»。",
        "老婆：那张工资卡密码多少\n我：«S_pin6»",
        "语音备忘：医保卡密码«S_pin_zh_spoken»。",
        "新手机卡的PIN码是«S_pin4»，PUK码在卡托上。",
        "钱包里的小纸条：«S_pin6»（工行）",
        "设置六位数字支付密码\n请输入：«S_pin6»\n请再次输入：«S_pin6»",
        "微信支付密码跟银行卡的一样，都是«S_pin_zh_num»。",
    ]),
    ("pin", "mixed", [
        "新 card 的 PIN 是 «S_pin4»，记得 memorise 然后删掉这条。",
        "Alipay 的支付 PIN «S_pin6»，别外传。",
        "«name_en»：joint account 那张卡的 PIN？\n我：«S_pin4»",
        "Phone 的 unlock code 改成 «S_pin6» 了。",
        "voice memo：banking app PIN 是 «S_pin_words_en»。",
        "Diary：ATM 前面突然忘了 PIN，后来想起来是 «S_pin_dash»。",
        "钱包里的 note：«S_pin4» (Visa debit)",
        "SIM 卡 PIN «S_pin4»，PUK 在卡托上。",
        "我把 debit card 的 PIN 设成了我们的 wedding year «S_pin_year»。",
    ]),
    # ------------------------------------------------------------ codes of devices and places
    ("device_code", "en", [
        "Studio notes: the kiln controller's lock code is «S_dc4». Press Menu, enter it, then you can edit the firing schedule.",
        "«name_en» — the side gate code is «S_dc_hash» in case you get there before us.",
        "Bike lock combo: «S_dc4» (so I don't forget it).",
        "Gym locker «locker_no» — combination «S_combo3».",
        "Hotel room safe: I set it to «S_dc6». Passports and the spare card are in there.",
        "The alarm panel disarm code is «S_dc4». You have 30 seconds after opening the front door.",
        "Garage door keypad: «S_dc4», then press Enter.",
        "Voice memo: the keypad code for «name_en»'s new place is «S_dc_spoken_en», and to press hash after, apparently.",
        "The shed padlock is one of those dial ones: «S_dial».",
        "Welcome! The key lockbox by the door opens with «S_dc4». Please scramble the wheels after use. — your host",
        "Storage unit gate access code: «S_dc_star»",
        "The blue bike has a letter lock instead of numbers — the word is «S_word_lock».",
        "Dad's safe in the study: «S_dial». Only open it if something happens to me.",
        "[«time»] «name_en»: code for the building door?\n[«time»] me: «S_dc_hash»",
    ]),
    ("device_code", "zh", [
        "工作室备忘：电窑控制器的锁定密码是«S_dc4»，改烧成曲线要先输这个。",
        "小区大门密码«S_dc_hash»，快递小哥老问。",
        "车锁密码：«S_dc4»，怕忘了记一下。",
        "健身房«locker_no»号柜，密码锁设的«S_dc4»。",
        "家里保险柜密码«S_dc6»，房产证在里面。",
        "报警器撤防密码«S_dc4»，进门后30秒内输。",
        "车库门遥控坏了，可以用旁边的键盘开，密码«S_dc4»。",
        "爸，新家智能门锁的密码是«S_dc6»，按完再按#号。",
        "语音：仓库那把挂锁，密码是«S_dc_zh_spoken»。",
        "室友：楼下门禁密码多少？\n我：«S_dc_hash»",
        "房东发来：门口密码盒的密码是«S_dc4»，用完请把数字打乱。",
        "日记 «date_zh»：公司新装了指纹锁，不过备用密码是«S_dc6»，我先记这里。",
        "儿子学校储物柜的密码锁：«S_combo3»，他老忘。",
    ]),
    ("device_code", "mixed", [
        "工作室的 kiln controller lock code 是 «S_dc4»，改 firing schedule 之前要输。",
        "小区 gate code «S_dc_hash»，快递来了告诉他。",
        "Bike lock 密码 «S_dc4»，so I don't forget。",
        "Gym locker «locker_no»，combo «S_combo3»。",
        "酒店 room safe 我设了 «S_dc6»，护照在里面。",
        "Alarm panel 的 disarm code 是 «S_dc4»，进门 30 秒内输。",
        "新家 front door keypad 密码 «S_dc6»，最后按 #。",
        "Airbnb host 说 lockbox code 是 «S_dc4»，用完 scramble 一下。",
        "Garage door keypad «S_dc4»，然后按 Enter。",
        "Safe 是老式 dial 的：«S_dial»。",
    ]),
    # ------------------------------------------------------------ other secret kinds
    ("api_key", "en", [
        "OpenAI key for the side project — «S_key_openai»",
        "!Pasted the Stripe live secret into the team chat by accident: «S_key_stripe». Need to roll it tonight.",
        "GitHub token for the backup script (expires in 90 days): «S_key_github»",
        "AWS for the photo bucket\nAccess key ID: «aws_id»\nSecret access key: «S_key_aws_secret»",
        "Anthropic API key for the summariser: «S_key_anthropic»",
        "GitLab personal access token, scope read_repository: «S_key_gitlab»",
    ]),
    ("api_key", "zh", [
        "备忘：DeepSeek 的 API key «S_key_deepseek»，别传到 GitHub 上。",
        "阿里云\nAccessKey ID：«aliyun_id»\nAccessKey Secret：«S_key_aliyun»",
        "Hugging Face 令牌：«S_key_hf»，下模型用的。",
        "npm 发布用的令牌 «S_key_npm»",
        "团队 Slack 机器人的 token：«S_key_slack»，别发到群里。",
    ]),
    ("api_key", "mixed", [
        "把 «S_key_slack» 这个 Slack bot token 填进 config 里了。",
        "Telegram bot 的 token：«S_key_tg»",
        "Google Maps API key «S_key_google»，只给 dev 用。",
        "SendGrid 的 key «S_key_sendgrid» 已经 rotate 了吗？",
    ]),
    ("private_key", "en", [
        "Backup of the deploy key, keep offline:\n«S_pem_openssh»",
        "server-old.pem contents:\n«S_pem_rsa»",
        "id_ed25519 from the old laptop, found on a USB stick:\n«S_pem_openssh»",
    ]),
    ("private_key", "zh", [
        "服务器私钥备份：\n«S_pem_ec»",
        "这是签名用的私钥，别外传：\n«S_pem_pkcs8»",
        "“私钥.txt”里的内容：\n«S_pem_rsa»",
    ]),
    ("private_key", "mixed", [
        "SSH private key for 跳板机：\n«S_pem_openssh»",
        "老服务器的 key，copy 一份在这：\n«S_pem_rsa»",
    ]),
    ("mnemonic_bip39_en", "en", [
        "!Wallet recovery phrase (the paper backup got water-damaged, retyping it here):\n«S_bip_en_lines»",
        "seed: «S_bip_en12»",
        "!Ledger backup\n«S_bip_en_numbered»",
        "Dad's crypto wallet. If anything happens, the words are: «S_bip_en24»",
    ]),
    ("mnemonic_bip39_en", "zh", [
        "钱包助记词（别截图）：«S_bip_en12»",
        "!MetaMask 恢复短语抄在这里：\n«S_bip_en_numbered»",
        "!助记词备份\n«S_bip_en_grid»",
        "!爸爸的钱包，万一有事，助记词是：\n«S_bip_en_lines»",
    ]),
    ("mnemonic_bip39_en", "mixed", [
        "!Seed phrase 备份：\n«S_bip_en_lines»",
        "这是我 Trust Wallet 的 recovery phrase：«S_bip_en12»",
        "记一下 seed words：«S_bip_en24»",
    ]),
    ("mnemonic_zh", "en", [
        "Chinese-language backup phrase from imToken: «S_bip_zh_space»",
        "!Mnemonic from the old wallet, one character per line:\n«S_bip_zh_lines»",
    ]),
    ("mnemonic_zh", "zh", [
        "中文助记词：«S_bip_zh_space»",
        "!助记词：«S_bip_zh_run»",
        "!钱包助记词，按顺序：\n«S_bip_zh_numbered»",
    ]),
    ("mnemonic_zh", "mixed", [
        "imToken 的 mnemonic（中文版）：«S_bip_zh_comma»",
        "!Recovery words 抄下来：\n«S_bip_zh_lines»",
    ]),
    ("totp_secret", "en", [
        "!Authenticator setup key for «service_en», in case I lose the phone: «S_totp_grouped»",
        "QR payload from the old phone: otpauth://totp/«service_en»%3A«email»?issuer=«service_en»&algorithm=SHA1&digits=6&period=30&secret=«S_totp»",
        "!Text from the 2FA setup page: \"Can't scan the code? Enter this key instead: «S_totp_grouped»\"",
        "2FA backup for the «bank_en» app — secret: «S_totp»",
    ]),
    ("totp_secret", "zh", [
        "两步验证密钥（手动输入用）：«S_totp»",
        "!Google 身份验证器的设置密钥是 «S_totp_grouped»，换手机要用。",
        "二维码解析出来是 otpauth://totp/Gitee:«user_en»?secret=«S_totp»&issuer=Gitee",
        "!身份验证器导出的密钥（«service_zh»）：«S_totp_grouped»",
    ]),
    ("totp_secret", "mixed", [
        "!2FA secret key for GitHub：«S_totp_grouped»",
        "换手机前把 TOTP seed 抄下来：«S_totp»",
    ]),
    ("crypto_wallet_key", "en", [
        "!Paper wallet private key (WIF): «S_wif»",
        "!Old Electrum export — xprv: «S_xprv»",
        "!Phantom wallet private key: «S_sol»",
    ]),
    ("crypto_wallet_key", "zh", [
        "!比特币私钥：«S_wif_c»",
        "!以太坊钱包私钥 «S_hexkey»，导入 MetaMask 用。",
        "!Solana 钱包的私钥（keypair 数组）：«S_sol_json»",
    ]),
    ("crypto_wallet_key", "mixed", [
        "!Hardware wallet 的 master private key 是 «S_xprv»",
        "!MetaMask export 出来的 private key：«S_hexkey»",
    ]),
    ("env_file", "en", [
        "!.env for the shop backend\nNODE_ENV=production\nPORT=8080\nPAYMENT_SIGNING=«S_env_tok»",
        "# staging\nDATABASE_HOST=db.internal\nDB_PASS=«S_env_pw»\nLOG_LEVEL=info",
        "!From my ~/.zshrc: export MAILER_AUTH=«S_env_tok»",
        "!HOOK_SALT=«S_env_hex»\nAPP_NAME=garden-log\nTZ=Europe/London",
    ]),
    ("env_file", "zh", [
        "!项目的 .env：\nAPP_ENV=prod\nWX_APPSECRET=«S_env_hex32»",
        "服务器上的环境变量：\nREDIS_AUTH=«S_env_pw»\nREDIS_PORT=6379",
        "!配置备份：\nSMS_KEY_SECRET=«S_env_tok»\nSMS_SIGN=晨光科技",
        "!.env.production 里有一行 ALIPAY_PRIVATE_SEAL=«S_env_tok»",
    ]),
    ("env_file", "mixed", [
        "!我的 .env file：\nDEBUG=false\nSESSION_SEAL=«S_env_tok»",
        "docker-compose 里写死了：POSTGRES_PASSWORD: «S_env_pw»",
        "!CI 里的 variable：DEPLOY_HOOK=«S_env_tok»",
    ]),
    ("connection_string", "en", [
        "!Prod DB, read-write: postgres://app:«S_url_pw»@db.«domain»:5432/orders",
        "!mongodb+srv://admin:«S_url_pw»@cluster0.k3f9x.mongodb.net/inventory?retryWrites=true",
        "!Cache: redis://:«S_url_pw»@cache.«domain»:6379/0",
        "!Nextcloud WebDAV for the scanner: https://«user_en»:«S_url_pw»@cloud.«domain»/remote.php/dav",
        "!ftp://«user_en»:«S_url_pw»@files.«domain»/uploads",
    ]),
    ("connection_string", "zh", [
        "!数据库连接串：mysql://root:«S_url_pw»@10.0.«n»:3306/shop",
        "!消息队列地址 amqp://guest:«S_url_pw»@mq.«domain»:5672/",
        "!JDBC：jdbc:postgresql://db.«domain»:5432/crm?user=crm&password=«S_url_pw»",
        "!备份脚本里写的 redis://default:«S_url_pw»@«domain»:6380/2",
    ]),
    ("connection_string", "mixed", [
        "!连 prod 的 connection string：postgresql://readonly:«S_url_pw»@«domain»/analytics",
        "!Git remote 写成了 https://«user_en»:«S_url_pw»@git.«domain»/team/app.git，要改掉",
        "!SMTP 配置 smtps://noreply%40«domain»:«S_url_pw»@smtp.«domain»:465",
    ]),
    ("jwt", "en", [
        "Bearer token from the network tab (still valid for an hour): «S_jwt»",
        "curl -H 'Authorization: Bearer «S_jwt»' https://api.«domain»/v1/me",
    ]),
    ("jwt", "zh", [
        "抓包拿到的 token：«S_jwt»",
        "登录接口返回的 access_token 是 «S_jwt»",
    ]),
    ("jwt", "mixed", [
        "把 id_token «S_jwt» 贴给同事 debug 了",
        "Cookie 里的 session JWT：«S_jwt»",
    ]),
    ("card_number", "en", [
        "Card for the subscriptions: «S_card» exp «expiry» CVV «cvv»",
        "Reading my card out to the hotel: «S_card_spaced», expiry «expiry».",
        "Virtual card from the bank app — number «S_card», security code «cvv»",
        "Card on file for the kiln supplier: «S_card_spaced», CVC on the back.",
    ]),
    ("card_number", "zh", [
        "信用卡号 «S_card_spaced»，有效期 «expiry»，背面三位 «cvv»",
        "帮妈订机票用的卡：«S_card»",
        "银联卡号 «S_card_up»",
        "京东绑定的信用卡 «S_card_spaced»，有效期«expiry»",
    ]),
    ("card_number", "mixed", [
        "把 Visa card «S_card_spaced» 绑到了 Apple Pay",
        "订酒店用的 credit card：«S_card»，CVV «cvv»",
    ]),
    ("recovery_codes", "en", [
        "GitHub recovery codes (saved when I set up 2FA):\n«S_rc_github»",
        "Google backup codes\n«S_rc_google»",
        "Backup codes for «service_en» — each one works once:\n«S_rc_generic»",
        "Emergency kit, keep in the safe. «service_en» recovery codes:\n«S_rc_google»",
    ]),
    ("recovery_codes", "zh", [
        "两步验证的备用码：\n«S_rc_google»",
        "恢复代码（每个只能用一次）：\n«S_rc_github»",
    ]),
    ("recovery_codes", "mixed", [
        "«service_en» 的 backup codes：\n«S_rc_generic»",
        "Recovery codes 存一份：\n«S_rc_github»",
    ]),
]

TEMPLATES += [
    # ------------------------------------------------------------ references to a password manager
    ("secret_reference", "en", [
        "The «bank_en» password is in 1Password under \"Bank – «bank_en»\".",
        "Wi-Fi password → «pm» › Home › Router. Don't ask me, look it up there.",
        "Note: the safe combination is NOT written anywhere here — it's in «pm», entry '«safe_brand» safe'.",
        "«name_en», the gate code is in the shared family vault in «pm» (item: Side gate).",
        "Security answers for the pension site: kept in «pm» as a secure note called 'Pension Q&A'.",
        "Card PIN for the «bank_en» debit card: memorised, not written anywhere.",
        "Kiln controller lock code → «pm», vault 'Studio', entry 'Kiln'.",
        "Recovery codes printed and in the fireproof box; the only digital copy is in «pm» under GitHub.",
    ]),
    ("secret_reference", "zh", [
        "«bank_zh»的密码存在1Password里了，条目叫“«bank_zh»网银”。",
        "家里WiFi密码 → Bitwarden › 家庭 › 路由器",
        "保险柜密码不写在这里，在«pm»里，条目“保险柜”。",
        "门禁密码在家庭共享的«pm»里，找“小区大门”那条。",
        "密保答案都放在«pm»的安全笔记“社保密保”里。",
        "«bank_zh»卡的支付密码：已经背下来了，哪儿都没写。",
        "电窑控制器的锁定密码 → «pm» › 工作室 › 电窑",
        "助记词抄在纸上放进保险箱了，电子版只存在«pm»里。",
    ]),
    ("secret_reference", "mixed", [
        "«service_en» 的 password 在 «pm» 里，item 叫 Family «service_en»。",
        "Garage door code → «pm» › Home › 车库",
        "Gym locker 的 combo 存在 «pm» 了，不写在 note 里。",
        "PIN 已经 memorise 了，not written anywhere。",
        "Security answers 都在 «pm» 的 secure note「Apple ID Q&A」里。",
        "Alarm panel code：see «pm» → 'House alarm'。",
    ]),
    # ------------------------------------------------------------ talk about credentials, no value
    ("credential_talk", "en", [
        "I forgot my «service_en» password again and had to reset it. Third time this month.",
        "«bank_en» wants me to set up security questions — 'name of first pet', 'mother's maiden name' — and I still haven't picked answers.",
        "Security question on the form: What was the name of your first school? (left blank for now)",
        "Didn't get the verification code from «service_en»; asked them to resend it twice.",
        "The gate code changed on «weekday_en». The building manager will text everyone the new one.",
        "The Wi-Fi password is on the fridge, ask «name_en».",
        "Reminder: change the alarm panel code after the builders leave on «weekday_en».",
        "The kiln controller has a lock code option — going to turn it on so students can't edit the schedules.",
        "The PIN for the new card comes separately by post, usually three to five days later.",
        "Read The Da Vinci Code on the flight to «city_en_f». The cipher bits were fun, the rest less so.",
        "Password rules at work: 14 characters minimum, no reuse of the last 12, change every 90 days.",
        "My cousin «name_en» asked what my mother's maiden name was for her family tree project; I said I'd look out the old photos.",
    ]),
    ("credential_talk", "zh", [
        "又把«service_zh»的密码忘了，只好重置。",
        "«bank_zh»让我设置密保问题，“您母亲的姓名”“您的出生地”，我还没想好填什么。",
        "安全问题：您的小学叫什么名字？（还没填）",
        "验证码一直收不到，让客服重发了两次。",
        "小区门禁密码«date_zh»换，物业会发短信通知。",
        "WiFi密码贴在冰箱上了，问奶奶。",
        "提醒：装修师傅走了以后把报警器密码改掉。",
        "在去«city_zh_f»的高铁上看完了《达芬奇密码》，结尾有点仓促。",
        "«bank_zh»新卡的密码函会单独寄过来，大概三到五天。",
        "最近在学密码学，RSA 的原理终于弄明白了。",
        "公司密码规则：至少12位，90天换一次，不能和前5次相同。",
    ]),
    ("credential_talk", "mixed", [
        "又忘了 «service_en» 的 password，只能 reset。",
        "银行 app 让我设 security questions，还没想好 answer。",
        "«service_en» 的 verification code 一直没收到，让他们 resend 了。",
        "Gate code 下周换，物业会 text 大家。",
        "«name_zh»问 WiFi 的 password，我说贴在冰箱门上了。",
        "公司的 password policy：14 位以上，90 天换一次。",
        "Kiln controller 有个 lock code 功能，打算开起来。",
    ]),
    # ------------------------------------------------------------ personal facts (the answers' look-alikes)
    ("personal_fact", "en", [
        "I grew up in «fact_city_en», a small town about an hour from the coast.",
        "Our first dog was called «fact_pet», a scruffy terrier who lived to fifteen.",
        "I went to «fact_school» until I was eleven, then we moved.",
        "Mum's side of the family is from «fact_city_en»; we visit every Easter.",
        "My first car was a «fact_car» that broke down on the motorway twice in one summer.",
        "Favourite teacher ever: «fact_teacher», who ran the chess club on Thursdays.",
        "«name_en» asked where I was born — «fact_city_en», in a maternity ward that's now a car park.",
        "Home town: «fact_city_en». Moved to «city_en_f» for university and stayed.",
    ]),
    ("personal_fact", "zh", [
        "我老家是«fact_city_zh»的，小时候每年暑假都回去。",
        "我们家第一只狗叫«fact_pet_zh»，活了十四年。",
        "我小学在«fact_school_zh»读的，四年级转学了。",
        "我妈是«fact_city_zh»人，做菜偏甜。",
        "最喜欢的老师是初中教语文的«fact_teacher_zh»。",
        "我出生在«fact_city_zh»，三岁搬到了«city_zh_f»。",
        "小时候最爱吃外婆做的«fact_dish_zh»。",
    ]),
    ("personal_fact", "mixed", [
        "我 grew up in «fact_city_zh»，后来去 «city_en_f» 读书。",
        "我们家第一只 dog 叫 «fact_pet»，超级 naughty。",
        "小学是在«fact_school_zh»读的，so many memories。",
        "My home town 是 «fact_city_zh»，每年春节回去。",
        "最喜欢的 teacher 是 «fact_teacher»，教 maths 的。",
        "第一辆车是二手的 «fact_car»，开了六年。",
    ]),
    # ------------------------------------------------------------ numbers of places (not codes)
    ("place_number", "en", [
        "Gym locker number is «locker_no» this term — the one by the showers.",
        "We're in room «room», turn left out of the lift.",
        "Our flight leaves from gate «gate», boarding at «time».",
        "Parked on level «lvl», bay «bay». Take a photo next time.",
        "The storage unit is number «unit_no» at the Westside facility, second corridor.",
        "Meet at gate «gate_no» of the park, the one with the café.",
        "Train to «city_en_f»: coach «coach», seat «seat».",
        "Pickup number «pickup_no» — they'll call it when the coffee's ready.",
        "Flat «apt» — ring the buzzer marked «apt» at the front door.",
        "Locker «locker_no» at the pool; the key is on the orange wristband.",
    ]),
    ("place_number", "zh", [
        "健身房的柜子号是«locker_no»，靠淋浴间那排。",
        "我们住«room»房间，出电梯左转。",
        "登机口«gate»，«time»开始登机。",
        "车停在B«lvl»层«bay»号车位。",
        "快递放在小区«n2»号门的驿站了。",
        "高铁«train»，«coach»车«seat»座。",
        "取餐号«pickup_no»，叫到了再去拿。",
        "地址：«bld»栋«unit»单元«room»室。",
        "游泳馆储物柜«locker_no»号，钥匙挂在手环上。",
    ]),
    ("place_number", "mixed", [
        "Gym locker 号是 «locker_no»，shower 旁边那排。",
        "我们住 room «room»，出 lift 左转。",
        "Boarding gate «gate»，«time» 开始登机。",
        "Parking 在 B«lvl» 层 «bay» 号。",
        "取餐号 «pickup_no»，coffee 好了会叫。",
        "Storage unit «unit_no»，在 Westside 那个仓库。",
    ]),
    # ------------------------------------------------------------ model and serial numbers of devices
    ("device_model", "en", [
        "Studio kiln: «kiln_brand» «kiln_model», «controller» controller, fires to cone 10.",
        "Safe model: «safe_model», serial «serial» — needed for the warranty claim.",
        "Router is a «router_model», firmware «fw».",
        "Bought a «lock_brand» padlock, model «lock_model», for the shed.",
        "The alarm panel is a «alarm_model»; the installer's job reference is «ref_no».",
        "Garage door opener: «gdo_model», bought «date_en».",
        "Bike frame number «frame_no», registered on the bike register in case it's stolen.",
    ]),
    ("device_model", "zh", [
        "工作室的电窑是«kiln_brand» «kiln_model»，控制器是«controller»。",
        "保险柜型号«safe_model»，序列号«serial»，保修要用。",
        "路由器型号«router_model»，固件版本«fw»。",
        "门锁是«smartlock_zh»的«lock_model»，换电池要四节五号。",
        "报警主机型号«alarm_model»，安装单号«ref_no»。",
        "车库门电机型号«gdo_model»，«date_zh»买的。",
        "电动车车架号«frame_no»，已经备案。",
    ]),
    ("device_model", "mixed", [
        "Studio 的 kiln 是 «kiln_brand» «kiln_model»，controller 是 «controller»。",
        "Router 型号 «router_model»，firmware «fw»。",
        "保险柜 model «safe_model»，serial «serial»。",
        "Smart lock 是 «lock_brand» «lock_model»，电池快没了。",
        "Alarm panel 型号 «alarm_model»。",
    ]),
    # ------------------------------------------------------------ orders and tracking
    ("order_number", "en", [
        "!Order #«order_short» from «shop_en» — arriving Thursday.",
        "Amazon order «amz_order», refund requested.",
        "UPS tracking «ups»; it's been stuck in «city_en_f» since Tuesday.",
        "!Your order «order_short» is ready to collect at the «shop_en» counter. Bring your ID.",
        "Ticket number «ticket» for the broken washing machine.",
        "Invoice INV-«inv» paid on «date_en».",
        "!Reference «ref_alpha» for the council tax query.",
    ]),
    ("order_number", "zh", [
        "淘宝订单号«tb_order»，卖家说明天发货。",
        "顺丰单号«sf»，已经到«city_zh_f»了。",
        "!【«shop_zh»】您的订单«order_short»已发货，请注意查收。",
        "京东订单«jd_order»申请退款了。",
        "报修单号«ticket»，师傅周三上门。",
        "发票号码«fp»，已经报销。",
        "圆通«yt»，三天了还没动。",
    ]),
    ("order_number", "mixed", [
        "!Order #«order_short» 明天到。",
        "Amazon 的 order «amz_order» refund 了。",
        "SF Express 单号 «sf»，已经到«city_zh_f»了。",
        "Support ticket «ticket»，说 48 小时内回复。",
        "!【«shop_en»】Your order «order_short» 已发货。",
    ]),
    ("travel_code", "en", [
        "Flight «flight» to «city_en_f», confirmation code «pnr».",
        "Booking reference «pnr» — Terminal 5, check in online 24 hours before.",
        "Train home: «train_uk» from platform «plat».",
        "Seat «seat» on «flight», e-ticket reference «pnr».",
    ]),
    ("travel_code", "zh", [
        "航班«flight»，预订编号«pnr»。",
        "«date_zh»坐高铁«train»次回家。",
        "酒店确认号«hotel_conf»，含双早。",
        "«date_zh»的航班«flight»，登机口还没公布。",
    ]),
    ("travel_code", "mixed", [
        "Flight «flight»，booking ref «pnr»。",
        "Hotel confirmation «hotel_conf»，check-in 下午三点。",
    ]),
    ("phone_number", "en", [
        "«name_en»'s new mobile: «uk_mobile».",
        "Plumber: «us_phone», ask for «name_en».",
        "Call the surgery on «uk_land» before 8:30 for a same-day appointment.",
        "Emergency contact for the school trip: «name_en», «uk_mobile».",
    ]),
    ("phone_number", "zh", [
        "«name_zh»的新手机号«cn_mobile»。",
        "物业电话«cn_land»，24小时有人接。",
        "快递员电话«cn_mobile»，放门卫了。",
        "房东电话«cn_mobile»，有事找他。",
    ]),
    ("phone_number", "mixed", [
        "Plumber 的电话 «us_phone»。",
        "«name_zh»换了新号 «cn_mobile»，update 一下通讯录。",
    ]),
    ("version_string", "en", [
        "Updated the laptop to macOS «macos_ver» (build «build»).",
        "Kiln controller firmware «fw» fixed the thermocouple bug.",
        "Pinned requests==«semver» in the requirements file.",
    ]),
    ("version_string", "zh", [
        "手机系统升级到了«hmos»。",
        "App 版本«semver»，修复了闪退。",
        "路由器固件升到«fw»了。",
    ]),
    ("version_string", "mixed", [
        "App 更新到 v«semver» 了，bug 修了。",
        "Docker image tag «tag»，已经 deploy。",
    ]),
    ("price_amount", "en", [
        "The new kiln shelves cost «price_usd» with shipping.",
        "Dinner came to «price_gbp», split four ways.",
        "Rent goes up to «price_usd» a month in June.",
    ]),
    ("price_amount", "zh", [
        "这个保险柜花了«price_cny»。",
        "房租每月«price_cny»，押一付三。",
        "这个月电费«price_cny»，比上月多。",
    ]),
    ("price_amount", "mixed", [
        "那个 bike lock 才 «price_usd»，好便宜。",
        "Dinner 一共 «price_cny»，AA。",
    ]),
    ("date_time", "en", [
        "Dentist on «date_en» at «time».",
        "Mum's birthday is «bday_en» — don't forget the card this year.",
        "Passport expires «date_iso»; renew it three months before.",
        "The passport form wants the date of birth as DDMMYYYY, so Dad's is «ddmmyyyy».",
    ]),
    ("date_time", "zh", [
        "«date_zh»下午«time»去看牙。",
        "妈妈过«bday_zh»的生日。",
        "护照«date_iso»到期。",
        "结婚纪念日是«date_zh»，今年去海边。",
    ]),
    ("date_time", "mixed", [
        "Dentist «date_zh» «time»。",
        "Mum 的 birthday «bday_en»，别忘了。",
    ]),
    ("public_id", "en", [
        "My GitHub username is «gh_user»; the repo is public.",
        "Employee number «emp_no», for the HR form.",
        "Membership number «member_no» at the climbing gym.",
    ]),
    ("public_id", "zh", [
        "我的学号«student_no»。",
        "工号«emp_no»，报销单上要填。",
        "会员号«member_no»，积分可以换咖啡。",
    ]),
    ("public_id", "mixed", [
        "GitHub username «gh_user»，repo 是 public 的。",
        "工号 «emp_no»，填 HR form 用。",
    ]),
    ("product_code", "en", [
        "Replacement filter SKU «sku» — order two.",
        "ISBN «isbn» for the glaze chemistry book.",
        "Barcode on the box: «ean».",
    ]),
    ("product_code", "zh", [
        "滤芯型号«sku»，买两个。",
        "那本书的ISBN是«isbn»。",
        "包装上的条形码«ean»。",
    ]),
    ("product_code", "mixed", [
        "Replacement 滤芯 SKU «sku»。",
        "那本 glaze book 的 ISBN «isbn»。",
    ]),
    ("postal_code", "en", [
        "New address: «street_addr», «zip_city».",
        "The postcode for the venue is «uk_pc».",
        "Send it to «in_city», PIN code «in_pin».",
        "ZIP «zip» — the form rejected it until I took the space out.",
    ]),
    ("postal_code", "zh", [
        "寄到«zh_city_pc»，邮编«zh_pc»。",
        "邮政编码：«zh_pc»（«zh_city_pc»）",
        "印度那边的地址：«in_city»，PIN code «in_pin»。",
        "收件地址：«zh_city_pc»文二路88号，邮编«zh_pc»。",
    ]),
    ("postal_code", "mixed", [
        "India office 地址 «in_city»，PIN «in_pin»，快递单上要写。",
        "新办公室的 postcode 是 «uk_pc»，寄样品用。",
    ]),
    ("checksum", "en", [
        "<script src=\"https://cdn.«domain»/lib.min.js\" integrity=\"sha384-«sri384»\" crossorigin=\"anonymous\"></script>",
        "sha256sum of the ISO: «sha256hex»  ubuntu.iso — matches the site.",
        "Commit «git_sha» fixed the kiln log bug.",
    ]),
    ("checksum", "zh", [
        "下载的安装包 SHA256：«sha256hex»，和官网一致。",
        "修复在提交«git_sha»里。",
        "MD5 校验值 «md5»",
    ]),
    ("checksum", "mixed", [
        "ISO 的 sha256 checksum «sha256hex»，对上了。",
        "这个 fix 在 commit «git_sha7» 里。",
        "package-lock 里 \"integrity\": \"sha512-«sri512»\"，不用管。",
    ]),
    ("code_config_benign", "en", [
        "db_password = os.environ[\"«env_var»\"]  # never hardcode it",
        "password = getpass.getpass(\"«device_label» admin password: \")",
        "PGPASSWORD is read from ~/.pgpass, not from «script_name».",
        "export API_TOKEN=\"$(pass show «pass_path»)\"",
        "const secret = process.env.«env_var»;\nif (!secret) throw new Error(\"«env_var» is not set\");",
        "Password policy for «app_name»: at least «n_chars» characters, one number, one symbol, no reuse of the last five.",
    ]),
    ("code_config_benign", "zh", [
        "代码里密码从环境变量读：password = os.getenv(\"«env_var»\")",
        "配置：spring.datasource.password=${«env_var»}",
        "token = keyring.get_password(\"«app_name»\", \"github\")  # 从系统钥匙串取",
        "密码策略：至少«n_chars»位，包含大小写字母、数字和符号。",
        "部署脚本里用 read -s -p \"请输入«device_zh»管理员密码：\" PW，不落盘。",
        "docker run -e «env_var»_FILE=/run/secrets/db_pw «app_name»，密码走 Docker secrets。",
    ]),
    ("code_config_benign", "mixed", [
        "config 里写 password: ${{ secrets.«env_var» }}，不要 hardcode。",
        "用 vault kv get -field=password secret/«app_name» 取 password。",
        "Python 里 password = os.environ.get(\"«env_var»\")，本地用 .env.example 占位。",
    ]),
    ("placeholder", "en", [
        "README snippet: password=<your-password-here>",
        "«env_var»=«key_ph»  (replace with your own)",
        "The «bank_en» app screen showed: PIN ••••",
    ]),
    ("placeholder", "zh", [
        "密码：******（已隐藏）",
        "示例：«env_var»=\"在这里填你的密钥\"",
        "-----BEGIN PRIVATE KEY-----\n（此处粘贴私钥）\n-----END PRIVATE KEY-----",
    ]),
    ("placeholder", "mixed", [
        "把 YOUR_API_KEY 换成你自己的 «vendor» key。",
        "«service_en» Password: ******** (已隐藏)",
    ]),
    ("test_value", "en", [
        "Stripe test card for the demo: «test_card», any future date, any CVC.",
        "AWS docs example pair, used in the «app_name» tests: " + AWS_EXAMPLE_ID + " / " + AWS_EXAMPLE_SECRET,
        "RFC 6238 test secret " + RFC6238_SECRET + " in the unit test.",
    ]),
    ("test_value", "zh", [
        "测试用卡号 «test_card»，Stripe 文档里的。",
        "BIP39 测试向量：" + BIP39_ABANDON,
        "jwt.io 的示例 token，«app_name» 的单测里用：" + JWT_IO_SAMPLE,
    ]),
    ("test_value", "mixed", [
        "Demo 用 Stripe 文档里的测试卡 «test_card»，expiry 随便填。",
        "RFC 4226 的 test vector，第一个 HOTP 是 755224。",
    ]),
    ("public_key", "en", [
        "My public SSH key for the server: «ssh_pub»",
        "Send BTC to «btc_addr» (the donation address on my site).",
        "GPG fingerprint: «gpg_fp»",
    ]),
    ("public_key", "zh", [
        "公钥：«ssh_pub»，加到 authorized_keys 里。",
        "捐赠地址 «bech32_addr»",
        "WireGuard 对端公钥 PublicKey = «wg_pub»",
    ]),
    ("public_key", "mixed", [
        "我的 SSH public key：«ssh_pub»",
        "收款 address «btc_addr»",
        "签名验证用的 public key：\n«spki_pub»",
    ]),
    ("story_number", "en", [
        "The kiln hit «temp_c»°C at cone 6 and the glaze came out perfect.",
        "Walked «steps» steps today, a new record.",
        "Scored «score» at the quiz night, second place.",
    ]),
    ("story_number", "zh", [
        "今天走了«steps_zh»步。",
        "电窑烧到«temp_c»度，釉色很好。",
        "考了«score»分，全班第二。",
    ]),
    ("story_number", "mixed", [
        "今天 walk 了 «steps» steps。",
        "Kiln 烧到 «temp_c»°C，glaze 很漂亮。",
    ]),
]


# ================================================================ kinds and targets
# Cases per split for each kind; each kind is split by language 40 / 35 / 25 by
# largest remainder (ties go to en, then zh).

SECRET_TARGETS = {
    "security_answer": 30, "password_nl": 32, "otp": 28, "wifi_password": 22, "pin": 25, "device_code": 28,
    "api_key": 16, "private_key": 8, "mnemonic_bip39_en": 11, "mnemonic_zh": 6, "totp_secret": 10,
    "crypto_wallet_key": 8, "env_file": 12, "connection_string": 12, "jwt": 8, "card_number": 10,
    "recovery_codes": 9,
}
BENIGN_TARGETS = {
    "secret_reference": 20, "credential_talk": 22, "personal_fact": 18, "place_number": 22, "device_model": 16,
    "order_number": 16, "travel_code": 10, "phone_number": 10, "version_string": 8, "price_amount": 8,
    "date_time": 10, "public_id": 8, "product_code": 8, "postal_code": 10, "checksum": 6,
    "code_config_benign": 10, "placeholder": 6, "test_value": 5, "public_key": 6, "story_number": 6,
}
HARD_SECRET_KINDS = ["security_answer", "password_nl", "otp", "wifi_password", "pin", "device_code"]
HARD_BENIGN_KINDS = ["secret_reference", "credential_talk", "personal_fact", "place_number", "device_model",
                     "checksum", "postal_code", "code_config_benign", "placeholder", "test_value"]
LANGS = ["en", "zh", "mixed"]
LANG_SHARE = {"en": 0.40, "zh": 0.35, "mixed": 0.25}
SPLITS = ["dev", "test"]
PH = re.compile(r"«([^«»]*)»")


def lang_targets(total):
    raw = {l: total * LANG_SHARE[l] for l in LANGS}
    out = {l: int(math.floor(raw[l] + 1e-9)) for l in LANGS}
    rest = total - sum(out.values())
    for l in sorted(LANGS, key=lambda l: (-(raw[l] - out[l]), LANGS.index(l)))[:rest]:
        out[l] += 1
    return out


def label_of(kind):
    if kind in SECRET_TARGETS:
        return "secret"
    if kind in BENIGN_TARGETS:
        return "benign"
    raise KeyError(kind)


def all_templates():
    """Every template as a dict, with its id, label, hard flag and split."""
    out, seen = [], {}
    for kind, lang, texts in TEMPLATES:
        assert lang in LANGS, lang
        label = label_of(kind)
        for raw in texts:
            seen[(kind, lang)] = seen.get((kind, lang), 0) + 1
            tid = f"{kind}.{lang}.{seen[(kind, lang)]:02d}"
            hard = kind in HARD_SECRET_KINDS or kind in HARD_BENIGN_KINDS
            text = raw
            if text[:1] in "!~":
                hard, text = text[0] == "!", text[1:]
            if text.count("«") != text.count("»") or len(PH.findall(text)) != text.count("«"):
                raise AssertionError(f"{tid}: unbalanced placeholder in {text!r}")
            names = PH.findall(text)
            for n in names:
                if n not in GEN:
                    raise AssertionError(f"{tid}: unknown placeholder «{n}»")
            secret_names = {n for n in names if n.startswith("S_")}
            if label == "secret" and len(secret_names) != 1:
                raise AssertionError(f"{tid}: a secret template needs exactly one S_ placeholder")
            if label == "benign" and secret_names:
                raise AssertionError(f"{tid}: a benign template has an S_ placeholder")
            out.append({"id": tid, "kind": kind, "lang": lang, "label": label, "hard": hard, "text": text})
    # split by template, per (kind, language) group
    groups = {}
    for t in out:
        groups.setdefault((t["kind"], t["lang"]), []).append(t)
    for (kind, lang), ts in sorted(groups.items()):
        rng = random.Random(f"{SEED}|split|{kind}|{lang}")
        order = sorted(ts, key=lambda t: t["id"])
        rng.shuffle(order)
        k = len(order) // 2 + (len(order) % 2 if rng.random() < 0.5 else 0)
        for i, t in enumerate(order):
            t["split"] = "dev" if i < k else "test"
    return out


def case_counts(templates):
    """Cases per template: each (kind, language) target spread over the split's templates."""
    counts = {}
    targets = dict(SECRET_TARGETS)
    targets.update(BENIGN_TARGETS)
    for kind, total in targets.items():
        for lang, n in lang_targets(total).items():
            for split in SPLITS:
                ts = sorted((t for t in templates if t["kind"] == kind and t["lang"] == lang and t["split"] == split),
                            key=lambda t: t["id"])
                if not ts:
                    raise AssertionError(f"no {split} template for {kind}/{lang}")
                if len(ts) > n:
                    raise AssertionError(f"{kind}/{lang}/{split}: {len(ts)} templates for {n} cases")
                order = list(ts)
                random.Random(f"{SEED}|spread|{kind}|{lang}|{split}").shuffle(order)
                for i, t in enumerate(order):
                    counts[t["id"]] = n // len(ts) + (1 if i < n % len(ts) else 0)
    return counts


def render(text, ctx):
    span = None

    def sub(m):
        nonlocal span
        name = m.group(1)
        if name not in ctx.memo:
            ctx.memo[name] = GEN[name](ctx)
        if name.startswith("S_"):
            span = ctx.memo[name]
        return ctx.memo[name]

    return PH.sub(sub, text), span


DIGIT_RUN = re.compile(r"\d(?:[ -]?\d)+")


def luhn_runs(text):
    """Numbers of 13-19 digits that pass Luhn: plain digit runs, and runs grouped by single spaces or hyphens."""
    bad = []
    cands = [m.group() for m in re.finditer(r"\d+", text)]
    cands += [re.sub(r"\D", "", m.group()) for m in DIGIT_RUN.finditer(text)]
    for d in cands:
        if 13 <= len(d) <= 19 and luhn_ok(d):
            bad.append(d)
    return bad


def build():
    check_pools()
    templates = all_templates()
    counts = case_counts(templates)
    cases = {"dev": [], "test": []}
    all_texts = set()
    for split in SPLITS:
        other = cases["test" if split == "dev" else "dev"]
        other_blob = "\x00".join(c["text"] for c in other)
        other_spans = {c["span"] for c in other if c["span"]}
        other_long = [s for s in other_spans if len(s) >= 8]
        for t in sorted((t for t in templates if t["split"] == split), key=lambda t: t["id"]):
            rng = random.Random(f"{SEED}|{t['id']}")
            for i in range(counts[t["id"]]):
                for attempt in range(500):
                    ctx = Ctx(split, rng)
                    text, span = render(t["text"], ctx)
                    if text in all_texts:
                        continue
                    if t["label"] == "secret":
                        if not span or span not in text:
                            raise AssertionError(f"{t['id']}: span not in text")
                        if span in other_spans or (len(span) >= 8 and span in other_blob):
                            continue
                    if any(s in text for s in other_long):
                        continue
                    if t["label"] == "benign" and t["kind"] != "test_value" and luhn_runs(text):
                        continue
                    break
                else:
                    raise AssertionError(f"{t['id']}: no acceptable case after 500 draws")
                all_texts.add(text)
                cid = hashlib.sha256(f"{SEED}|{t['id']}|{i}".encode()).hexdigest()[:11]
                case = {"id": cid, "text": text, "lang": t["lang"], "label": t["label"], "kind": t["kind"],
                        "span": span if t["label"] == "secret" else None, "source": SOURCE,
                        "template": t["id"], "hard": t["hard"]}
                if t["kind"].startswith("mnemonic_"):
                    case["bip39_valid"] = True
                cases[split].append(case)
        cases[split].sort(key=lambda c: c["id"])
    meta = [{"id": t["id"], "kind": t["kind"], "lang": t["lang"], "label": t["label"], "hard": t["hard"],
             "split": t["split"], "cases": counts[t["id"]]} for t in templates]
    return templates, cases, meta


def dump_jsonl(rows):
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def dump_meta(meta):
    return json.dumps(meta, ensure_ascii=False, indent=1) + "\n"


# ================================================================ verification

def selftest():
    assert " ".join(bip39_from_entropy(b"\0" * 16, BIP39_EN)) == BIP39_ABANDON
    assert " ".join(bip39_from_entropy(b"\x7f" * 16, BIP39_EN)) == (
        "legal winner thank year wave sausage worth useful legal winner thank yellow")
    assert bip39_valid(BIP39_ABANDON.split(), BIP39_EN_IDX)
    assert not bip39_valid(["abandon"] * 12, BIP39_EN_IDX)
    assert b58encode(b"Hello World!") == "2NEpo7TZRRrLZSi2U"
    assert luhn_ok("79927398713") and not luhn_ok("79927398710")
    assert base64.b32decode(RFC6238_SECRET) == b"12345678901234567890"
    a = bech32_encode("bc", 0, bytes(range(20)))
    assert bech32_verify(a) and not bech32_verify(a[:-1] + ("q" if a[-1] != "q" else "p"))
    assert ed25519_public(bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")).hex() == \
        "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
    assert p256_mul(1) == P256_G and p256_on_curve(p256_mul(12345))
    for c in TEST_CARD_DIGITS:
        assert luhn_ok(c), c


def _ssh_read(buf, pos):
    n = int.from_bytes(buf[pos:pos + 4], "big")
    return buf[pos + 4:pos + 4 + n], pos + 4 + n


def check_structure(case):
    """Checks on the span of each structured secret kind. Returns a list of problems."""
    k, s = case["kind"], case["span"]
    err = []
    try:
        if k == "mnemonic_bip39_en":
            ws = re.findall(r"[a-z]+", s)
            if not bip39_valid(ws, BIP39_EN_IDX):
                err.append("bad BIP39 checksum")
        elif k == "mnemonic_zh":
            ws = [ch for ch in s if ch in BIP39_ZH_IDX]
            if not bip39_valid(ws, BIP39_ZH_IDX):
                err.append("bad BIP39 (zh) checksum")
        elif k == "card_number":
            d = re.sub(r"\D", "", s)
            if not luhn_ok(d) or d in TEST_CARD_DIGITS or len(d) not in (15, 16, 19):
                err.append("card not Luhn-valid or a test card")
        elif k == "crypto_wallet_key":
            if s.startswith("["):
                b = bytes(json.loads(s))
                if len(b) != 64 or ed25519_public(b[:32]) != b[32:]:
                    err.append("bad Solana keypair array")
            elif s.startswith("xprv"):
                p = b58check_decode(s)
                if len(p) != 78 or p[:4] != bytes.fromhex("0488ADE4") or p[45] != 0:
                    err.append("bad xprv")
                if not 1 <= int.from_bytes(p[46:], "big") < SECP256K1_N:
                    err.append("xprv key out of range")
            elif re.fullmatch(r"(0x)?[0-9a-f]{64}", s):
                if not 1 <= int(s[-64:], 16) < SECP256K1_N:
                    err.append("hex key out of range")
            elif s[0] in "5KL":
                p = b58check_decode(s)
                if p[0] != 0x80 or len(p) not in (33, 34) or (len(p) == 34 and p[-1] != 1):
                    err.append("bad WIF")
                if not 1 <= int.from_bytes(p[1:33], "big") < SECP256K1_N:
                    err.append("WIF key out of range")
                if (s[0] == "5") != (len(p) == 33):
                    err.append("WIF prefix does not match compression")
            else:
                b = b58decode(s)
                if len(b) != 64 or ed25519_public(b[:32]) != b[32:]:
                    err.append("bad Solana key")
        elif k == "totp_secret":
            raw = re.sub(r"[\s-]", "", s).upper()
            if len(base64.b32decode(raw + "=" * (-len(raw) % 8))) not in (10, 20):
                err.append("TOTP seed not 10 or 20 bytes")
        elif k == "api_key" and s[:4] in ("ghp_", "gho_", "npm_"):
            body, chk = s[4:34], s[34:]
            if b62(zlib.crc32(body.encode()) & 0xFFFFFFFF, 6) != chk:
                err.append("bad token CRC-32")
        elif k == "private_key":
            label, d = pem_body(s)
            if label == "OPENSSH PRIVATE KEY":
                magic = b"openssh-key-v1\0"
                if not d.startswith(magic):
                    err.append("no openssh magic")
                pos = len(magic)
                for _ in range(3):                       # cipher, kdf, kdf options
                    _x, pos = _ssh_read(d, pos)
                pos += 4                                 # number of keys
                pub_blob, pos = _ssh_read(d, pos)
                priv, pos = _ssh_read(d, pos)
                q = 8                                    # two check ints
                kt, q = _ssh_read(priv, q)
                pub, q = _ssh_read(priv, q)
                sp, q = _ssh_read(priv, q)
                if priv[:4] != priv[4:8] or kt != b"ssh-ed25519" or sp[32:] != pub \
                        or ed25519_public(sp[:32]) != pub or not pub_blob.endswith(pub):
                    err.append("openssh key does not hold together")
            elif label == "RSA PRIVATE KEY":
                tag, body, _ = der_parse(d)
                ints = [int.from_bytes(b, "big") for _t, b in der_seq_items(body)]
                _v, n, e, dd, p, q = ints[:6]
                if n != p * q or (e * dd) % ((p - 1) * (q - 1)) != 1:
                    err.append("RSA n != p*q or bad d")
            elif label == "EC PRIVATE KEY":
                tag, body, _ = der_parse(d)
                items = der_seq_items(body)
                kk = int.from_bytes(items[1][1], "big")
                pubbits = der_parse(items[3][1])[1][1:]
                pt = (int.from_bytes(pubbits[1:33], "big"), int.from_bytes(pubbits[33:], "big"))
                if not (p256_on_curve(pt) and p256_mul(kk) == pt and bytes.fromhex("2a8648ce3d030107") in items[2][1]):
                    err.append("bad SEC1 key")
            elif label == "PRIVATE KEY":
                if not (len(d) == 48 and d.startswith(bytes.fromhex("302e020100300506032b657004220420"))):
                    err.append("bad PKCS#8 ed25519")
            else:
                err.append("unknown PEM label")
        elif k == "jwt":
            h, p, sig = s.split(".")
            hd = json.loads(b64url_decode(h))
            json.loads(b64url_decode(p))
            if len(b64url_decode(sig)) != {"HS256": 32, "RS256": 256, "ES256": 64}[hd["alg"]]:
                err.append("JWT signature length does not match alg")
    except Exception as e:  # noqa: BLE001 -- any decoding failure is a problem to report
        err.append(f"{type(e).__name__}: {e}")
    return err


def benign_structure(case):
    err = []
    t = case["text"]
    if case["kind"] != "test_value":
        if luhn_runs(t):
            err.append("Luhn-valid 13-19 digit number in a benign text")
        words = re.findall(r"[a-z]+", t)
        for i in range(len(words) - 11):
            for n in (12, 15, 18, 21, 24):
                w = words[i:i + n]
                if len(w) == n and bip39_valid(w, BIP39_EN_IDX):
                    err.append("valid BIP39 phrase in a benign text")
    for a in re.findall(r"\bbc1[02-9ac-hj-np-z]{20,}\b", t):
        if not bech32_verify(a):
            err.append("bad bech32 address")
    return err


def const_ngrams(text, n=8):
    s = PH.sub("\0", text)
    return {s[i:i + n] for i in range(len(s) - n + 1) if "\0" not in s[i:i + n]}


def verify(files=None, verbose=True):
    selftest()
    check_pools()
    templates, cases, meta = build()
    problems = []
    say = print if verbose else (lambda *a, **k: None)
    if files is not None:
        for name, content in files.items():
            want = dump_meta(meta) if name == "templates.json" else dump_jsonl(cases[name.split(".")[0]])
            if content != want:
                problems.append(f"{name} differs from what the generator makes")
        loaded = {}
        for split in SPLITS:
            rows = []
            for ln, line in enumerate(files[f"{split}.jsonl"].splitlines(), 1):
                try:
                    rows.append(json.loads(line))
                except json.JSONDecodeError as e:
                    problems.append(f"{split}.jsonl line {ln}: {e}")
            loaded[split] = rows
        cases = loaded
        meta = json.loads(files["templates.json"])
    tmeta = {m["id"]: m for m in meta}
    gen_ids = {t["id"] for t in templates}
    if set(tmeta) != gen_ids:
        problems.append("templates.json does not list the generator's templates")
    fields = {"id", "text", "lang", "label", "kind", "span", "source", "template", "hard"}
    ids, texts = set(), set()
    for split in SPLITS:
        for c in cases[split]:
            missing = fields - set(c)
            if missing:
                problems.append(f"{c.get('id')}: missing {sorted(missing)}")
                continue
            m = tmeta.get(c["template"])
            if not m or m["split"] != split or m["kind"] != c["kind"] or m["lang"] != c["lang"] \
                    or m["label"] != c["label"] or m["hard"] != c["hard"]:
                problems.append(f"{c['id']}: does not agree with its template")
            if c["source"] != SOURCE or c["lang"] not in LANGS or label_of(c["kind"]) != c["label"]:
                problems.append(f"{c['id']}: bad source, language or label")
            if c["label"] == "secret":
                if not isinstance(c["span"], str) or not c["span"] or c["span"] not in c["text"]:
                    problems.append(f"{c['id']}: span not verbatim in text")
                problems += [f"{c['id']}: {e}" for e in check_structure(c)]
                if c["kind"].startswith("mnemonic_") and c.get("bip39_valid") is not True:
                    problems.append(f"{c['id']}: bip39_valid missing")
            else:
                if c["span"] is not None:
                    problems.append(f"{c['id']}: benign span not null")
                problems += [f"{c['id']}: {e}" for e in benign_structure(c)]
            if c["id"] in ids:
                problems.append(f"duplicate id {c['id']}")
            if c["text"] in texts:
                problems.append(f"duplicate text in {c['id']}")
            ids.add(c["id"])
            texts.add(c["text"])
    # templates: one split each, every one used
    used = {}
    for split in SPLITS:
        for c in cases[split]:
            used.setdefault(c["template"], set()).add(split)
    for tid, m in tmeta.items():
        if used.get(tid, set()) != {m["split"]}:
            problems.append(f"template {tid} is used in {sorted(used.get(tid, set()))}, listed in {m['split']}")
    # disjointness between the splits
    spans = {s: [c["span"] for c in cases[s] if c["span"]] for s in SPLITS}
    blob = {s: "\x00".join(c["text"] for c in cases[s]) for s in SPLITS}
    same = set(spans["dev"]) & set(spans["test"])
    if same:
        problems.append(f"{len(same)} span values in both splits")
    n_long = 0
    for a, b in (("dev", "test"), ("test", "dev")):
        for s in spans[a]:
            if len(s) >= 8:
                n_long += 1
                if s in blob[b]:
                    problems.append(f"a {a} span of {len(s)} characters occurs in a {b} text")
    say(f"disjointness: {len(spans['dev'])} dev spans, {len(spans['test'])} test spans, 0 equal across splits"
        if not same else "disjointness: FAILED")
    say(f"disjointness: {n_long} spans of 8+ characters looked for in the other split's texts")
    # phrasing leak: constant 8-grams of a test template against the dev templates of its kind
    worst = (0.0, None, None)
    for t in templates:
        if t["split"] != "test":
            continue
        g = const_ngrams(t["text"])
        if not g:
            continue
        for u in templates:
            if u["split"] == "dev" and u["kind"] == t["kind"]:
                share = len(g & const_ngrams(u["text"])) / len(g)
                if share > worst[0]:
                    worst = (share, t["id"], u["id"])
                if share > 0.5:
                    problems.append(f"phrasing leak: {t['id']} shares {share:.0%} of its 8-grams with {u['id']}")
    say(f"phrasing: largest share of a test template's constant 8-grams found in a dev template "
        f"of its kind: {worst[0]:.0%} ({worst[1]} vs {worst[2]})")
    # counts
    targets = dict(SECRET_TARGETS)
    targets.update(BENIGN_TARGETS)
    for split in SPLITS:
        cs = cases[split]
        n = len(cs)
        if not 450 <= n <= 550:
            problems.append(f"{split}: {n} cases")
        sec = [c for c in cs if c["label"] == "secret"]
        if not 0.50 <= len(sec) / n <= 0.60:
            problems.append(f"{split}: secret share {len(sec) / n:.3f}")
        for l in LANGS:
            share = sum(c["lang"] == l for c in cs) / n
            if abs(share - LANG_SHARE[l]) > 0.02:
                problems.append(f"{split}: {l} share {share:.3f}")
        hard = sum(c["kind"] in HARD_SECRET_KINDS for c in sec) / len(sec)
        if not 0.55 <= hard <= 0.65:
            problems.append(f"{split}: hard kinds are {hard:.3f} of secrets")
        for kind, total in targets.items():
            for l, want in lang_targets(total).items():
                got = sum(c["kind"] == kind and c["lang"] == l for c in cs)
                if got != want:
                    problems.append(f"{split}: {kind}/{l} has {got}, target {want}")
    for kind in HARD_SECRET_KINDS:
        for l in LANGS:
            ts = [m for m in meta if m["kind"] == kind and m["lang"] == l]
            if len(ts) < 8:
                problems.append(f"{kind}/{l}: {len(ts)} templates")
            for split in SPLITS:
                if sum(m["split"] == split for m in ts) < 4:
                    problems.append(f"{kind}/{l}: fewer than 4 templates in {split}")
    if problems:
        for p in problems[:60]:
            print("PROBLEM:", p)
        print(f"{len(problems)} problems")
        return False
    say(f"ok: {sum(len(v) for v in cases.values())} cases, {len(meta)} templates, all checks passed")
    return True


def table(cases):
    targets = list(SECRET_TARGETS) + list(BENIGN_TARGETS)
    rows = ["| kind | label | dev en | dev zh | dev mixed | dev total | test en | test zh | test mixed | test total |",
            "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|"]

    def cnt(split, pred):
        return [sum(pred(c) and c["lang"] == l for c in cases[split]) for l in LANGS]

    def row(name, label, pred):
        cells = []
        for split in SPLITS:
            v = cnt(split, pred)
            cells += [str(x) for x in v] + [str(sum(v))]
        rows.append(f"| {name} | {label} | " + " | ".join(cells) + " |")

    for k in targets:
        row(k, label_of(k), lambda c, k=k: c["kind"] == k)
    row("**all secret**", "", lambda c: c["label"] == "secret")
    row("**all benign**", "", lambda c: c["label"] == "benign")
    row("**all**", "", lambda c: True)
    return "\n".join(rows)


def read_files():
    files = {}
    for name in ("dev.jsonl", "test.jsonl", "templates.json"):
        with open(os.path.join(HERE, name), encoding="utf-8") as f:
            files[name] = f.read()
    return files


def main(argv):
    if "--check" in argv:
        return 0 if verify(read_files()) else 1
    if "--table" in argv:
        files = read_files()
        cases = {s: [json.loads(l) for l in files[f"{s}.jsonl"].splitlines()] for s in SPLITS}
        print(table(cases))
        meta = json.loads(files["templates.json"])
        for s in SPLITS:
            ms = [m for m in meta if m["split"] == s]
            hard_cases = {lab: sum(c["hard"] and c["label"] == lab for c in cases[s]) for lab in ("secret", "benign")}
            hk = sum(c["kind"] in HARD_SECRET_KINDS for c in cases[s])
            print(f"{s}: {len(ms)} templates ({sum(m['label'] == 'secret' for m in ms)} secret, "
                  f"{sum(m['label'] == 'benign' for m in ms)} benign); hard kinds {hk} of "
                  f"{sum(c['label'] == 'secret' for c in cases[s])} secrets; cases marked hard: "
                  f"{hard_cases['secret']} secret + {hard_cases['benign']} benign")
        return 0
    selftest()
    templates, cases, meta = build()
    for split in SPLITS:
        with open(os.path.join(HERE, f"{split}.jsonl"), "w", encoding="utf-8") as f:
            f.write(dump_jsonl(cases[split]))
    with open(os.path.join(HERE, "templates.json"), "w", encoding="utf-8") as f:
        f.write(dump_meta(meta))
    print(f"wrote dev.jsonl ({len(cases['dev'])}), test.jsonl ({len(cases['test'])}), templates.json ({len(meta)})")
    return 0 if verify(read_files()) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
