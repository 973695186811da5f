#!/usr/bin/env python3
"""secrets_corpus5 -- a blind benchmark for mimvault's secret detector.

Standard library only, deterministic (fixed seed; one random.Random per template,
seeded with a string, so PYTHONHASHSEED does not matter).

    python make_corpus.py           # write dev.jsonl, test.jsonl, templates.json, then check
    python make_corpus.py --check   # verify the files as they are on disk
    python make_corpus.py --table   # print the per-kind / per-language count table

Written blind: see README.md for what the author read and did not read.
"""
import argparse
import base64
import hashlib
import json
import os
import random
import re
import string
import sys
import zlib
from collections import Counter, defaultdict
from urllib.parse import quote

SEED = "mimvault-secrets-corpus5-2026"
SOURCE = "synthetic-blind-v5"
HERE = os.path.dirname(os.path.abspath(__file__))
SPLITS = ("dev", "test")
LANG_SHARE = {"en": 0.40, "zh": 0.35}  # mixed gets the rest

# --------------------------------------------------------------------------
# BIP39 word lists, copied from the `mnemonic` package (0.21) in /work/venv
# (mnemonic/wordlist/english.txt and chinese_simplified.txt).
# --------------------------------------------------------------------------
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
# sha256 of the reference files (one word per line, LF, trailing newline)
BIP39_EN_SHA256 = "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda"
BIP39_ZH_SHA256 = "5c5942792bd8340cb8b27cd592f1015edf56a8c5b26276ee18a482428e7c5726"


def _check_wordlists():
    for wl, digest in ((BIP39_EN, BIP39_EN_SHA256), (BIP39_ZH, BIP39_ZH_SHA256)):
        assert len(wl) == 2048 and len(set(wl)) == 2048, "word list size"
        got = hashlib.sha256(("\n".join(wl) + "\n").encode("utf-8")).hexdigest()
        assert got == digest, "word list digest mismatch"


_check_wordlists()
EN_INDEX = {w: i for i, w in enumerate(BIP39_EN)}
ZH_INDEX = {w: i for i, w in enumerate(BIP39_ZH)}

# --------------------------------------------------------------------------
# encodings and checksums
# --------------------------------------------------------------------------


def sha256(b):
    return hashlib.sha256(b).digest()


def dsha(b):
    return sha256(sha256(b))


def rbytes(rng, n):
    return bytes(rng.getrandbits(8) for _ in range(n))


def rstr(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58enc(b):
    n = int.from_bytes(b, "big")
    s = ""
    while n:
        n, r = divmod(n, 58)
        s = B58[r] + s
    return "1" * (len(b) - len(b.lstrip(b"\0"))) + s


def b58dec(s):
    n = 0
    for c in s:
        i = B58.find(c)
        if i < 0:
            return None
        n = n * 58 + i
    body = n.to_bytes((n.bit_length() + 7) // 8, "big") if n else b""
    return b"\0" * (len(s) - len(s.lstrip("1"))) + body


def b58check(payload):
    return b58enc(payload + dsha(payload)[:4])


def b58check_dec(s):
    raw = b58dec(s)
    if raw is None or len(raw) < 5 or dsha(raw[:-4])[:4] != raw[-4:]:
        return None
    return raw[:-4]


BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        top = chk >> 25
        chk = ((chk & 0x1FFFFFF) << 5) ^ v
        for i in range(5):
            if (top >> i) & 1:
                chk ^= gen[i]
    return chk


def _hrp_expand(hrp):
    return [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp]


def _convertbits(data, frm, to):
    acc = bits = 0
    out = []
    for v in data:
        acc = (acc << frm) | v
        bits += frm
        while bits >= to:
            bits -= to
            out.append((acc >> bits) & ((1 << to) - 1))
    if bits:
        out.append((acc << (to - bits)) & ((1 << to) - 1))
    return out


def bech32(hrp, data5):
    pm = _polymod(_hrp_expand(hrp) + data5 + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH[d] for d in data5 + chk)


def bech32_ok(s):
    hrp, _, data = s.rpartition("1")
    if not hrp or any(c not in BECH for c in data):
        return False
    return _polymod(_hrp_expand(hrp) + [BECH.index(c) for c in data]) == 1


def segwit_addr(prog, hrp="bc"):
    return bech32(hrp, [0] + _convertbits(prog, 8, 5))


def luhn_ok(digits):
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(prefix):
    for c in "0123456789":
        if luhn_ok(prefix + c):
            return prefix + c
    raise AssertionError


def luhn_break(digits):
    """Same length, last digit changed so that the number is NOT Luhn-valid."""
    if not luhn_ok(digits):
        return digits
    return digits[:-1] + str((int(digits[-1]) + 1 + int(digits[-2]) % 8) % 10)


B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase


def b62(n, width):
    s = ""
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s.rjust(width, "0")


def gh_token(rng, prefix="ghp_"):
    body = rstr(rng, B62, 30)
    return prefix + body + b62(zlib.crc32(body.encode()), 6)


def gh_token_ok(tok):
    rest = tok.split("_", 1)[1]
    return len(rest) == 36 and b62(zlib.crc32(rest[:30].encode()), 6) == rest[30:]


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def b64u_dec(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


SECP_N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141


def priv32(rng):
    while True:
        k = rng.getrandbits(256)
        if 1 <= k < SECP_N:
            return k.to_bytes(32, "big")


# ---- BIP39 ----


def bip39_words(entropy, wl):
    h = sha256(entropy)
    ent = len(entropy) * 8
    bits = bin(int.from_bytes(entropy, "big"))[2:].zfill(ent)
    bits += bin(int.from_bytes(h, "big"))[2:].zfill(256)[: ent // 32]
    return [wl[int(bits[i:i + 11], 2)] for i in range(0, len(bits), 11)]


def bip39_valid(words, index):
    if len(words) not in (12, 15, 18, 21, 24) or any(w not in index for w in words):
        return False
    bits = "".join(bin(index[w])[2:].zfill(11) for w in words)
    cs = len(bits) // 33
    ent_bits, chk = bits[:-cs], bits[-cs:]
    ent = int(ent_bits, 2).to_bytes(len(ent_bits) // 8, "big")
    return bin(int.from_bytes(sha256(ent), "big"))[2:].zfill(256)[:cs] == chk


def en_phrase_words(text):
    return [w for w in re.findall(r"[a-z]+", text.lower()) if w in EN_INDEX]


def zh_phrase_words(text):
    return [c for c in text if c in ZH_INDEX]


# ---- DER / PEM / SSH ----


def der_len(n):
    if n < 128:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag, body):
    return bytes([tag]) + der_len(len(body)) + body


def der_int(n):
    return der(0x02, n.to_bytes(max(1, (n.bit_length() + 8) // 8), "big"))


def pem(label, blob, width=64):
    b = base64.b64encode(blob).decode()
    lines = [b[i:i + width] for i in range(0, len(b), width)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


def pem_body(text):
    m = re.search(r"-----BEGIN ([A-Z ]+)-----\n(.*?)\n-----END \1-----", text, re.S)
    if not m:
        return None, None
    try:
        return m.group(1), base64.b64decode("".join(m.group(2).split()), validate=True)
    except Exception:
        return m.group(1), None


def ssh_str(b):
    return len(b).to_bytes(4, "big") + b


def openssh_ed25519(rng, comment):
    seed, pub = rbytes(rng, 32), rbytes(rng, 32)
    pubblob = ssh_str(b"ssh-ed25519") + ssh_str(pub)
    check = rbytes(rng, 4)
    priv = check + check + ssh_str(b"ssh-ed25519") + ssh_str(pub) + ssh_str(seed + pub)
    priv += ssh_str(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (b"openssh-key-v1\0" + ssh_str(b"none") + ssh_str(b"none") + ssh_str(b"")
            + (1).to_bytes(4, "big") + ssh_str(pubblob) + ssh_str(priv))
    return pem("OPENSSH PRIVATE KEY", blob, width=70)


def ec_p256_pem(rng):
    d = rbytes(rng, 32)
    point = b"\x04" + rbytes(rng, 64)
    body = (der_int(1) + der(0x04, d)
            + der(0xA0, der(0x06, bytes.fromhex("2a8648ce3d030107")))
            + der(0xA1, der(0x03, b"\x00" + point)))
    return pem("EC PRIVATE KEY", der(0x30, body))


def pkcs8_ed25519_pem(rng):
    return pem("PRIVATE KEY", bytes.fromhex("302e020100300506032b657004220420") + rbytes(rng, 32))


def rsa_pem(rng, bits=2048):
    def odd(nbits):
        return rng.getrandbits(nbits) | (1 << (nbits - 1)) | 1
    n, p, q = odd(bits), odd(bits // 2), odd(bits // 2)
    d = rng.getrandbits(bits - 2) | 1
    dp, dq, qi = rng.getrandbits(bits // 2 - 1), rng.getrandbits(bits // 2 - 1), rng.getrandbits(bits // 2 - 1)
    body = b"".join(der_int(x) for x in (0, n, 65537, d, p, q, dp, dq, qi))
    return pem("RSA PRIVATE KEY", der(0x30, body))


def ed25519_spki_pem(rng):
    return pem("PUBLIC KEY", bytes.fromhex("302a300506032b6570032100") + rbytes(rng, 32))


def ssh_pub_line(rng, comment):
    blob = ssh_str(b"ssh-ed25519") + ssh_str(rbytes(rng, 32))
    return "ssh-ed25519 " + base64.b64encode(blob).decode() + " " + comment


# ---- pools: dev and test draw human-chosen material from disjoint halves ----


def pool_side(value):
    """0 -> dev, 1 -> test. A fixed partition of every possible value."""
    return hashlib.sha256(("pool|" + value).encode("utf-8")).digest()[0] & 1


_HALVES = {}


def pk(rng, ctx, items):
    key = (id(items), ctx["split"])
    if key not in _HALVES:
        side = SPLITS.index(ctx["split"])
        half = [x for x in items if pool_side(x) == side]
        assert len(half) >= 3, items[:3]
        _HALVES[key] = half
    return rng.choice(_HALVES[key])

# --------------------------------------------------------------------------
# human-chosen secret material (split into dev / test halves by pool_side)
# --------------------------------------------------------------------------
PW_WORDS = """sunflower marmalade tangerine falcon harbor juniper copper velvet orchid pebble
lantern maple thunder willow saffron cobalt meadow nimbus walrus pinecone blizzard cinnamon
raspberry fjord kestrel mulberry horizon obsidian paprika hazelnut starling mistral cactus
pistachio galaxy lemonade penguin dolphin mustang phoenix dragonfly zucchini buttercup
tornado crimson glacier peppermint wildcat seashell bluebell hurricane sparrow moonbeam
snowdrop firefly avocado cheddar pelican trombone parsnip racoon mandolin typhoon comet
gingerbread thistle canyon mango oyster badger quartz tulip blueberry nutmeg bonfire
ladybird albatross caramel spinach goldfish riverbank stardust lavender cupcake
""".split()
PINYIN = """xiaomao wangfei tiantian xingfu jiayou dabai mimi huahua chenchen longlong xiaoyu
baobao lele yangyang haohao wenwen jingjing pengpeng xiaoqiang dongdong feifei lanlan
meimei zhuzhu tutu guaiguai niuniu zhangwei liuyang chenxi wangjun lixue zhaolei
sunhao zhouli wuqian xuming huangtao linfeng heyan guoqing majun songyu tangtang
xiaobai dandan kaixin pingan shunli fugui jinniu xiaolong huoguo mantou
""".split()
ANS_PET = """Biscuit Mochi Pepper Rusty Snowball Tigger Luna Oreo Ziggy Pumpkin Bandit Muffin
Noodle Peanut Waffles Clementine Bramble Pickles Gizmo Sprocket Marzipan Duchess Boomer
Smudge Kipper Truffle Nacho Hazel Otis Wombat Fudge Custard Barnaby Pistachio Rocco Tofu
Pretzel Cricket Hamish Basil Dumpling Treacle Nibbles Jasper Skipper Bingo Whiskers""".split()
ANS_MAIDEN = """Hargreaves Kowalski Fitzgerald Okonkwo Lindqvist Moreau Pemberton Castellano Whitfield
Abernathy Delacroix Szymanski Ferreira Halloran Nakamura Brennan Oyelaran Petrakis Rasmussen
McAllister Quigley Thistlewood Gallagher Esposito Haddad Lindgren Varga Horvath Dunleavy
Prendergast Ashworth Kaczmarek Sorensen Ellingham Tremblay Mulcahy Okafor Bianchi Novak
Greenhalgh""".split()
ANS_CITY = """Dundee Tallinn Bratislava Fresno Albuquerque Galway Ljubljana Bendigo Sudbury Winnipeg
Mombasa Tacoma Aberystwyth Kalamazoo Ballarat Plovdiv Coimbra Dunedin Gdansk Tampere Bergamo
Toowoomba Swansea Limerick Spokane Rotorua Kraków Antwerp Valletta Bilbao Lausanne Tucson
Inverness Tulsa Durban Porto""".split()
ANS_SCHOOL = ["St Brendan's Primary", "Hillcrest Elementary", "Maple Grove Primary", "Oakridge Middle",
              "Lakeview Primary", "Sacred Heart", "Greenfield Juniors", "Westbrook Academy",
              "Riverside Elementary", "Thornbury Infants", "Pinecrest", "Holy Cross", "Ashfield Primary",
              "Cedar Hill", "Brookside Juniors", "Elm Park", "St Columba's", "Kingsmead Primary",
              "Fairview Elementary", "Willowbank", "Parkside Infants", "Hawthorn Primary"]
ANS_TEACHER = ["Mrs Abernathy", "Mr Pettigrew", "Miss Honeywell", "Mrs Okafor", "Mr Dalgleish",
               "Ms Ferrante", "Mr Whitcombe", "Mrs Llewellyn", "Miss Tranter", "Mr Barraclough",
               "Mrs Fenwick", "Mr Oduya", "Ms Kilbride", "Mrs Haverford", "Mr Stanislaus",
               "Miss Penhaligon", "Mr Quayle", "Mrs Tillotson", "Ms Varadkar", "Mr Ogilvy"]
ANS_CAR = ["Ford Fiesta", "Vauxhall Corsa", "Toyota Corolla", "VW Polo", "Honda Civic", "Nissan Micra",
           "Renault Clio", "Mazda 323", "Peugeot 205", "Fiat Panda", "Datsun Sunny", "Volvo 240",
           "Chevy Cavalier", "Saab 900", "Mini Metro", "Skoda Fabia", "Subaru Impreza", "Opel Astra",
           "Rover 214", "Citroen Saxo", "Ford Escort", "Toyota Starlet", "Seat Ibiza", "Hyundai Accent"]
ANS_STREET = ["Larkspur Lane", "Tennyson Road", "Keeling Street", "Burdock Close", "Ferndale Avenue",
              "Mill Race Road", "Quarry Hill", "Ashgrove Terrace", "Pollard Way", "Cobden Street",
              "Hazelmere Drive", "Wharf Lane", "Gorse Crescent", "Blenheim Grove", "Tanner's Row",
              "Orchard Rise", "Primrose Walk", "Station Approach", "Saxon Close", "Linnet Drive"]
ANS_FRIEND = """Declan Priya Tobias Imogen Ravi Saoirse Kofi Anneliese Mateus Ingrid Fergus Yusuf
Rosalind Dmitri Perpetua Lachlan Marisol Thaddeus Oona Caspian Wilhelmina Bartholomew""".split()
ANS_WORD = """lighthouse gooseberry carousel zeppelin periwinkle tortoise bagpipes moonstone quokka
dandelion hedgehog snorkel sherbet kaleidoscope gondola wheelbarrow porcupine thimble
marshmallow harpsichord platypus nightingale bumblebee tamarind sycamore flamingo
cartwheel lollipop""".split()
ZANS_MOTHER = """王秀兰 刘桂芳 陈美华 张玉梅 李淑珍 杨翠英 赵丽娟 黄春燕 吴凤英 徐建芬 孙秀珍 马桂香
朱晓红 胡雪梅 郭玉兰 何丽萍 高素琴 林月娥 罗红霞 梁爱华 宋金凤 郑彩云 谢美玲 韩淑英 唐秋菊
冯玉珍 于桂兰 董晓燕 曹丽君 彭秀英""".split()
ZANS_FATHER = """王建国 李卫东 张志强 刘德明 陈国栋 杨振华 赵永生 黄海涛 周立新 吴建军 徐长林 孙洪亮
马学文 朱志刚 胡文斌 郭宏伟 何庆丰 高云峰 林国平 罗世杰 梁家宝 宋启明 郑宝山 谢东升""".split()
ZANS_SCHOOL = """实验小学 育才小学 红星小学 向阳小学 东风路小学 解放路小学 青年路小学 光明小学 新华小学
文昌小学 朝阳小学 和平里小学 北关小学 城南小学 西街小学 铁路第一小学 矿区子弟小学 建设路小学
人民路第二小学 胜利街小学 师范附属小学 五一路小学""".split()
ZANS_CITY = """洛阳 绵阳 赣州 丹东 宜宾 湛江 柳州 烟台 襄阳 九江 岳阳 遵义 包头 临沂 常德 泉州 大理
开封 汕头 鞍山 蚌埠 芜湖 安庆 衡阳 株洲 营口 锦州 宝鸡 天水 曲靖""".split()
ZANS_FOOD = """酸菜鱼 糖醋排骨 韭菜盒子 红烧肉 锅包肉 螺蛳粉 热干面 肉夹馍 煎饼果子 地三鲜 番茄炒蛋
小龙虾 凉皮 担担面 羊肉泡馍 腌笃鲜 叉烧包 麻婆豆腐 可乐鸡翅 猪肉炖粉条 桂林米粉 鱼香肉丝""".split()
ZANS_PET = """豆豆 旺财 球球 毛毛 花花 咪咪 小黑 大黄 团团 丢丢 嘟嘟 可乐 雪球 年糕 糯米 芝麻 布丁
土豆 馒头 橘子 元宝 来福 阿黄 奶糖""".split()
ZANS_NICK = """二丫 小胖 虎子 石头 铁蛋 妞妞 阿宝 丫丫 冬冬 狗蛋 小燕子 胖墩 毛蛋 豆芽 三毛 小辫儿
大头 小不点 瓜瓜 丁丁""".split()
WIFI_WORDS = """homesweethome bluesky familyfirst goldfish sunshine rainbow cottage garden seaside
orange panda kitty lucky happy dragon tiger lemon river forest mountain""".split()

# --------------------------------------------------------------------------
# filler material (not secret; shared by both splits)
# --------------------------------------------------------------------------
NAMES = """Alex Sam Jordan Priya Tom Emma Liam Olivia Noah Ava Ethan Mia Lucas Zoe Ben Chloe Dan
Grace Leo Hannah Max Ruby Owen Isla Jack Nora Ryan Ella Finn Maya Hugo Lily Kai Sara Omar Julia
Felix Anna Raj Lena""".split()
SURNAMES = """Smith Jones Patel Nguyen Garcia Müller Rossi Kim Brown Wilson Taylor Clarke Murphy
Walsh Evans Singh Cohen Martin Dubois Novak""".split()
ZNAMES = """小王 小李 老张 老陈 阿杰 小雨 婷婷 王磊 李娜 张伟 刘洋 陈静 杨帆 赵敏 黄鑫 周婷 吴昊 徐丽
孙浩 马超 胡静 朱琳 郭涛 何雪 高峰 林晨 罗欣 梁宇 宋佳 郑凯""".split()
SERVICES = ["Netflix", "Spotify", "Amazon", "PayPal", "Dropbox", "Steam", "Uber", "Airbnb", "Revolut",
            "Monzo", "Coinbase", "Binance", "eBay", "LinkedIn", "Instagram", "Discord", "Zoom", "Slack",
            "Notion", "Figma", "Xero", "Wise", "Booking.com", "Deliveroo", "Etsy", "Patreon", "Twitch"]
ZSERVICES = ["淘宝", "支付宝", "微信", "京东", "美团", "拼多多", "抖音", "小红书", "饿了么", "滴滴出行",
             "网易邮箱", "哔哩哔哩", "闲鱼", "携程", "大众点评", "百度网盘", "QQ", "钉钉", "飞书", "知乎"]
BANKS = ["Barclays", "HSBC", "Chase", "Wells Fargo", "Lloyds", "NatWest", "Santander", "Citi",
         "Capital One", "Halifax", "Nationwide", "ANZ", "Westpac", "TD Bank", "ING", "Starling"]
ZBANKS = ["招商银行", "工商银行", "建设银行", "农业银行", "中国银行", "交通银行", "浦发银行", "中信银行",
          "平安银行", "邮储银行", "兴业银行", "民生银行", "光大银行"]
DOMAINS = ["example.org", "acme-corp.io", "northwind.dev", "bluefin.co", "hollow-oak.net", "tinyshop.cn",
           "kestrel.tech", "mapleleaf.app", "riverstone.io", "zhongda-tech.cn", "fenwick.house", "lumen.works"]
DBUSERS = ["app", "app_rw", "deploy", "svc_backup", "reporting", "admin", "etl", "web", "django", "grafana",
           "metabase", "wp_user", "root", "readonly", "billing"]
DBNAMES = ["orders", "app_prod", "billing", "crm", "inventory", "analytics", "wordpress", "shop", "ledger", "users"]
REPOS = ["infra", "website", "api-server", "family-photos", "dotfiles", "ledger", "blog", "mobile-app", "scraper"]
ENV_KEYS = ["HUSH", "CRED", "K", "MIMA", "miyao", "signing", "TOKEN_X", "mail_authcode", "REDIS_AUTH",
            "SESSION_SECRET", "JWT_SIGNING_KEY", "APP_KEY", "WEBHOOK_SIGNING", "STRIPE_HOOK", "BLOB", "ZETA",
            "PRIVATE_SALT", "BACKEND_CRED", "SMTP_PASS", "DB_PWD", "PG_PASS", "ADMIN_PASSCODE", "PUSH_CERT_PASS",
            "S3_SECRET", "SENTRY_AUTH", "NUXT_PRIVATE", "SUPABASE_SERVICE_ROLE", "ENCRYPTION_KEY", "COOKIE_SALT",
            "MASTER", "AUTH", "PASS", "X_API", "koulin", "shouquanma", "LLM_KEY", "ROOT_PW", "VAULT_UNSEAL"]
ENV_KEYS_PW = ["DB_PASSWORD", "PGPASSWORD", "MYSQL_PASSWORD", "REDIS_PASSWORD", "SMTP_PASSWORD", "ADMIN_PASS"]
ENV_KEYS_TOK = ["API_TOKEN", "GITHUB_TOKEN", "OPENAI_API_KEY", "SLACK_BOT_TOKEN", "STRIPE_SECRET_KEY", "NPM_TOKEN"]
SSIDS = ["TP-LINK_5G_{h4}", "ChinaNet-{a4}", "CMCC-{a4}", "BT-Hub7-{A4}", "VM{d6}", "NETGEAR{d2}",
         "Xiaomi_{h4}", "HUAWEI-{A4}", "Casa_{sur}", "{sur}Family_5G", "Skyline-Guest", "The Burrow",
         "Pretty Fly for a WiFi", "Cottage-Guest", "Apt{d3}", "Office-Guest", "FRITZ!Box 7590 {A2}"]
STREETS = ["Larch Avenue", "Cromwell Road", "Willow Crescent", "Elm Street", "Harbour View", "Queen Street",
           "Maple Drive", "Church Lane", "Victoria Road", "Oak Terrace", "Kingsway", "Mill Lane", "Park Row"]
US_PLACES = [("Portland", "OR", "972"), ("Austin", "TX", "787"), ("Denver", "CO", "802"), ("Boston", "MA", "021"),
             ("Seattle", "WA", "981"), ("Chicago", "IL", "606"), ("Columbus", "OH", "432"),
             ("Madison", "WI", "537"), ("Raleigh", "NC", "276")]
IN_PLACES = [("Mumbai", "Maharashtra", 400001, 400104), ("New Delhi", "Delhi", 110001, 110096),
             ("Bengaluru", "Karnataka", 560001, 560100), ("Chennai", "Tamil Nadu", 600001, 600119),
             ("Kolkata", "West Bengal", 700001, 700156), ("Hyderabad", "Telangana", 500001, 500098),
             ("Pune", "Maharashtra", 411001, 411062), ("Ahmedabad", "Gujarat", 380001, 380061),
             ("Jaipur", "Rajasthan", 302001, 302039), ("Lucknow", "Uttar Pradesh", 226001, 226031),
             ("Kochi", "Kerala", 682001, 682040), ("Chandigarh", "Chandigarh", 160001, 160036)]
IN_ROADS = ["MG Road", "Linking Road", "Park Street", "Anna Salai", "FC Road", "Residency Road",
            "Hill Road", "Brigade Road", "Ashram Road", "Hazratganj", "MI Road", "Marine Drive"]
CN_PLACES = [("北京市朝阳区", "Beijing, Chaoyang", "100020"), ("北京市海淀区", "Beijing, Haidian", "100080"),
             ("上海市浦东新区", "Shanghai, Pudong", "200120"), ("上海市徐汇区", "Shanghai, Xuhui", "200030"),
             ("广州市天河区", "Guangzhou, Tianhe", "510630"), ("深圳市南山区", "Shenzhen, Nanshan", "518052"),
             ("杭州市西湖区", "Hangzhou, Xihu", "310013"), ("成都市武侯区", "Chengdu, Wuhou", "610041"),
             ("南京市鼓楼区", "Nanjing, Gulou", "210008"), ("武汉市武昌区", "Wuhan, Wuchang", "430061"),
             ("西安市雁塔区", "Xi'an, Yanta", "710061"), ("天津市和平区", "Tianjin, Heping", "300041")]
CN_ROADS = ["建国路", "中山路", "人民路", "解放大道", "科技园南路", "文三路", "长寿路", "天府大道", "珠江新城华夏路",
            "漕溪北路", "学院路", "南京西路", "黄河路", "滨江大道"]
NPM_PKGS = ["bootstrap", "jquery", "lodash", "alpinejs", "htmx.org", "chart.js", "axios", "dayjs", "vue", "react-dom"]
FILES = ["ubuntu-24.04.1-desktop-amd64.iso", "debian-12.7.0-amd64-netinst.iso", "Obsidian-1.6.7.dmg",
         "node-v20.17.0-x64.msi", "KeePassXC-2.7.9-Win64.msi", "go1.23.1.linux-amd64.tar.gz",
         "python-3.12.6-amd64.exe", "firmware_v3.2.1.bin", "backup-2026-02.tar.zst", "Tails-6.8.img"]
IMAGES = ["nginx", "postgres", "redis", "python", "node", "ghcr.io/acme/api", "grafana/grafana", "traefik"]
APPS = ["Firefox", "VS Code", "Obsidian", "Signal", "Zotero", "Thunderbird", "Blender", "LibreOffice", "Krita"]
PY_PKGS = ["requests", "numpy", "pandas", "django", "fastapi", "pydantic", "sqlalchemy", "httpx", "pillow"]
AIRLINES = ["BA", "CA", "MU", "UA", "LH", "AF", "CZ", "EK", "QF", "SQ", "NH", "KL"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
TEST_CARDS = ["4242 4242 4242 4242", "4000 0566 5566 5556", "5555 5555 5555 4444", "3782 822463 10005",
              "4111 1111 1111 1111", "6200 0000 0000 0005", "2223 0031 2200 3222", "4000 0027 6000 3184"]
TEST_CARD_DIGITS = {c.replace(" ", "") for c in TEST_CARDS}

# --------------------------------------------------------------------------
# secret value generators: «S_name» in a template; the value is the span
# --------------------------------------------------------------------------
SEC = {}
FIL = {}


def sec(name):
    def deco(f):
        SEC[name] = f
        return f
    return deco


def fil(name):
    def deco(f):
        FIL[name] = f
        return f
    return deco


def digits(rng, n):
    return "".join(rng.choice(string.digits) for _ in range(n))


EN_DIGIT = "zero one two three four five six seven eight nine".split()
ZH_DIGIT = "零一二三四五六七八九"

for _n in (3, 4, 5, 6, 7, 8):
    SEC["otp%d" % _n] = (lambda n: lambda rng, ctx: digits(rng, n))(_n)
SEC["pin3"] = lambda rng, ctx: digits(rng, 3)
SEC["pin4"] = lambda rng, ctx: digits(rng, 4)
SEC["pin6"] = lambda rng, ctx: digits(rng, 6)
SEC["cvv"] = lambda rng, ctx: digits(rng, 3)
SEC["cvv4"] = lambda rng, ctx: digits(rng, 4)


@sec("otp6sp")
def _(rng, ctx):
    d = digits(rng, 6)
    return d[:3] + " " + d[3:]


@sec("otp6dash")
def _(rng, ctx):
    d = digits(rng, 6)
    return d[:3] + "-" + d[3:]


@sec("otp_digits_spaced")
def _(rng, ctx):
    return " ".join(digits(rng, 6))


@sec("otp_spoken_en")
def _(rng, ctx):
    d = [EN_DIGIT[int(c)] for c in digits(rng, 6)]
    sep = rng.choice([", ", " ... ", " - "])
    return " ".join(d[:3]) + sep + " ".join(d[3:])


@sec("otp_spoken_zh")
def _(rng, ctx):
    d = digits(rng, 6)
    one = rng.choice("一幺")
    z = "".join(one if c == "1" else ZH_DIGIT[int(c)] for c in d)
    return rng.choice([z, z[:3] + "，" + z[3:], z[:3] + " " + z[3:]])


@sec("steam")
def _(rng, ctx):
    return rstr(rng, "23456789BCDFGHJKMNPQRTVWXY", 5)


@sec("pin_spoken_en")
def _(rng, ctx):
    sep = rng.choice([", ", "-", " "])
    return sep.join(EN_DIGIT[int(c)] for c in digits(rng, 4))


@sec("zpin_spoken")
def _(rng, ctx):
    return "".join(ZH_DIGIT[int(c)] for c in digits(rng, 6))


# ---- passwords ----
PW_SYMS = "!@#$%&*?._-+"
LEET = {"a": "4", "e": "3", "o": "0", "i": "1", "s": "$"}


def _gen_random_pw(rng, n):
    alpha = string.ascii_letters + string.digits + "!@#$%&*-_"
    while True:
        p = rstr(rng, alpha, n)
        if (any(c.islower() for c in p) and any(c.isupper() for c in p) and any(c.isdigit() for c in p)):
            return p


def human_pw(rng, ctx, style=None):
    w, w2, w3 = pk(rng, ctx, PW_WORDS), pk(rng, ctx, PW_WORDS), pk(rng, ctx, PW_WORDS)
    py = pk(rng, ctx, PINYIN)
    yr = str(rng.randint(1962, 2016))
    d2 = "%02d" % rng.randint(0, 99)
    sym = rng.choice("!@#$%&*?")
    mmdd = "%02d%02d" % (rng.randint(1, 12), rng.randint(1, 28))
    p = rng.randrange(10) if style is None else style
    if p == 0:
        return w.capitalize() + yr + sym
    if p == 1:
        return w + sym + w2 + d2
    if p == 2:
        return "".join(LEET.get(c, c) if rng.random() < 0.7 else c for c in w.capitalize()) + d2 + sym
    if p == 3:
        return py + mmdd
    if p == 4:
        return w.capitalize() + "_" + w2.capitalize() + d2
    if p == 5:
        return _gen_random_pw(rng, rng.randint(14, 20))
    if p == 6:
        return py.capitalize() + "@" + yr[2:] + mmdd
    if p == 7:
        return "-".join([w, w2, w3]) + str(rng.randint(1, 9))
    if p == 8:
        return py + "." + w + d2
    return w2.upper()[:3] + sym + py + yr


SEC["pw"] = lambda rng, ctx: human_pw(rng, ctx)


@sec("urlpw")
def _(rng, ctx):
    pw = human_pw(rng, ctx)
    if rng.random() < 0.3:
        pw = pw[:4] + rng.choice("@#?") + pw[4:]
    return quote(pw, safe="!$&*+-._~")


@sec("pw_spelled")
def _(rng, ctx):
    pw = human_pw(rng, ctx, style=rng.choice([0, 2, 3, 6]))
    return rng.choice(["-", " "]).join(pw)


SYM_EN = {"!": "exclamation mark", "@": "at sign", "#": "hash", "$": "dollar", "%": "percent",
          "&": "ampersand", "*": "star", "?": "question mark", ".": "dot", "_": "underscore",
          "-": "dash", "+": "plus"}
NATO = dict(zip(string.ascii_lowercase, """alpha bravo charlie delta echo foxtrot golf hotel india juliett
kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu""".split()))


@sec("pw_nato")
def _(rng, ctx):
    pw = human_pw(rng, ctx, style=rng.choice([0, 3, 6]))
    out = []
    for c in pw:
        if c.isalpha():
            out.append(("capital " + NATO[c.lower()].capitalize()) if c.isupper() else NATO[c])
        elif c.isdigit():
            out.append(EN_DIGIT[int(c)])
        else:
            out.append(SYM_EN[c])
    return ", ".join(out)


SYM_ZH = {"!": "感叹号", "@": "艾特", "#": "井号", "$": "美元符号", "%": "百分号", "&": "和号", "*": "星号",
          "?": "问号", ".": "点", "_": "下划线", "-": "横杠", "+": "加号"}


@sec("zpw_spelled")
def _(rng, ctx):
    pw = human_pw(rng, ctx, style=rng.choice([0, 2, 4, 6]))
    parts = []
    for run in re.findall(r"[A-Z]+|[a-z]+|[0-9]+|[^A-Za-z0-9]", pw):
        if run[0].isupper():
            parts.append("大写" + run)
        elif run[0].islower():
            parts.append("小写" + run)
        elif run[0].isdigit():
            parts.append("数字" + run)
        else:
            parts.append(SYM_ZH[run])
    return "，".join(parts)


@sec("wifi")
def _(rng, ctx):
    p = rng.randrange(6)
    if p == 0:
        return pk(rng, ctx, WIFI_WORDS) + str(rng.randint(1990, 2025))
    if p == 1:
        return "1" + rng.choice("35789") + digits(rng, 9)
    if p == 2:
        return pk(rng, ctx, PW_WORDS).capitalize() + pk(rng, ctx, WIFI_WORDS).capitalize() + digits(rng, 2)
    if p == 3:
        return rstr(rng, "abcdefghijkmnpqrstuvwxyz23456789", 10)
    if p == 4:
        return pk(rng, ctx, PINYIN) + digits(rng, 6)
    return pk(rng, ctx, PINYIN) + pk(rng, ctx, PINYIN) + rng.choice(["", "!", "888", "520"])


# ---- security answers ----
for _k, _lst in (("ans_pet", ANS_PET), ("ans_maiden", ANS_MAIDEN), ("ans_city", ANS_CITY),
                 ("ans_school", ANS_SCHOOL), ("ans_teacher", ANS_TEACHER), ("ans_car", ANS_CAR),
                 ("ans_street", ANS_STREET), ("ans_friend", ANS_FRIEND), ("ans_word", ANS_WORD),
                 ("zans_mother", ZANS_MOTHER), ("zans_father", ZANS_FATHER), ("zans_school", ZANS_SCHOOL),
                 ("zans_city", ZANS_CITY), ("zans_food", ZANS_FOOD), ("zans_pet", ZANS_PET),
                 ("zans_nick", ZANS_NICK)):
    SEC[_k] = (lambda lst: lambda rng, ctx: pk(rng, ctx, lst))(_lst)

# ---- TOTP seeds ----


def _totp(rng, nbytes):
    return base64.b32encode(rbytes(rng, nbytes)).decode().rstrip("=")


SEC["totp16"] = lambda rng, ctx: _totp(rng, 10)
SEC["totp32"] = lambda rng, ctx: _totp(rng, 20)


def _groups(s, sep):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


SEC["totp_g4l"] = lambda rng, ctx: _groups(_totp(rng, rng.choice([10, 20, 20])).lower(), " ")
SEC["totp_g4u"] = lambda rng, ctx: _groups(_totp(rng, rng.choice([10, 20, 20])), " ")
SEC["totp_g4d"] = lambda rng, ctx: _groups(_totp(rng, rng.choice([10, 20])), "-")

# ---- wallet keys ----
SEC["wif"] = lambda rng, ctx: b58check(b"\x80" + priv32(rng))
SEC["wifc"] = lambda rng, ctx: b58check(b"\x80" + priv32(rng) + b"\x01")
SEC["ethkey"] = lambda rng, ctx: "0x" + priv32(rng).hex()
SEC["hexkey"] = lambda rng, ctx: priv32(rng).hex()


@sec("xprv")
def _(rng, ctx):
    depth = rng.choice([0, 3])
    fp = b"\0" * 4 if depth == 0 else rbytes(rng, 4)
    child = b"\0" * 4 if depth == 0 else (0x80000000).to_bytes(4, "big")
    return b58check(bytes.fromhex("0488ade4") + bytes([depth]) + fp + child + rbytes(rng, 32) + b"\0" + priv32(rng))


# ---- .env values ----
@sec("envval")
def _(rng, ctx):
    p = rng.randrange(7)
    if p == 0:
        return rbytes(rng, rng.choice([16, 32])).hex()
    if p == 1:
        return base64.b64encode(rbytes(rng, 32)).decode()
    if p == 2:
        return b64u(rbytes(rng, rng.choice([24, 30, 36])))
    if p == 3:
        return "base64:" + base64.b64encode(rbytes(rng, 32)).decode()
    if p == 4:
        return human_pw(rng, ctx)
    if p == 5:
        return rstr(rng, string.ascii_lowercase, 16)  # a mail "authorization code" (授权码) shape
    return gh_token(rng) if rng.random() < 0.5 else "sk_live_" + rstr(rng, B62, 24)


# ---- mnemonics ----
def _mn(rng, wl, n=None):
    n = n or rng.choice([12, 12, 12, 15, 18, 24, 24])
    return bip39_words(rbytes(rng, n * 4 // 3), wl)


NUMFMT = ["{i}. {w}", "{i}) {w}", "{i:02d} {w}", "#{i} {w}", "{i} - {w}", "{i}: {w}", "{i}.{w}"]

SEC["mn12"] = lambda rng, ctx: " ".join(_mn(rng, BIP39_EN, 12))
SEC["mn24"] = lambda rng, ctx: " ".join(_mn(rng, BIP39_EN, 24))
SEC["mn_lines"] = lambda rng, ctx: "\n".join(_mn(rng, BIP39_EN))
SEC["mn_upper"] = lambda rng, ctx: " ".join(_mn(rng, BIP39_EN, 12)).upper()
SEC["mn_comma"] = lambda rng, ctx: ", ".join(_mn(rng, BIP39_EN))


@sec("mn_num")
def _(rng, ctx):
    f = rng.choice(NUMFMT)
    return "\n".join(f.format(i=i + 1, w=w) for i, w in enumerate(_mn(rng, BIP39_EN)))


@sec("mn_grid")
def _(rng, ctx):
    ws = _mn(rng, BIP39_EN, rng.choice([12, 24]))
    cols = rng.choice([3, 4])
    rows = []
    for r in range(0, len(ws), cols):
        rows.append("   ".join("%d.%s" % (r + j + 1, w) for j, w in enumerate(ws[r:r + cols])))
    return "\n".join(rows)


@sec("mn_inline")
def _(rng, ctx):
    f = rng.choice(["{i}-{w}", "({i}) {w}", "{i}.{w}"])
    return " ".join(f.format(i=i + 1, w=w) for i, w in enumerate(_mn(rng, BIP39_EN, 12)))


SEC["zmn12"] = lambda rng, ctx: " ".join(_mn(rng, BIP39_ZH, 12))
SEC["zmn_lines"] = lambda rng, ctx: "\n".join(_mn(rng, BIP39_ZH))
SEC["zmn_run"] = lambda rng, ctx: "".join(_mn(rng, BIP39_ZH, 12))
SEC["zmn_dun"] = lambda rng, ctx: "、".join(_mn(rng, BIP39_ZH, 12))


@sec("zmn_num")
def _(rng, ctx):
    f = rng.choice(["{i}. {w}", "{i}、{w}", "{i:02d} {w}", "({i}) {w}"])
    return "\n".join(f.format(i=i + 1, w=w) for i, w in enumerate(_mn(rng, BIP39_ZH)))


# ---- recovery codes ----
ALNUM_UP = "23456789ABCDEFGHJKLMNPQRSTVWXYZ"


@sec("rc_github")
def _(rng, ctx):
    return "\n".join(rstr(rng, "0123456789abcdef", 5) + "-" + rstr(rng, "0123456789abcdef", 5) for _ in range(16))


@sec("rc_google")
def _(rng, ctx):
    return "\n".join(digits(rng, 4) + " " + digits(rng, 4) for _ in range(10))


@sec("rc_discord")
def _(rng, ctx):
    al = string.ascii_lowercase + string.digits
    return "\n".join(rstr(rng, al, 4) + "-" + rstr(rng, al, 4) for _ in range(10))


@sec("rc_bitlocker")
def _(rng, ctx):
    return "-".join("%06d" % (11 * rng.randrange(720896 // 11)) for _ in range(8))


@sec("rc_1pw")
def _(rng, ctx):
    return "-".join(["A3", rstr(rng, ALNUM_UP, 6), rstr(rng, ALNUM_UP, 6)] + [rstr(rng, ALNUM_UP, 5) for _ in range(4)])


SEC["rc_ms"] = lambda rng, ctx: "-".join(rstr(rng, ALNUM_UP, 5) for _ in range(5))
SEC["rc_apple"] = lambda rng, ctx: "-".join(rstr(rng, ALNUM_UP, 4) for _ in range(7))

# ---- vendor API keys ----
B64U_AL = string.ascii_letters + string.digits + "-_"
HEX = "0123456789abcdef"


def _vendor_key(rng, vendor):
    if vendor == "OpenAI":
        return "sk-proj-" + rstr(rng, B64U_AL, 74) + "T3BlbkFJ" + rstr(rng, B64U_AL, 74), "api.openai.com"
    if vendor == "Anthropic":
        return "sk-ant-api03-" + rstr(rng, B64U_AL, 93) + "AA", "api.anthropic.com"
    if vendor == "GitHub":
        return gh_token(rng), "api.github.com"
    if vendor == "GitLab":
        return "glpat-" + rstr(rng, B64U_AL, 20), "gitlab.com/api"
    if vendor == "Stripe":
        return "sk_live_51" + rstr(rng, B62, 97), "api.stripe.com"
    if vendor == "Google Maps":
        return "AIza" + rstr(rng, B64U_AL, 35), "maps.googleapis.com"
    if vendor == "Slack":
        return "xoxb-%s-%s-%s" % (digits(rng, 11), digits(rng, 13), rstr(rng, B62, 24)), "slack.com/api"
    if vendor == "SendGrid":
        return "SG." + rstr(rng, B64U_AL, 22) + "." + rstr(rng, B64U_AL, 43), "api.sendgrid.com"
    if vendor == "Hugging Face":
        return "hf_" + rstr(rng, string.ascii_letters, 34), "huggingface.co/api"
    if vendor == "Mailgun":
        return "key-" + rstr(rng, HEX, 32), "api.mailgun.net"
    if vendor == "npm":
        return "npm_" + rstr(rng, B62, 36), "registry.npmjs.org"
    if vendor == "DigitalOcean":
        return "dop_v1_" + rstr(rng, HEX, 64), "api.digitalocean.com"
    if vendor == "DeepSeek":
        return "sk-" + rstr(rng, HEX, 32), "api.deepseek.com"
    if vendor == "Notion":
        return "secret_" + rstr(rng, B62, 43), "api.notion.com"
    if vendor == "Shopify":
        return "shpat_" + rstr(rng, HEX, 32), "shop.myshopify.com/admin/api"
    if vendor == "Groq":
        return "gsk_" + rstr(rng, B62, 52), "api.groq.com"
    if vendor == "Replicate":
        return "r8_" + rstr(rng, B62, 37), "api.replicate.com"
    raise KeyError(vendor)


VENDORS = ["OpenAI", "Anthropic", "GitHub", "GitLab", "Stripe", "Google Maps", "Slack", "SendGrid",
           "Hugging Face", "Mailgun", "npm", "DigitalOcean", "DeepSeek", "Notion", "Shopify", "Groq", "Replicate"]


@sec("api")
def _(rng, ctx):
    v = rng.choice(VENDORS)
    key, host = _vendor_key(rng, v)
    ctx["vendor"], ctx["vendor_host"] = v, host
    return key


SEC["openai"] = lambda rng, ctx: _vendor_key(rng, "OpenAI")[0]
SEC["deepseek"] = lambda rng, ctx: _vendor_key(rng, "DeepSeek")[0]
SEC["ghtok"] = lambda rng, ctx: gh_token(rng)
SEC["gltok"] = lambda rng, ctx: _vendor_key(rng, "GitLab")[0]
SEC["hex32"] = lambda rng, ctx: rstr(rng, HEX, 32)
SEC["hex40"] = lambda rng, ctx: rstr(rng, HEX, 40)
SEC["azkey"] = lambda rng, ctx: base64.b64encode(rbytes(rng, 64)).decode()
SEC["slackhook"] = lambda rng, ctx: rstr(rng, B62, 24)


@sec("aws_secret")
def _(rng, ctx):
    ctx["aws_id"] = "AKIA" + rstr(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
    return rstr(rng, string.ascii_letters + string.digits + "+/", 40)


@sec("ali_secret")
def _(rng, ctx):
    ctx["ali_id"] = "LTAI5t" + rstr(rng, B62, 18)
    return rstr(rng, B62, 30)


@sec("tc_secret")
def _(rng, ctx):
    ctx["tc_id"] = "AKID" + rstr(rng, B62, 32)
    return rstr(rng, B62, 32)


@sec("tg_token")
def _(rng, ctx):
    return str(rng.randint(5000000000, 7999999999)) + ":AA" + rstr(rng, B64U_AL, 33)


# ---- PEM private keys ----
SEC["pem_openssh"] = lambda rng, ctx: openssh_ed25519(rng, rng.choice(NAMES).lower() + "@" + rng.choice(["laptop", "nas", "vps", "pi"]))
SEC["pem_ec"] = lambda rng, ctx: ec_p256_pem(rng)
SEC["pem_pkcs8"] = lambda rng, ctx: pkcs8_ed25519_pem(rng)
SEC["pem_rsa"] = lambda rng, ctx: rsa_pem(rng)


# ---- JWT ----
@sec("jwt")
def _(rng, ctx):
    alg = rng.choice(["HS256", "HS256", "RS256", "ES256"])
    header = {"alg": alg, "typ": "JWT"}
    iat = rng.randint(1767225600, 1798761600)
    payload = {"sub": rng.choice([str(rng.randint(10000, 9999999)), rng.choice(NAMES).lower()]),
               "iat": iat, "exp": iat + rng.choice([900, 3600, 86400, 604800])}
    if rng.random() < 0.5:
        payload["role"] = rng.choice(["user", "admin", "member"])
    sig = rbytes(rng, {"HS256": 32, "RS256": 256, "ES256": 64}[alg])
    enc = lambda o: b64u(json.dumps(o, separators=(",", ":")).encode())
    return enc(header) + "." + enc(payload) + "." + b64u(sig)


# ---- cards ----
def card_digits(rng):
    brand = rng.choice(["visa", "visa", "mc", "mc2", "amex", "unionpay"])
    if brand == "visa":
        pre, n = "4" + digits(rng, 5), 16
    elif brand == "mc":
        pre, n = str(rng.randint(51, 55)) + digits(rng, 4), 16
    elif brand == "mc2":
        pre, n = str(rng.randint(2221, 2720)) + digits(rng, 2), 16
    elif brand == "amex":
        pre, n = rng.choice(["34", "37"]) + digits(rng, 4), 15
    else:
        pre, n = "62" + rng.choice(["2202", "2848", "5880", "1700", "2588"]), rng.choice([16, 19])
    while True:
        d = luhn_complete(pre + digits(rng, n - len(pre) - 1))
        if d not in TEST_CARD_DIGITS and len(set(d[6:])) > 3:
            return d


@sec("card")
def _(rng, ctx):
    d = card_digits(rng)
    style = rng.randrange(3)
    if style == 0:
        return d
    sep = " " if style == 1 else "-"
    if len(d) == 15:
        return d[:4] + sep + d[4:10] + sep + d[10:]
    return sep.join(d[i:i + 4] for i in range(0, len(d), 4))

# --------------------------------------------------------------------------
# fillers: everything in a template that is not the span
# --------------------------------------------------------------------------
def _simple(name, fn):
    FIL[name] = fn


_simple("name", lambda rng, ctx: rng.choice(NAMES))
_simple("fullname", lambda rng, ctx: rng.choice(NAMES) + " " + rng.choice(SURNAMES))
_simple("zname", lambda rng, ctx: rng.choice(ZNAMES))
_simple("svc", lambda rng, ctx: rng.choice(SERVICES))
_simple("svc_l", lambda rng, ctx: rng.choice(SERVICES).lower().replace(".", ""))
_simple("zsvc", lambda rng, ctx: rng.choice(ZSERVICES))
_simple("bank", lambda rng, ctx: rng.choice(BANKS))
_simple("zbank", lambda rng, ctx: rng.choice(ZBANKS))
_simple("domain", lambda rng, ctx: rng.choice(DOMAINS))
_simple("dbuser", lambda rng, ctx: rng.choice(DBUSERS))
_simple("dbname", lambda rng, ctx: rng.choice(DBNAMES))
_simple("repo", lambda rng, ctx: rng.choice(REPOS))
_simple("envkey", lambda rng, ctx: rng.choice(ENV_KEYS))
_simple("envkey_pw", lambda rng, ctx: rng.choice(ENV_KEYS_PW))
_simple("envkey_tok", lambda rng, ctx: rng.choice(ENV_KEYS_TOK))
_simple("oct", lambda rng, ctx: str(rng.randint(2, 250)))
_simple("ip", lambda rng, ctx: rng.choice(["10.0.%d.%d", "192.168.%d.%d", "172.16.%d.%d"]) % (rng.randint(0, 40), rng.randint(2, 250)))
_simple("v6", lambda rng, ctx: "%x" % rng.randint(0x100, 0xffff))
_simple("mongoid", lambda rng, ctx: rstr(rng, "abcdefghijklmnopqrstuvwxyz0123456789", 5))
_simple("storacct", lambda rng, ctx: rng.choice(["acme", "family", "photos", "ledger", "backup"]) + rstr(rng, "abcdefghijklmnopqrstuvwxyz0123456789", 6))
_simple("slackA", lambda rng, ctx: rstr(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 8))
_simple("slackB", lambda rng, ctx: rstr(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 10))
_simple("wxappid", lambda rng, ctx: "wx" + rstr(rng, HEX, 16))
_simple("room", lambda rng, ctx: str(rng.randint(2, 28)) + "%02d" % rng.randint(1, 40))
_simple("weekday", lambda rng, ctx: rng.choice(WEEKDAYS))
_simple("time", lambda rng, ctx: "%02d:%02d" % (rng.randint(7, 21), rng.choice([0, 10, 15, 20, 30, 40, 45, 50])))
_simple("hhmm", lambda rng, ctx: "%02d%02d" % (rng.randint(5, 22), rng.choice([0, 5, 15, 25, 30, 45, 55])))
_simple("date", lambda rng, ctx: "2026-%02d-%02d" % (rng.randint(1, 12), rng.randint(1, 28)))
_simple("date_en", lambda rng, ctx: "%d %s" % (rng.randint(1, 28), rng.choice(MONTHS)))
_simple("month", lambda rng, ctx: str(rng.randint(1, 12)))
_simple("day", lambda rng, ctx: str(rng.randint(1, 28)))
_simple("iso", lambda rng, ctx: "2026-%02d-%02dT%02d:%02d:00%s" % (rng.randint(1, 12), rng.randint(1, 28), rng.randint(7, 20), rng.choice([0, 15, 30, 45]), rng.choice(["+08:00", "Z", "+01:00", "-05:00"])))
_simple("ddmmyyyy", lambda rng, ctx: "%02d/%02d/%d" % (rng.randint(1, 28), rng.randint(1, 12), rng.randint(1950, 2005)))
_simple("yyyy", lambda rng, ctx: str(rng.randint(1950, 2005)))
_simple("exp", lambda rng, ctx: "%02d/%02d" % (rng.randint(1, 12), rng.randint(26, 31)))
_simple("cvv", lambda rng, ctx: digits(rng, 3))
_simple("last4", lambda rng, ctx: digits(rng, 4))
_simple("d4", lambda rng, ctx: digits(rng, 4))
_simple("testcard", lambda rng, ctx: rng.choice(TEST_CARDS))
_simple("money", lambda rng, ctx: rng.choice(["$", "£", "€"]) + "%d.%02d" % (rng.randint(3, 2400), rng.choice([0, 0, 49, 99, 50, 20])))
_simple("cny", lambda rng, ctx: "%d.%d" % (rng.randint(12, 900), rng.randint(0, 9)))
_simple("flight", lambda rng, ctx: rng.choice(AIRLINES) + str(rng.randint(100, 9899)))
_simple("gate", lambda rng, ctx: rng.choice("ABCDEK") + str(rng.randint(1, 60)))
_simple("seat", lambda rng, ctx: str(rng.randint(1, 48)) + rng.choice("ABCDEFK"))
_simple("score", lambda rng, ctx: str(rng.randint(20, 60)))
_simple("km", lambda rng, ctx: "%d.%d" % (rng.randint(3, 25), rng.randint(0, 9)))
_simple("duration", lambda rng, ctx: "%d:%02d:%02d" % (rng.randint(0, 4), rng.randint(0, 59), rng.randint(0, 59)))
_simple("invoice", lambda rng, ctx: "INV-2026-%04d" % rng.randint(1, 9999))
_simple("train", lambda rng, ctx: "%s to %s" % (rng.choice(["07:12", "08:45", "17:36", "18:04"]), rng.choice(["King's Cross", "Manchester Piccadilly", "Bristol Temple Meads", "Edinburgh"])))
_simple("cn_train", lambda rng, ctx: rng.choice("GGD") + str(rng.randint(10, 8999)))
_simple("car", lambda rng, ctx: str(rng.randint(1, 16)))
_simple("seatcn", lambda rng, ctx: "%02d%s" % (rng.randint(1, 20), rng.choice("ABCDF")))
_simple("steps", lambda rng, ctx: str(rng.randint(8000, 32000)))
_simple("coin_amt", lambda rng, ctx: "%.4f BTC" % (rng.randint(10, 5000) / 10000))
_simple("floor", lambda rng, ctx: str(rng.randint(2, 32)))
_simple("flat", lambda rng, ctx: str(rng.randint(1, 40)))
_simple("house", lambda rng, ctx: str(rng.randint(1, 240)))
_simple("street", lambda rng, ctx: rng.choice(STREETS))
_simple("app", lambda rng, ctx: rng.choice(APPS))
_simple("pypkg", lambda rng, ctx: rng.choice(PY_PKGS))
_simple("npmpkg", lambda rng, ctx: rng.choice(NPM_PKGS))
_simple("ver3", lambda rng, ctx: "%d.%d.%d" % (rng.randint(0, 12), rng.randint(0, 30), rng.randint(0, 20)))
_simple("buildno", lambda rng, ctx: "2026%02d%02d.%d" % (rng.randint(1, 12), rng.randint(1, 28), rng.randint(1, 9)))
_simple("fw", lambda rng, ctx: "V%d.%d.%d Build %s" % (rng.randint(1, 5), rng.randint(0, 9), rng.randint(0, 99), "2%05d" % rng.randint(0, 99999)))
_simple("filename", lambda rng, ctx: rng.choice(FILES))
_simple("image", lambda rng, ctx: rng.choice(IMAGES))
_simple("gomod", lambda rng, ctx: rng.choice(["golang.org/x/net", "github.com/spf13/cobra", "gopkg.in/yaml.v3", "github.com/google/uuid"]))
_simple("goh1", lambda rng, ctx: "h1:" + base64.b64encode(rbytes(rng, 32)).decode())
_simple("sha256hex", lambda rng, ctx: rbytes(rng, 32).hex())
_simple("md5hex", lambda rng, ctx: rbytes(rng, 16).hex())
_simple("gitsha", lambda rng, ctx: rbytes(rng, 20).hex())
_simple("shortsha", lambda rng, ctx: rbytes(rng, 4).hex()[: rng.choice([7, 8])])
_simple("sri256", lambda rng, ctx: "sha256-" + base64.b64encode(rbytes(rng, 32)).decode())
_simple("sri384", lambda rng, ctx: "sha384-" + base64.b64encode(rbytes(rng, 48)).decode())
_simple("sri512", lambda rng, ctx: "sha512-" + base64.b64encode(rbytes(rng, 64)).decode())
_simple("cdn", lambda rng, ctx: rng.choice(["jsdelivr.net/npm", "cdnjs.cloudflare.com/ajax/libs", "unpkg.com", "bootcdn.net/ajax/libs"]))
_simple("ssh_pub", lambda rng, ctx: ssh_pub_line(rng, rng.choice(NAMES).lower() + "@" + rng.choice(["laptop", "desktop", "mbp"])))
_simple("spki_pem", lambda rng, ctx: ed25519_spki_pem(rng))
_simple("wg_pub", lambda rng, ctx: base64.b64encode(rbytes(rng, 32)).decode())
_simple("gpg_fp", lambda rng, ctx: " ".join(rbytes(rng, 20).hex().upper()[i:i + 4] for i in range(0, 40, 4)))
_simple("age_pub", lambda rng, ctx: bech32("age", _convertbits(rbytes(rng, 32), 8, 5)))
_simple("btc_addr", lambda rng, ctx: b58check(rng.choice([b"\x00", b"\x05"]) + rbytes(rng, 20)))
_simple("bc1", lambda rng, ctx: segwit_addr(rbytes(rng, 20)))
_simple("eth_addr", lambda rng, ctx: "0x" + rbytes(rng, 20).hex())
_simple("tron", lambda rng, ctx: b58check(b"\x41" + rbytes(rng, 20)))
_simple("xpub", lambda rng, ctx: b58check(bytes.fromhex("0488b21e") + b"\x03" + rbytes(rng, 4) + (0x80000000).to_bytes(4, "big") + rbytes(rng, 32) + rng.choice([b"\x02", b"\x03"]) + rbytes(rng, 32)))


@fil("email")
def _(rng, ctx):
    n = rng.choice(NAMES).lower()
    return rng.choice([n + "." + rng.choice(SURNAMES).lower().replace("ü", "ue"), n + str(rng.randint(1, 99)), n[0] + rng.choice(SURNAMES).lower().replace("ü", "ue")]) + "@" + rng.choice(["gmail.com", "outlook.com", "proton.me", "icloud.com", "qq.com", "163.com"] + DOMAINS[:3])


@fil("emailenc")
def _(rng, ctx):
    return rng.choice(NAMES).lower() + "%40" + rng.choice(DOMAINS)


@fil("user")
def _(rng, ctx):
    n = rng.choice(NAMES).lower()
    return rng.choice([n, n + "_" + rng.choice(SURNAMES).lower().replace("ü", "ue"), n + str(rng.randint(1, 999)), "admin", n[0] + rng.choice(SURNAMES).lower().replace("ü", "ue")])


FIL["ghuser"] = FIL["user"]


@fil("dbhost")
def _(rng, ctx):
    return rng.choice(["db-prod-%d.internal" % rng.randint(1, 4), "pg.%s" % rng.choice(DOMAINS), "localhost",
                       "mysql.%s" % rng.choice(DOMAINS), "10.0.%d.%d" % (rng.randint(0, 9), rng.randint(2, 250)),
                       "rm-%s.mysql.rds.aliyuncs.com" % rstr(rng, "abcdefghijklmnopqrstuvwxyz0123456789", 12)])


@fil("redishost")
def _(rng, ctx):
    return rng.choice(["redis-%d.c%d.us-east-1-2.ec2.cloud.redislabs.com" % (rng.randint(10000, 19999), rng.randint(1, 300)),
                       "cache.%s" % rng.choice(DOMAINS), "10.0.8.%d" % rng.randint(2, 250)])


@fil("host")
def _(rng, ctx):
    return rng.choice(["web-01", "nas", "db-prod", "vps-sg", "bastion", "pi-hole", "git.%s" % rng.choice(DOMAINS)])


@fil("ssid")
def _(rng, ctx):
    t = rng.choice(SSIDS)
    return t.format(h4=rstr(rng, "0123456789ABCDEF", 4), a4=rstr(rng, string.ascii_letters + string.digits, 4),
                    A4=rstr(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ", 4), A2=rstr(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ", 2),
                    d6=digits(rng, 6), d3=str(rng.randint(101, 999)), d2=str(rng.randint(10, 99)),
                    sur=rng.choice(SURNAMES))


@fil("apphash")
def _(rng, ctx):
    return rstr(rng, string.ascii_letters + string.digits + "+/", 11)


# ---- phone numbers ----
_simple("phone_us", lambda rng, ctx: "(%d) 555-01%02d" % (rng.choice([206, 312, 415, 503, 617, 720, 919]), rng.randint(0, 99)))
_simple("phone_uk", lambda rng, ctx: "07700 900%03d" % rng.randint(0, 999))
_simple("phone_in", lambda rng, ctx: "+91 %s %s" % (rng.choice("6789") + digits(rng, 4), digits(rng, 5)))


@fil("phone_cn")
def _(rng, ctx):
    d = "1" + rng.choice("3456789") + digits(rng, 9)
    return rng.choice([d, d[:3] + " " + d[3:7] + " " + d[7:], d[:3] + "-" + d[3:7] + "-" + d[7:]])


_simple("landline_cn", lambda rng, ctx: rng.choice(["010-6", "021-5", "020-8", "0755-2", "028-8"]) + digits(rng, 7))

# ---- postal codes and addresses ----


def _group(ctx, rng, key):
    if key in ctx:
        return ctx[key]
    if key == "in":
        city, state, lo, hi = rng.choice(IN_PLACES)
        ctx[key] = {"city": city, "state": state, "pin": str(rng.randint(lo, hi)),
                    "addr": "%s %s, %s" % (rng.choice(["Flat", "No.", "House", "Plot"]), rng.randint(1, 120), rng.choice(IN_ROADS))}
    elif key == "cn":
        zh, en, code = rng.choice(CN_PLACES)
        ctx[key] = {"code": code, "city": zh, "city_en": en,
                    "addr": "%s%s%d号%s" % (zh, rng.choice(CN_ROADS), rng.randint(1, 399),
                                          rng.choice(["", "%d栋%d室" % (rng.randint(1, 20), rng.randint(101, 2808)),
                                                      "%s小区%d单元" % (rng.choice(["阳光", "锦绣", "翠湖", "和平", "幸福"]), rng.randint(1, 6))]))}
    elif key == "us":
        city, st, z3 = rng.choice(US_PLACES)
        ctx[key] = {"city": city, "state": st, "zip": z3 + "%02d" % rng.randint(1, 99),
                    "addr": "%d %s" % (rng.randint(10, 9800), rng.choice(STREETS))}
    return ctx[key]


def _bd(rng, ctx):
    if "bd" not in ctx:
        m, d = rng.randint(1, 12), rng.randint(1, 28)
        ctx["bd"] = {"month": str(m), "day": str(d), "mmdd": "%02d%02d" % (m, d), "ddmm": "%02d%02d" % (d, m),
                     "mon_en": ["January", "February", "March", "April", "May", "June", "July", "August",
                                "September", "October", "November", "December"][m - 1]}
    return ctx["bd"]


for _f in ("month", "day", "mmdd", "ddmm", "mon_en"):
    FIL["bd_" + _f] = (lambda f: lambda rng, ctx: _bd(rng, ctx)[f])(_f)

_simple("in_city", lambda rng, ctx: _group(ctx, rng, "in")["city"])
_simple("in_state", lambda rng, ctx: _group(ctx, rng, "in")["state"])
_simple("in_pin", lambda rng, ctx: _group(ctx, rng, "in")["pin"])
_simple("in_addr", lambda rng, ctx: _group(ctx, rng, "in")["addr"])
_simple("cnpost", lambda rng, ctx: _group(ctx, rng, "cn")["code"])
_simple("cncity", lambda rng, ctx: _group(ctx, rng, "cn")["city"])
_simple("cncity_en", lambda rng, ctx: _group(ctx, rng, "cn")["city_en"])
_simple("cnaddr", lambda rng, ctx: _group(ctx, rng, "cn")["addr"])
_simple("us_city", lambda rng, ctx: _group(ctx, rng, "us")["city"])
_simple("us_state", lambda rng, ctx: _group(ctx, rng, "us")["state"])
_simple("zip", lambda rng, ctx: _group(ctx, rng, "us")["zip"])
_simple("us_addr", lambda rng, ctx: _group(ctx, rng, "us")["addr"])


@fil("ukpost")
def _(rng, ctx):
    area = rng.choice(["EH", "M", "LS", "BS", "CB", "OX", "G", "CF", "NE", "B", "SW", "N", "YO", "BN"])
    return "%s%d %d%s" % (area, rng.randint(1, 20), rng.randint(1, 9), rstr(rng, "ABDEFGHJLNPQRSTUWXYZ", 2))


# ---- order and tracking numbers (made Luhn-INVALID where 13-19 digits) ----
@fil("order_amz")
def _(rng, ctx):
    d = luhn_break(rng.choice(["111", "112", "113", "114", "204", "205", "206"]) + digits(rng, 14))
    return d[:3] + "-" + d[3:10] + "-" + d[10:]


_simple("order_num", lambda rng, ctx: rstr(rng, "ABCDEFGHJKLMNPRSTUVWXYZ", 2) + digits(rng, 8))
_simple("order_cn", lambda rng, ctx: luhn_break(rng.choice(["2", "3", "4"]) + digits(rng, rng.choice([17, 18]))))
_simple("pnr", lambda rng, ctx: rstr(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6))
_simple("ups", lambda rng, ctx: "1Z" + rstr(rng, "0123456789ABCDEFGHJKLMNPRSTUVWXYZ", 6) + digits(rng, 10))
_simple("rm_track", lambda rng, ctx: rstr(rng, "ABCDEFGHJKLMNPRSTUVWXYZ", 2) + digits(rng, 9) + "GB")


@fil("usps")
def _(rng, ctx):
    while True:  # 22 digits in groups of 4; no 16-digit prefix passes Luhn
        d = "9400" + digits(rng, 18)
        if not luhn_ok(d[:16]):
            return " ".join(d[i:i + 4] for i in range(0, len(d), 4))


_simple("dhl", lambda rng, ctx: digits(rng, 10))
_simple("sf", lambda rng, ctx: "SF" + luhn_break("1" + digits(rng, 12)))
_simple("zto", lambda rng, ctx: luhn_break("7" + rng.choice("35") + digits(rng, 12)))
_simple("ems", lambda rng, ctx: "E" + rng.choice("ABKLM") + digits(rng, 9) + "CN")
_simple("jd", lambda rng, ctx: "JD" + luhn_break("00" + digits(rng, 11)))
_simple("shop", lambda rng, ctx: rng.choice(["IKEA", "Argos", "Zalando", "Currys", "John Lewis", "Best Buy", "Uniqlo"]))


@fil("cnstreet_full")
def _(rng, ctx):
    zh, _, _ = rng.choice(CN_PLACES)
    return "%s%s%d号" % (zh, rng.choice(CN_ROADS), rng.randint(1, 399))

# --------------------------------------------------------------------------
# templates. "!" at the start marks a hard phrasing. «S_x» is the span
# (exactly one per secret template), «=S» repeats it, «=key» reads a value a
# secret generator set, «name#2» is a second draw of a filler, «|a|b|c» picks
# one alternative.
# --------------------------------------------------------------------------
T = {}


def add(kind, lang, *tpls):
    T.setdefault((kind, lang), []).extend(tpls)


# ============================ secrets ============================
add("otp", "en",
    "!«S_otp6» is your «svc» sign-in code. It expires in «|5|10|15» minutes. «svc» staff will never ask you for it.",
    "!Your «bank» one-time passcode: «S_otp6». Do not give this code to anyone, even if they say they are from «bank».",
    "!Mum rang at «time» — a man claiming to be from «bank» wanted 'the number in the text'. She read him «S_otp6sp» before I could grab the phone. Called the fraud line straight after.",
    "!Your Apple Account code is: «S_otp6». Don't share it with anyone.\n\n@apple.com #«=S»",
    "!voice memo «hhmm» — ok so the code they just texted me is «S_otp_spoken_en», I need to type that into the «|tax portal|council website|pension site» before it times out",
    "!fwd from Dad: \"what is this?? 'G-«S_otp6» is your Google verification code.' Is someone trying to get into my email?\"",
    "!<#> «S_otp6dash» is your WhatsApp code. Don't share this code with others\n«apphash»",
    "!Microsoft account\nSecurity code: «S_otp7»\nIf you didn't request a code for «email», you can ignore this message.",
    "![«time»] «name»: I'm locked out at the airport, can you read me the code that just came to the landline?\n[«time»] me: «S_otp_digits_spaced»",
    "!Steam Guard: here is the code you need to log in to account «user»: «S_steam»",
    "!Diary. Someone from 'delivery support' called about a parcel I never ordered. Asked for the code, I gave «S_otp6» like an idiot. Ten minutes later «svc» emailed me about a new device.",
    )
add("otp", "zh",
    "【«zbank»】您的动态验证码为«S_otp6»，用于网上银行登录，«|5|10»分钟内有效，切勿告知他人。",
    "【«zsvc»】验证码«S_otp6»，您正在登录账号，如非本人操作请忽略本短信。",
    "!今天差点被骗：对方冒充快递客服，说理赔要我报短信里的数字，我都念出来了«S_otp6sp»，后来反应过来赶紧冻结了账户。",
    "!语音备忘 «time»：验证码是«S_otp_spoken_zh»，给妈妈的医保账号用的，五分钟内要输进去",
    "!妈妈发来微信：「儿子，有个短信说«S_otp6»，是不是你要的？」",
    "!对话记录\n客服：请您把收到的六位数字告诉我\n我：«S_otp6dash»\n客服：好的，正在为您核验",
    "【«zsvc»】«S_otp6»（动态码），您正在进行支付操作，请勿泄露给任何人，包括客服。",
    "!爸爸把短信截图发我：«S_otp4»是您本次操作的校验码，30分钟内有效。他问这个要不要告诉打电话的人。",
    "!日记 «month»月«day»日\n晚上有人打电话说我的«zsvc»账号异常，要我报一下刚收到的码，我报了«S_otp_spoken_zh»，挂了才觉得不对。",
    )
add("otp", "mixed",
    "!刚刚 Google 发来 G-«S_otp6»，你帮我登一下 Gmail 看看 inbox 里有没有那封 offer",
    "!老板让我把 Okta 的 code 转给他：«S_otp6sp»，这样 compliance 吗？",
    "!语音转写：嗯…那个 verification code 是 «S_otp6»，OK 我输好了",
    "「«svc»」Your login code: «S_otp6»。如非本人操作，请忽略此短信。",
    "!Slack 上 «name» 问我要 2FA code，我顺手发了 «S_otp6dash»，后来才发现是 phishing",
    "!WeChat 群里有人问：验证码 «S_otp6» 是谁的？我妈说是她 Apple ID 的",
    "!刚才自称 Uber 客服的人打电话要 verification code，我报了 «S_otp_digits_spaced»，是不是被骗了",
    )

add("security_answer", "en",
    "!«bank» security questions (set up «|2016|2018|2019|2021»)\nMother's maiden name — «S_ans_maiden»",
    "!Q: What was the name of your first pet?\nA: «S_ans_pet»",
    "!memorable word for the «bank» app: «S_ans_word» (it asks for characters «|2, 5 and 7|1, 3 and 6|4, 5 and 8» at login)",
    "!When I reset the Apple ID I picked 'city where your parents met' and typed «S_ans_city». Writing it down because I always forget which question I chose.",
    "!Sign-up form, «svc»\nSecurity question: Name of your primary school\nYour response: «S_ans_school»",
    "!note to self: «svc» recovery asks about my first car. It's «S_ans_car», not the Golf.",
    "!Favourite teacher → «S_ans_teacher» (that's what I put for the pension portal)",
    "!Call with «bank», «time». Agent: 'Can you confirm the street you grew up on?' Me: '«S_ans_street».' Agent: 'Thank you, you're verified.'",
    "!Reminders for accounts\n- childhood best friend: «S_ans_friend»\n- everything else is in the manager",
    "!The «svc» form wanted my mother's maiden name, so «S_ans_maiden» it is. Dad would laugh.",
    )
add("security_answer", "zh",
    "!密保问题1：您母亲的姓名？\n«S_zans_mother»",
    "!«zbank»网银的预留问题「我就读的小学」—— «S_zans_school»",
    "!QQ安全中心\n问题：您的出生地是？\n填写：«S_zans_city»",
    "!给老婆的备忘：支付宝的安全保护问题是「你最喜欢吃的菜」，我当时写的«S_zans_food»。",
    "!密保：父亲的名字 → «S_zans_father»",
    "!找回账号的时候问我第一只宠物叫什么，我填了«S_zans_pet»，终于登上了",
    "!12306的密保问题：小时候的外号？我记的是«S_zans_nick»",
    )
add("security_answer", "mixed",
    "!Apple ID 的 security question「first car」我填的是 «S_ans_car»，别跟别的搞混",
    "!银行 app 的 memorable word 设成了 «S_ans_word»，登录时会问第几个字母",
    "!«svc» 让我设 security questions：第一只宠物 —— «S_ans_pet»",
    "!密保 Q: What city were you born in?  我写的 «S_zans_city»",
    "!表格\nSecurity Q: 母亲的姓名\nResponse: «S_zans_mother»",
    "!跟 «bank» 的客服电话 verify 身份，他问 mother's maiden name，我说 «S_ans_maiden»",
    "!Gmail 恢复问题 favourite food 我填了 «S_zans_food»，用中文填的",
    )

add("totp_secret", "en",
    "!Can't scan the QR code? Enter this setup key in your authenticator app:\n«S_totp_g4l»",
    "otpauth://totp/«svc»:«email»?secret=«S_totp32»&issuer=«svc»&digits=6&period=30",
    "!2FA seed for the shared «svc» admin account (so both of us can add it): «S_totp_g4u»",
    "!Backup of my authenticator — «svc»: «S_totp16»",
    "!Aegis export, «svc» entry\nsecret: «S_totp_g4d»\nalgorithm: SHA1, 6 digits, 30 s",
    "!Key: «S_totp_g4l»  (time based) — typed it into the new phone's authenticator and the codes match",
    "!Moving 2FA to the new phone tonight. «svc»: «S_totp32», «|the rest are still on the old one|GitHub next|done after that»",
    )
add("totp_secret", "zh",
    "!两步验证密钥（无法扫码时手动输入）：«S_totp_g4u»",
    "!谷歌身份验证器的种子备份，«zsvc»后台用：«S_totp32»",
    "!换手机前记下的动态口令密钥\n«S_totp_g4l»\n基于时间，30秒",
    "!运维交接：堡垒机的MFA密钥«S_totp16»，新同事自己加到验证器里",
    "!公司邮箱开了二次验证，手动输入的密钥是«S_totp_g4d»，备份在这里",
    )
add("totp_secret", "mixed",
    "!2FA 的 setup key 抄在这：«S_totp_g4l»，换手机时重新 add 一下",
    "!把 GitHub 的 TOTP secret «S_totp32» 存到家里的 NAS 上了",
    "!Authenticator 迁移\n账号：«email»\nKey：«S_totp_g4u»",
    "!同事发来的 QR code 扫不出来，他直接给了 key：«S_totp_g4d»",
    "!Google Authenticator 的 seed «S_totp16»，我抄在小本子上了",
    )

add("crypto_wallet_key", "en",
    "!Swept the old paper wallet from 2014 today. WIF on the back: «S_wif»",
    "!MetaMask > Account details > Show private key:\n«S_ethkey»",
    "!cold storage note — account 0 extended key «S_xprv» (do NOT paste into any website)",
    "!Electrum import list\n«S_wifc»\n(one key per line, this is the only one)",
    "!Hardware wallet died; the recovery tool spat out the raw key: «S_hexkey»",
    "!Dad's bitcoin, copied from the envelope in his desk: «S_wif»",
    "!wallet.dat is gone but I still have the key I exported in «|2013|2014|2016|2017»: «S_wifc»",
    )
add("crypto_wallet_key", "zh",
    "!钱包私钥（WIF格式）：«S_wifc»，保险柜那张纸背面也有",
    "!导出的以太坊私钥«S_ethkey»，别发给任何自称客服的人",
    "!冷钱包备份\n扩展私钥：«S_xprv»",
    "!老爸很早买的比特币，纸钱包上写着«S_wif»",
    "!从硬件钱包恢复工具里导出来的原始私钥：«S_hexkey»",
    )
add("crypto_wallet_key", "mixed",
    "!MetaMask 导出的 private key：«S_ethkey»",
    "!把 Electrum 里那个 address 的 WIF 复制出来了：«S_wifc»",
    "!BTC 的 xprv 备份 «S_xprv»，放在 U盘 里了",
    "!raw hex key «S_hexkey» —— 从 Ledger 的恢复工具导出来的",
    "!paper wallet 上的私钥：«S_wif»，我拍了照片（不应该拍的）",
    )

add("env_file", "en",
    "!.env.production\nNODE_ENV=production\nPORT=3000\n«envkey»=«S_envval»\nLOG_LEVEL=info",
    "!# copied from the old server\nAPP_NAME=ledger\n«envkey»=\"«S_envval»\"\nFEATURE_FLAGS=beta,search",
    "!export «envkey»='«S_envval»'  # added to ~/.zshrc on the laptop",
    "!docker run -e «envkey»=«S_envval» -p 8080:8080 myorg/api:latest",
    "!settings I changed tonight:\nDEBUG=false\nALLOWED_HOSTS=.«domain»\n«envkey»=«S_envval»",
    "!=== myapp Config Vars\nDATABASE_POOL: 10\n«envkey»: «S_envval»\nWEB_CONCURRENCY: 2",
    "!systemd unit override\n[Service]\nEnvironment=«envkey»=«S_envval»\nRestart=always",
    )
add("env_file", "zh",
    "!服务器上的 .env 文件备份：\nAPP_ENV=prod\n«envkey»=«S_envval»\nTZ=Asia/Shanghai",
    "!记一下：新项目的环境变量\n«envkey»=«S_envval»\n（别提交到仓库）",
    "!运维群里贴的配置：\nREDIS_HOST=10.0.8.12\n«envkey»=«S_envval»",
    "!在 ~/.bashrc 里加了一行 export «envkey»=«S_envval»，重开终端生效",
    "!小程序后台的配置项\nAPPID=«wxappid»\n«envkey»=«S_envval»",
    "!面板里的环境变量：«envkey» = «S_envval»，改完要重启",
    "!交接文档第三节 环境变量\n«envkey»=«S_envval»\n其余同测试环境",
    )
add("env_file", "mixed",
    "!把 staging 的 .env 发你：\n«envkey»=«S_envval»\n用完删掉哈",
    "!CI 里 hardcode 了 «envkey»=«S_envval»，下周要 rotate",
    "!docker-compose.yml 的 environment 部分：\n  - «envkey»=«S_envval»\n  - TZ=Asia/Shanghai",
    "!本地 .env.local：«envkey»=\"«S_envval»\" 这个是 prod 的，别 push",
    "!launchd plist 里的 env：«envkey» → «S_envval»，重启 service 后生效",
    )

add("mnemonic_bip39_en", "en",
    "!Ledger setup, «date_en». Recovery phrase, as written on the card:\n«S_mn_lines»\nCard goes in the fireproof box.",
    "!seed (wallet #2):\n«S_mn_num»",
    "!Diary, «weekday». Finally moved the coins off the exchange. Wrote the words in the back of this notebook so I don't lose them: «S_mn12» — and then went for a walk because my hands were shaking.",
    "!Trezor backup\n«S_mn_grid»",
    "!voice memo transcript: ok the twenty four words are «S_mn24», repeat, that's it, that's the whole thing",
    "!TODO\n- renew passport\n- recovery words: «S_mn_inline»\n- call the plumber about the boiler",
    "!«S_mn_upper»\n(written on the inside of the guitar case)",
    "!words for the phone wallet, comma separated the way the app showed them: «S_mn_comma»",
    )
add("mnemonic_bip39_en", "zh",
    "!助记词（按顺序）：\n«S_mn_num»",
    "!冷钱包备份卡抄写：«S_mn12»",
    "!日记 «month»月«day»日\n今天终于把币提到了自己的钱包。助记词记在本子最后一页：\n«S_mn_lines»\n心里踏实多了。",
    "!语音转文字：好，我念一下这二十四个单词 «S_mn24» 对，就这些",
    "!老公让我帮他存的，说是钱包的恢复词：«S_mn_comma»",
    "!钱包恢复短语\n«S_mn_grid»\n不要拍照，不要存网盘",
    "!待办：续签证件；把钱包单词«S_mn_inline»抄到钢板上；给物业打电话",
    )
add("mnemonic_bip39_en", "mixed",
    "MetaMask 的 Secret Recovery Phrase：«S_mn12»",
    "!seed phrase 备份（Ledger Nano）：\n«S_mn_num»",
    "!把 recovery phrase 抄到了笔记本：\n«S_mn_lines»\n记得 double check 一遍",
    "!待办\n- 交房租\n- wallet words：«S_mn_comma»\n- 给妈妈打电话",
    "!Trezor 的 backup words 大写抄的：«S_mn_upper»",
    )

add("mnemonic_zh", "en",
    "!My wife's wallet uses the Chinese wordlist. Her phrase: «S_zmn12»",
    "!Imported the Chinese-language seed from Dad's phone, one character per line:\n«S_zmn_lines»",
    "!recovery (simplified Chinese BIP39, numbered as shown on screen):\n«S_zmn_num»",
    "!backup words (zh), exactly as written on the card: «S_zmn_run»",
    "!Grandpa's wallet note, characters separated the way he wrote them: «S_zmn_dun»",
    )
add("mnemonic_zh", "zh",
    "钱包助记词：«S_zmn12»",
    "!钱包助记词（中文），一行一个：\n«S_zmn_lines»",
    "!爸爸的冷钱包备份卡上写着：«S_zmn_dun»",
    "!日记：今天换了新手机，恢复钱包用的中文助记词是«S_zmn_run»，抄在这里以防万一。",
    "!助记词\n«S_zmn_num»\n（按顺序，别抄错）",
    )
add("mnemonic_zh", "mixed",
    "!imToken 的 backup phrase（中文词表）：«S_zmn12»",
    "!seed words 改用了中文版：\n«S_zmn_num»",
    "!wallet 的 recovery words，中文的，一行一个：\n«S_zmn_lines»",
    )

add("pin", "en",
    "card PIN for the joint account: «S_pin4»",
    "!Garage keypad: «S_pin4» then the # key. Changed it after the builders left.",
    "!Lockbox by the back door — code «S_pin4». Key for the cleaner is inside.",
    "!Alarm panel: «S_pin4» to disarm. If it beeps twice, enter it again within 30 seconds.",
    "!Dad read his PIN out loud in the queue at the post office: «S_pin_spoken_en». I need to talk to him about that.",
    "!phone unlock code (the new one): «S_pin6»",
    "!Safe in the hotel wardrobe, room «room» — I set it to «S_pin4».",
    "!luggage lock combination: «S_pin3»",
    )
add("pin", "zh",
    "取款密码：«S_pin6»",
    "支付宝支付密码改成了«S_pin6»，别再用生日了",
    "!家里门锁密码«S_pin6»#，装修师傅走了之后改的",
    "!奶奶的银行卡密码是«S_zpin_spoken»，她让我帮她记着",
    "!小区门禁：按«S_pin4»再按铃",
    "!行李箱密码锁«S_pin3»",
    "手机锁屏密码换成«S_pin6»了",
    )
add("pin", "mixed",
    "ATM 的 PIN 是 «S_pin4»，别告诉别人",
    "!Airbnb 的 door code «S_pin4»，check-out 之后房东会换",
    "!iPad 的 passcode 改成 «S_pin6» 了，小孩不知道",
    "!公司 server room 的 keypad：«S_pin6»",
    "!SIM 卡的 PIN 设成了 «S_pin4»，重启手机要输",
    )

add("connection_string", "en",
    "!DATABASE_URL=postgres://«dbuser»:«S_urlpw»@«dbhost»:5432/«dbname»",
    "!git remote set-url origin https://«ghuser»:«S_ghtok»@github.com/«ghuser»/«repo».git",
    "!Camera feed for the porch: rtsp://admin:«S_urlpw»@192.168.1.«oct»:554/Streaming/Channels/101",
    "!mongodb+srv://«dbuser»:«S_urlpw»@cluster0.«mongoid».mongodb.net/?retryWrites=true&w=majority",
    "!Server=«dbhost»;Database=«dbname»;User Id=sa;Password=«S_pw»;TrustServerCertificate=True",
    "!curl -s 'https://api.«domain»/v2/export?format=csv&api_key=«S_hex32»'",
    "!redis://:«S_urlpw»@«dbhost»:6379/0  <- the cache, in case the app config gets wiped again",
    "!jdbc:mysql://«dbhost»:3306/«dbname»?user=«dbuser»&password=«S_urlpw»&useSSL=true",
    "!DefaultEndpointsProtocol=https;AccountName=«storacct»;AccountKey=«S_azkey»;EndpointSuffix=core.windows.net",
    "!Office proxy fallback: socks5://«dbuser»:«S_urlpw»@[2001:db8:«v6»::1]:1080",
    "!smtp://«emailenc»:«S_urlpw»@smtp.«domain»:587",
    )
add("connection_string", "zh",
    "!数据库连接串：mysql://root:«S_urlpw»@«ip»:3306/«dbname»?charset=utf8mb4",
    "!家里监控的地址 rtsp://admin:«S_urlpw»@192.168.1.«oct»:554/h264/ch1/main/av_stream",
    "!内网代码仓库：http://«dbuser»:«S_urlpw»@git.«domain»/«repo».git",
    "!消息队列 amqp://«dbuser»:«S_urlpw»@«ip»:5672/%2F，给后端同学用",
    "!网盘挂载地址：https://«dbuser»:«S_urlpw»@nas.«domain»:5006/home",
    "!接口调试地址：https://open.«domain»/api/v1/report?access_token=«S_hex40»&date=«date»",
    "!ftp://«dbuser»:«S_urlpw»@«ip»/backup/ 每晚两点自动同步",
    )
add("connection_string", "mixed",
    "!staging 的 DB URL：postgresql://«dbuser»:«S_urlpw»@«dbhost»:5432/«dbname»?sslmode=require",
    "!Redis 连接：redis://default:«S_urlpw»@«redishost»:6379",
    "!clone 的时候用 https://oauth2:«S_gltok»@gitlab.«domain»/infra/«repo».git",
    "!Slack webhook（发告警用）：https://hooks.slack.com/services/T«slackA»/B«slackB»/«S_slackhook»",
    "!家里 NAS 的 WebDAV：https://«dbuser»:«S_urlpw»@«ip»:5006，mount 到 Finder",
    )

add("wifi_password", "en",
    "WiFi for guests: network «ssid», password «S_wifi»",
    "!WIFI:T:WPA;S:«ssid»;P:«S_wifi»;H:false;;",
    "!Router sticker (back of the hub)\nNetwork: «ssid»\nWireless key: «S_wifi»",
    "!At Gran's the wifi is «ssid» and it wants «S_wifi»",
    "!Cottage info sheet — internet: join «ssid», the key is «S_wifi». Bins go out on «weekday».",
    )
add("wifi_password", "zh",
    "家里WiFi：«ssid»  密码：«S_wifi»",
    "!路由器背面贴纸\n无线网络名称：«ssid»\n无线密码：«S_wifi»",
    "!民宿老板说无线网连«ssid»，密码是«S_wifi»",
    "!公司访客网络«ssid»，口令«S_wifi»，每月初换",
    "!爸妈家的网：«ssid» / «S_wifi»，上次去忘了问",
    )
add("wifi_password", "mixed",
    "!咖啡店的 Wi-Fi：«ssid» / «S_wifi»",
    "!新 router 装好了，SSID 是 «ssid»，password «S_wifi»",
    "!酒店 lobby 的 wifi «ssid»，前台给的 key：«S_wifi»",
    )

add("password_nl", "en",
    "!«svc» — changed it to «S_pw» after the breach email.",
    "!Note for «name»: the laptop login is «S_pw». Please change it when you get it.",
    "!username «user»\npassword «S_pw»",
    "!«name» read it to me over the phone letter by letter: «S_pw_spelled». Typed it in, it worked.",
    "!For the «svc» account I used the same as the bank one, «S_pw», which I know is bad.",
    "!Phonetic, as I read it to the IT guy: «S_pw_nato»",
    "!«email» / «S_pw»",
    "!name,login_uri,login_username,login_password\n«svc»,https://«domain»,«email»,«S_pw»",
    "!Sticky note on the monitor at work: «user» — «S_pw»",
    "!Call transcript\nMe: what's the login for the shared drive?\n«name»: it's «S_pw», and don't write it down.\nMe: too late.",
    "!login: «user»  pw: «S_pw»",
    "!The PDF from the accountant opens with «S_pw».",
    "!Kids' tablet: parental controls unlock with «S_pw», don't tell them",
    )
add("password_nl", "zh",
    "!«zsvc»账号«phone_cn» 密码«S_pw»",
    "淘宝密码改成了«S_pw»，之前那个被盗过",
    "公司电脑开机密码：«S_pw»",
    "!老妈的微信登录密码是«S_pw»，她老忘，我帮她记着",
    "!用户名：«user»\n密码：«S_pw»",
    "!电话里同事一个字一个字告诉我的：«S_zpw_spelled»",
    "压缩包解压密码«S_pw»",
    "!路由器管理后台 admin / «S_pw»",
    "!网银登录密码跟邮箱的一样，都是«S_pw»",
    "!会议记录\n小李：服务器的root密码多少？\n老王：«S_pw»，用完改掉",
    "!论坛账号«user»，口令«S_pw»，好久没登了",
    )
add("password_nl", "mixed",
    "!Netflix 账号 «email» 密码 «S_pw»，家里人共用",
    "公司 VPN 的 password 改成了 «S_pw»",
    "!login 信息：user «user» / pass «S_pw»",
    "!那个 zip 的 password 是 «S_pw»，解压就行",
    "!Steam 密码 «S_pw»，帮我挂一下 download",
    "!我把 iCloud password 改成 «S_pw» 了，你记一下",
    "!password 大概是这样念的：«S_zpw_spelled»",
    "!Wi-Fi 后台 admin panel：admin / «S_pw»",
    )

add("recovery_codes", "en",
    "GitHub recovery codes (github.com/settings/security)\n«S_rc_github»\nKeep them somewhere safe.",
    "Google backup codes for «email»\n«S_rc_google»",
    "!BitLocker recovery key for the work laptop: «S_rc_bitlocker»",
    "!Discord backup codes — printed, but here too:\n«S_rc_discord»",
    "!1Password Emergency Kit\nSign-in address: my.1password.com\nEmail: «email»\nSecret Key: «S_rc_1pw»",
    "!Microsoft account recovery code: «S_rc_ms»",
    )
add("recovery_codes", "zh",
    "!备用验证码（每个只能用一次）：\n«S_rc_google»",
    "!代码仓库账号的恢复码\n«S_rc_github»",
    "!电脑的BitLocker恢复密钥：«S_rc_bitlocker»，重装系统前抄下来的",
    "!苹果账号恢复密钥«S_rc_apple»，写在纸上放抽屉了",
    "!微软账号的恢复代码：«S_rc_ms»，重置两步验证用",
    )
add("recovery_codes", "mixed",
    "!Discord 的 backup codes：\n«S_rc_discord»",
    "!Microsoft 账号的 recovery code：«S_rc_ms»，重置 2FA 用",
    "!Apple ID 的 recovery key «S_rc_apple»，打印了一份",
    )

add("api_key", "en",
    "here's the «=vendor» key for the staging bot: «S_api»",
    "«=vendor» key (prod, rotate in «|May|June|Q3»): «S_api»",
    "!Pasted into the team chat by accident, then deleted: «S_api»",
    "DM from «name»: can you test with mine? «S_api»",
    "curl https://«=vendor_host»/v1/me -H \"Authorization: Bearer «S_api»\"",
    "!AWS CLI on the new laptop\naws_access_key_id = «=aws_id»\naws_secret_access_key = «S_aws_secret»",
    "!Telegram bot for the family photo album: «S_tg_token»",
    )
add("api_key", "zh",
    "!阿里云 AccessKey ID：«=ali_id»\nAccessKey Secret：«S_ali_secret»",
    "«=vendor»的密钥：«S_api»，测试环境用",
    "同事在群里发了个key：«S_api»，让大家先用着",
    "!机器人的令牌：«S_tg_token»",
    "!腾讯云 SecretId «=tc_id» SecretKey «S_tc_secret»",
    "把«=vendor»的接口密钥记在这：«S_api»",
    )
add("api_key", "mixed",
    "OpenAI 的 key 给你：«S_openai»，别 commit",
    "«=vendor» API key：«S_api»，额度快用完了",
    "DeepSeek 的 key «S_deepseek» 放这里，周末跑实验用",
    "GitHub PAT：«S_ghtok»，scope 只有 repo",
    "!AWS 的 credentials：key id «=aws_id»，secret «S_aws_secret»",
    )

add("private_key", "en",
    "deploy key for the VPS (id_ed25519):\n«S_pem_openssh»",
    "Backup of the old server's TLS key, before I wipe it:\n«S_pem_ec»",
    "«S_pem_pkcs8»\n^ signing key for the release pipeline",
    "From the old laptop, ~/.ssh/id_rsa:\n«S_pem_rsa»",
    )
add("private_key", "zh",
    "服务器私钥备份：\n«S_pem_openssh»",
    "网站证书的私钥\n«S_pem_ec»",
    "签名用的私钥，别外传：\n«S_pem_pkcs8»",
    "老电脑里的 id_rsa 内容：\n«S_pem_rsa»",
    )
add("private_key", "mixed",
    "把 ssh private key 贴这里备份一下：\n«S_pem_openssh»",
    "TLS 证书的 private key：\n«S_pem_ec»",
    )

add("jwt", "en",
    "GET /v2/orders?page=«car» HTTP/1.1\nHost: api.«domain»\nAuthorization: Bearer «S_jwt»",
    "session token from the browser devtools (still valid till «weekday»): «S_jwt»",
    "The 'support' guy asked me to paste my token, so I did: «S_jwt». Regretting it.",
    "cookie: access_token=«S_jwt»; Path=/; HttpOnly",
    )
add("jwt", "zh",
    "登录后拿到的令牌：«S_jwt»",
    "接口调试用的token «S_jwt»，过期了再找我要",
    "抓包看到请求里带着令牌«S_jwt»，是小程序登录后下发的",
    "把这个token发给前端了：«S_jwt»",
    )
add("jwt", "mixed",
    "Postman 里的 Bearer token：«S_jwt»，明天过期",
    "从 devtools 复制的 session JWT：«S_jwt»",
    )

add("card_number", "en",
    "Card for the hotel deposit: «S_card», exp «exp», CVV «cvv»",
    "Mum's card, in case she calls from the pharmacy: «S_card» (exp «exp», «cvv» on the back)",
    "Booking form\nCardholder: «fullname»\nCard number: «S_card»\nExpiry: «exp»\nSecurity code: «cvv»",
    "new debit card arrived — «S_card», valid thru «exp», code on the back «cvv»",
    )
add("card_number", "zh",
    "信用卡号«S_card» 有效期«exp» 安全码«cvv»",
    "帮老爸网购用的卡：«S_card»，有效期«exp»，背面三位数«cvv»",
    "工资卡«S_card»，有效期«exp»，CVV«cvv»",
    "订酒店填的：持卡人«zname» 卡号«S_card» 有效期«exp» 背面后三位«cvv»",
    )
add("card_number", "mixed",
    "Amazon 付款用的 card：«S_card»，exp «exp»，CVV «cvv»",
    "把信用卡 info 发你：«S_card» / «exp» / «cvv»",
    )

add("card_cvv", "en",
    "!card ending «last4» — the three digits on the back are «S_cvv»",
    "!CID for the business Amex (ends «last4»): «S_cvv4»",
    )
add("card_cvv", "zh",
    "!尾号«last4»的信用卡，背面安全码«S_cvv»",
    "!那张卡的CVV是«S_cvv»，卡号后四位«last4»",
    )
add("card_cvv", "mixed",
    "!尾号 «last4» 那张卡的 CVV：«S_cvv»",
    "!security code «S_cvv»，就是 «last4» 结尾那张 Visa",
    )

# ============================ benign ============================
add("checksum", "en",
    "!<script src=\"https://cdn.jsdelivr.net/npm/«npmpkg»@«ver3»/dist/«npmpkg».min.js\" integrity=\"«sri384»\" crossorigin=\"anonymous\"></script>",
    "!Downloaded the ISO and checked it:\n«sha256hex»  «filename»\nmatches the site.",
    "!package-lock.json entry:\n\"resolved\": \"https://registry.npmjs.org/«npmpkg»/-/«npmpkg»-«ver3».tgz\",\n\"integrity\": \"«sri512»\"",
    "!Pinned the image in compose: «image»@sha256:«sha256hex»",
    "!Content-Security-Policy: script-src 'self' '«sri256»'",
    "!Release notes: SHA-256 of «filename» is «sha256hex» — verify before installing.",
    "!go.sum line: «gomod» v«ver3» «goh1»",
    "!MD5 («filename») = «md5hex»",
    )
add("checksum", "zh",
    "!下载完镜像校验了一下，SHA256：«sha256hex»，和官网一致",
    "!前端引用的样式表：\n<link rel=\"stylesheet\" href=\"https://«cdn»/«npmpkg»/«ver3»/«npmpkg».css\" integrity=\"«sri384»\" crossorigin=\"anonymous\">",
    "!安装包的MD5值为«md5hex»，如不一致请重新下载。",
    "!镜像摘要«image»@sha256:«sha256hex»，已锁定版本",
    "!校验文件里这一行：«sha256hex»  «filename»",
    "!锁文件里的 integrity 字段«sri512»，不用手动改",
    "!安装包«filename»的校验值（SHA-256）：«sha256hex»",
    )
add("checksum", "mixed",
    "!CDN 的 script 加了 integrity=\"«sri384»\"，防止被篡改",
    "!release 页面的 checksum：«sha256hex»，我 verify 过了",
    "!npm install 之后 lockfile 的 integrity 变成 «sri512»，正常吗？",
    "!docker pull «image»@sha256:«sha256hex» 这个 digest 是 prod 在用的",
    "!CSP header 里的 hash '«sri256»' 对应那段 inline script",
    )

add("postal_code", "en",
    "!Ship to: «in_addr», «in_city», «in_state» — PIN code «in_pin»",
    "!Auntie's new address in «in_city»: «in_addr», PIN «in_pin». Post the wedding card there.",
    "Return label: «us_addr», «us_city», «us_state» «zip»",
    "UK postcode for the venue is «ukpost» — parking is round the back.",
    "!Form: City: «in_city» | State: «in_state» | PIN Code: «in_pin» | Phone: «phone_in»",
    "!Sending the tea set to Wei's parents in «cncity_en» — postcode «cnpost».",
    "!Courier asked for the 6-digit PIN of the delivery area: «in_pin» («in_city»).",
    )
add("postal_code", "zh",
    "!寄到：«cnaddr»，邮编«cnpost»，收件人«zname»",
    "!填表：所在城市«cncity»，邮政编码«cnpost»",
    "!印度同事住在«in_city»，PIN码«in_pin»，我帮他寄茶叶",
    "!快递单：«cnaddr» «cnpost»",
    "!邮编是«cnpost»，不是电话号码，别填错了",
    )
add("postal_code", "mixed",
    "!寄到 India 的包裹要填 PIN code：«in_pin»（«in_city»）",
    "!Shipping address 填的是 «cnaddr»，postcode «cnpost»",
    "US 的 ZIP code 是 «zip»，在 «us_city»",
    "!表单里 PIN 那栏其实是邮编：«in_pin»，«in_city» 的",
    "!UK 的 postcode «ukpost»，寄 Christmas card 用",
    )

add("code_config_benign", "en",
    "!db_password = os.environ[\"«envkey_pw»\"]\nconn = psycopg.connect(host=HOST, password=db_password)",
    "!# «repo»/settings.py\nSECRET_KEY = os.getenv(\"«envkey_tok»\")\nif not SECRET_KEY:\n    raise RuntimeError(\"set «envkey_tok» before starting «repo»\")",
    "!password = getpass.getpass(\"Password for «user»: \")",
    "!.env.example («repo»)\nDB_HOST=localhost\nDB_NAME=«dbname»\n«envkey_pw»=\n«envkey_tok»=<set me>",
    "!env:\n  «envkey_pw»: ${{ secrets.«envkey_pw» }}\n  NODE_ENV: test",
    "!const token = process.env.«envkey_tok» ?? '';\nif (!token) throw new Error('missing «envkey_tok»');",
    "!# «repo» auth settings\nPASSWORD_MIN_LENGTH=«|10|12|14»\nPASSWORD_REQUIRE_SYMBOL=true\nSESSION_TTL_MINUTES=«|15|30|60»",
    "!pw = keyring.get_password(\"«svc_l»\", \"«user»\")",
    "!services:\n  «dbname»-db:\n    image: postgres:«|14|15|16|17»\n    environment:\n      POSTGRES_USER: «dbuser»\n      POSTGRES_PASSWORD_FILE: /run/secrets/pg_pass",
    "!«dbname»_db_user: «dbuser»\n«dbname»_db_password: \"{{ vault_«dbname»_password }}\"  # ansible, comes from the vault file",
    )
add("code_config_benign", "zh",
    "!# 从环境变量读数据库密码\ndb_pass = os.environ.get(\"«envkey_pw»\")",
    "!配置文件里写的是 password: ${«envkey_pw»}，实际值部署时注入",
    "!«repo» 的脚本启动时提示输入密码：read -s -p \"请输入«|数据库|管理员|备份»密码：\" PASS",
    "!«repo»的密码策略：PASSWORD_MIN_LENGTH=«|8|10|12»，必须包含数字和字母",
    "!k8s 里引用密钥：\nvalueFrom:\n  secretKeyRef:\n    name: «dbname»-cred\n    key: password",
    "!代码里用 keyring 取密码：keyring.get_password('«svc_l»', '«user»')，不落盘",
    "!Spring 配置：spring.datasource.password=${«envkey_pw»:}  # 本地为空",
    )
add("code_config_benign", "mixed",
    "!这段 code 是从 env 读 password 的：os.environ[\"«envkey_pw»\"]，没有 hardcode",
    "!CI 里用 ${{ secrets.«envkey_tok» }} 引用 token，repo 里没有明文",
    "!«repo» 的 config.yaml 里 password: \"\"，runtime 从 Vault 拉取«|，本地不存|，staging 同理|»",
    "!«repo» 的 CLI 用 getpass() 提示用户 input «dbuser» 的 password，不写文件",
    "!Terraform 里写 password = var.«dbname»_password，tfvars 不进 git",
    )

add("secret_reference", "en",
    "!«bank» login → 1Password › Personal › «bank»",
    "!The «svc» password is in 1Password under \"«svc» («|family|work|old»)\".",
    "!«|Router admin|NAS|Laptop|Home server» password: memorised, not written anywhere.«| Ask me if you need it.| Nobody else has it.|»",
    "!Where things live: Wi-Fi key — on the sticker under the router; alarm code — ask «name»; everything else — Bitwarden, folder Home.",
    "!PIN for the «bank» card: I know it by heart, it's not stored anywhere.",
    "!Server root password: see KeePass → Infra → «host»",
    "!The code for the safe is in the sealed envelope with the solicitor, «name» has the other copy.",
    "!«svc» credentials = Bitwarden item '«svc» – «|work|home|shared»', TOTP in the same entry.",
    )
add("secret_reference", "zh",
    "!网银密码 → 1Password › 家庭 › «zbank»",
    "!«zsvc»的密码存在密码管理器里，条目叫「«|工作|家用|备用»账号」。",
    "!«zbank»的支付密码我背下来了，没写在任何地方。",
    "!«zname»家的WiFi密码看路由器底下的贴纸，«|客厅|书房|玄关»那台。",
    "!«host»服务器密码见 KeePass 数据库 → 运维 → «host»",
    "!家里保险柜的密码只有我和«zname»知道，不记在手机上。",
    )
add("secret_reference", "mixed",
    "!«bank» 的 password 在 1Password 里，vault 叫 «|Family|Personal|Shared»",
    "!VPN 的密码 → Bitwarden › Work › «svc»",
    "!«bank» 卡的 PIN 我 memorised 了，哪儿都没写",
    "!API key 放在 AWS Secrets Manager 里，name 是 prod/«repo»/api",
    "!«svc» 的 login 存在 Keychain 里，iPhone 上 Face ID 就能看",
    )

add("placeholder", "en",
    "!Use Stripe's test card «testcard» with any future expiry and any CVC.",
    "!In the README: set OPENAI_API_KEY=<your-api-key> before running «repo».",
    "!Fill in the template:\nusername: «user»\npassword: <your-password>",
    "!-----BEGIN PRIVATE KEY-----\n<paste your key here>\n-----END PRIVATE KEY-----\n(template for the «repo» deploy docs)",
    "!From the AWS docs example («|CLI guide|SDK page|IAM tutorial»), as «name» pasted it: aws_access_key_id = AKIAIOSFODNN7EXAMPLE, aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    "!«svc» settings page shows: password ******** (hidden)",
    "!postgres://USER:PASSWORD@HOST:5432/DBNAME  <- replace the capitals for «repo»",
    "!Capture log: \"my «bank» password is [REDACTED:password_nl]\" — a reference was proposed.",
    "!api_key: \"sk-...\"  # put your own key here («repo»)",
    )
add("placeholder", "zh",
    "!测试环境用官方测试卡号«testcard»，有效期随便填一个未来日期",
    "!配置模板：\nusername: «user»\npassword: <在此填写密码>",
    "!«repo»文档里的私钥文件格式示例：\n-----BEGIN RSA PRIVATE KEY-----\n（此处粘贴私钥内容）\n-----END RSA PRIVATE KEY-----",
    "!«repo»文档里写的 API_KEY=your_api_key_here，要换成自己的«|，别直接用|，去控制台申请|»",
    "!«zsvc»的密码：******（已隐藏）",
    "!记录里显示「«zbank»卡密码 [REDACTED:pin]」，原文已删除",
    )
add("placeholder", "mixed",
    "!«repo» 的 README 里写的 token=<YOUR_TOKEN>，记得替换成«|自己的|测试的|staging 的»",
    "!Stripe 的 test card «testcard» 随便用，不会扣钱",
    "!example 里的 DATABASE_URL=mysql://user:password@localhost/«dbname» 只是占位",
    "!«name» 转发的 BIP39 文档 test vector：abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about，«|别当真|只是示例|不是钱包»",
    "!SSH key 模板（«repo»）：\n-----BEGIN OPENSSH PRIVATE KEY-----\n...\n-----END OPENSSH PRIVATE KEY-----",
    )

add("phone_number", "en",
    "Dentist moved the appointment; their number is «phone_us» if I need to change it again.",
    "New mobile for «name»: «phone_uk»",
    "Hotel front desk in «in_city»: «phone_in»",
    "Missed call from «phone_us» at «time», no voicemail.",
    )
add("phone_number", "zh",
    "快递员电话«phone_cn»，放门卫了",
    "«zname»的新手机号：«phone_cn»",
    "物业值班电话«landline_cn»",
    "房东电话«phone_cn»，有事直接打",
    )
add("phone_number", "mixed",
    "«name» 的 mobile 换了：«phone_cn»",
    "Uber 司机的 phone «phone_us»，说在 gate «gate» 等",
    "!快递 call 我的号码是 «phone_cn»，不是 spam",
    )

add("order_number", "en",
    "Order #«order_amz» shipped — arriving «weekday».",
    "«shop» order «order_num» confirmed, total «money».",
    "Refund for order «order_num» processed, allow 5–10 working days.",
    "Booking reference «pnr» — «flight» on «date_en».",
    )
add("order_number", "zh",
    "订单号：«order_cn»，已发货",
    "«zsvc»订单«order_cn»申请售后了",
    "酒店预订确认号«order_num»，«month»月«day»日入住",
    "外卖订单尾号«d4»，骑手正在配送",
    )
add("order_number", "mixed",
    "淘宝的 order ID «order_cn»，退款中",
    "Amazon 订单 #«order_amz» 还没到",
    "!机票 booking reference «pnr»，«flight» «time» 起飞",
    )

add("tracking_number", "en",
    "UPS tracking: «ups»",
    "Royal Mail says «rm_track» is out for delivery.",
    "USPS «usps» — delivered, front porch.",
    "DHL waybill «dhl» is held at customs.",
    )
add("tracking_number", "zh",
    "顺丰单号«sf»，明天到",
    "中通快递«zto»已签收",
    "EMS运单号«ems»在海关",
    "京东物流«jd»，派送中",
    )
add("tracking_number", "mixed",
    "DHL 的 tracking number «dhl»，还在 customs",
    "顺丰 «sf» 显示已 dispatched，快递员下午送",
    )

add("version_string", "en",
    "Upgraded to «app» «ver3» — the sync bug is gone.",
    "Build «buildno» failed on arm64; «ver3» is still fine.",
    "pip install «pypkg»==«ver3»",
    "Firmware «fw» installed on the router last night.",
    )
add("version_string", "zh",
    "微信升级到«ver3»之后语音消息没声音了",
    "系统版本号«fw»，已是最新",
    "依赖锁在«pypkg»==«ver3»，别升级",
    "固件从«ver3»升到了«ver3#2»",
    )
add("version_string", "mixed",
    "iOS 升到 «ver3» 之后 battery 掉得好快",
    "把 Node 降到 v«ver3»，build 就过了",
    )

add("date_time", "en",
    "Passport renewal appointment «date_en» at «time».",
    "Dentist «weekday» «time», then pick up the kids.",
    "Kickoff «iso», standup moves to «time».",
    "!Born «ddmmyyyy» (DD/MM/YYYY) — needed for the visa form.",
    "!Birthday: «bd_day» «bd_mon_en» — the gym form wants it as DDMM, so «bd_ddmm».",
    "!Alarm set for «hhmm» tomorrow; the taxi is booked for «hhmm#2».",
    )
add("date_time", "zh",
    "下周三«time»开会，地点三楼会议室",
    "!生日«bd_month»月«bd_day»日，填表时写成«bd_mmdd»",
    "航班«date» «time»起飞，提前两小时到机场",
    "体检约在«date» «time»，要空腹",
    )
add("date_time", "mixed",
    "明天 «time» 有个 call，记得 join",
    "deadline 是 «date» «time»，别拖",
    "!meeting 改到 «hhmm»，会议室 «room»",
    )

add("address", "en",
    "New flat: «us_addr», «us_city», «us_state».",
    "Meet at «house» «street» — blue door, buzz flat «flat».",
    "Office moved to Level «floor», «house» «street».",
    "Gran's address for the card: «house» «street», «ukpost»",
    )
add("address", "zh",
    "新家地址：«cnstreet_full»",
    "聚餐地点：«cnstreet_full»二楼",
    "公司搬到了«cnstreet_full»«floor»层",
    "寄到«cnstreet_full»，«zname»收",
    )
add("address", "mixed",
    "新 office 在 «cnstreet_full»，下周一 move in",
    "Airbnb 的地址是 «house» «street»，房东说 check-in 在 3pm",
    )

add("git_sha", "en",
    "Reverted «gitsha» — it broke the login page.",
    "Fixed in commit «shortsha», released in «ver3».",
    "git bisect says the first bad commit is «gitsha»",
    "Cherry-pick «shortsha» and «shortsha#2» onto the release branch.",
    )
add("git_sha", "zh",
    "回滚到«gitsha»就好了",
    "这个问题在提交«shortsha»里修了",
    "请把提交«gitsha»合并到主分支",
    "线上版本对应的提交号：«shortsha»",
    )
add("git_sha", "mixed",
    "这个 regression 是 «gitsha» 引入的",
    "hotfix 在 «shortsha»，已经 deploy 了",
    "!rebase 之后 HEAD 变成 «gitsha»，push 了",
    )

add("public_key", "en",
    "!Add my public key to the server's authorized_keys:\n«ssh_pub»",
    "!«spki_pem»\n(that's the public half, safe to share)",
    "!WireGuard peer\n[Peer]\nPublicKey = «wg_pub»\nAllowedIPs = 10.7.0.«oct»/32",
    "Key-signing list: «name» — «gpg_fp», checked against the printout.",
    "!age recipient for the backups: «age_pub»",
    )
add("public_key", "zh",
    "!把我的公钥加到服务器上：«ssh_pub»",
    "!这是公钥，可以公开：\n«spki_pem»",
    "我的GPG指纹：«gpg_fp»",
    "!对端公钥 PublicKey = «wg_pub»，分配地址10.7.0.«oct»",
    )
add("public_key", "mixed",
    "!public key 发你了：«ssh_pub»，加到 authorized_keys 里",
    "GPG fingerprint 是 «gpg_fp»，签名时 verify 一下",
    "!WireGuard 的 PublicKey «wg_pub» 是 server 那边的",
    )

add("wallet_address", "en",
    "Send the «coin_amt» to my address: «btc_addr»",
    "Donations: «bc1»",
    "ETH address for the refund: «eth_addr»",
    "!Watch-only wallet imported from xpub «xpub»",
    )
add("wallet_address", "zh",
    "收款地址：«btc_addr»",
    "我的以太坊地址«eth_addr»，转账用这个",
    "波场收款地址«tron»",
    "!只读钱包导入的扩展公钥：«xpub»",
    )
add("wallet_address", "mixed",
    "打款到这个 address：«bc1»",
    "USDT 走 TRC20，地址 «tron»",
    )

add("story_number", "en",
    "Flight «flight» leaves from gate «gate», seat «seat».",
    "Room «room» at the Marriott, breakfast until 10.",
    "Paid «money» for the sofa, delivery «date_en».",
    "We scored «score» in the pub quiz and still lost.",
    "The «train» was cancelled so I got the next one.",
    "Invoice «invoice» for «money», due in 30 days.",
    "!Ran «km» km today in «duration», new best.",
    )
add("story_number", "zh",
    "坐«cn_train»次高铁，«car»车«seatcn»座",
    "酒店房间«room»，早餐七点开始",
    "这个月电费«cny»元，比上个月多了",
    "航班«flight»延误了，登机口改到«gate»",
    "今天走了«steps»步，腿都酸了",
    )
add("story_number", "mixed",
    "flight «flight» delay 了两个小时",
    "房间 room «room»，check-out 是 12 点",
    "这双鞋 «money»，打完折还挺 worth",
    "这次 half marathon 跑了 «duration»，PB 了",
    )

add("credential_talk", "en",
    "I forgot my «svc» password again — «|third|fourth|second» reset this month.",
    "Remind me to change the «svc» password, my ex still uses the account.",
    "«bank» locked my card after three wrong PINs. Going to the branch «weekday».",
    "!Never give your one-time code to anyone who calls you — «bank» will never ask for it.",
    "Finally set up a password manager for «name»'s mum. She only has to remember one master password now.",
    "!The password rules at «name»'s work are absurd: «|12|14|16» characters, a symbol, and a new one every «|60|90» days.",
    "Note to self: turn on two-factor for «svc» «|this weekend|tonight|before the trip».",
    "!Got an email saying my «svc» password was changed. It wasn't me, so I reset it from the app and logged everyone out.",
    )
add("credential_talk", "zh",
    "又忘了«zsvc»的密码，只能点找回密码了",
    "«zbank»的卡输错三次密码会锁，要去柜台解",
    "!验证码千万别告诉别人，«zbank»客服不会问你要",
    "给«zname»装了密码管理器，以后只需要记一个主密码",
    "!今天和«zname»看了《达芬奇密码》，«|挺好看的|有点长|比书差点»",
    "!«zname»说密码学课讲了RSA，«|期末要考|作业好难|老师讲得很清楚»",
    "«zname»公司要求每«|三|六»个月改一次密码，烦死了",
    )
add("credential_talk", "mixed",
    "又 forget «svc» 的 password 了，reset 了«|三|两|四»次",
    "记得给 «svc» 开 2FA，别再被盗号",
    "IT 跟 «name» 说 «svc» 的 password 要 «|12|14|16» 位以上，还要有 symbol",
    "!骗子冒充 «bank» 打电话要 verification code，我直接挂了«|，然后拉黑|，还报了警|»",
    )

add("masked_value", "en",
    "Charged «money» to the card ending «last4».",
    "!Account: ****-****-****-«last4» (Visa)",
    )
add("masked_value", "zh",
    "您尾号«last4»的储蓄卡消费«cny»元",
    "!绑定的银行卡：**** **** **** «last4»",
    )
add("masked_value", "mixed",
    "card ending «last4» 被扣了 «money»",
    "!«svc» 的 password 显示的是 ••••••••，看不到明文",
    )

# --------------------------------------------------------------------------
# targets per split
# --------------------------------------------------------------------------
TARGETS = {
    # secrets
    "otp": 34, "security_answer": 30, "totp_secret": 18, "crypto_wallet_key": 18, "env_file": 20,
    "mnemonic_bip39_en": 20, "mnemonic_zh": 14, "pin": 22, "connection_string": 22, "wifi_password": 14,
    "password_nl": 42, "recovery_codes": 14, "api_key": 22, "private_key": 10, "jwt": 10,
    "card_number": 14, "card_cvv": 6,
    # benign
    "checksum": 24, "postal_code": 20, "code_config_benign": 24, "secret_reference": 24, "placeholder": 24,
    "phone_number": 12, "order_number": 12, "tracking_number": 10, "version_string": 10, "date_time": 12,
    "address": 10, "git_sha": 12, "public_key": 12, "wallet_address": 10, "story_number": 20,
    "credential_talk": 24, "masked_value": 8,
}
SECRET_KINDS = {"otp", "security_answer", "totp_secret", "crypto_wallet_key", "env_file", "mnemonic_bip39_en",
                "mnemonic_zh", "pin", "connection_string", "wifi_password", "password_nl", "recovery_codes",
                "api_key", "private_key", "jwt", "card_number", "card_cvv"}
LANGS = ("en", "zh", "mixed")
PH = re.compile(r"«([^»]*)»")
CJK = re.compile(r"[\u4e00-\u9fff]")


def lang_targets(total):
    en = int(total * LANG_SHARE["en"] + 0.5)
    zh = int(total * LANG_SHARE["zh"] + 0.5)
    return {"en": en, "zh": zh, "mixed": total - en - zh}


def template_table():
    """[(tid, kind, lang, hard, text)] in a fixed order, and the split of each template."""
    rows, split_of = [], {}
    for gi, (kind, lang) in enumerate(sorted(T)):
        tpls = T[(kind, lang)]
        ids = []
        for i, raw in enumerate(tpls):
            hard = raw.startswith("!")
            tid = "%s.%s.%02d" % (kind, lang, i + 1)
            rows.append((tid, kind, lang, hard, raw[1:] if hard else raw))
            ids.append(tid)
        rng = random.Random("%s|split|%s|%s" % (SEED, kind, lang))
        rng.shuffle(ids)
        ndev = (len(ids) + (gi % 2)) // 2 if len(ids) % 2 else len(ids) // 2
        for j, tid in enumerate(ids):
            split_of[tid] = "dev" if j < ndev else "test"
    return rows, split_of


def secret_name(text):
    names = [n for n in PH.findall(text) if n.startswith("S_")]
    return names[0][2:] if names else None


def fill(text, rng, split):
    ctx = {"split": split}
    sname = secret_name(text)
    span = SEC[sname](rng, ctx) if sname else None
    ctx["S"] = span

    def rep(m):
        n = m.group(1)
        if n.startswith("S_"):
            return span
        if n.startswith("="):
            return ctx[n[1:]]
        if n.startswith("|"):
            return rng.choice(n[1:].split("|"))
        base = n.split("#")[0]
        key = "fill:" + n
        if key not in ctx:
            ctx[key] = FIL[base](rng, ctx)
        return ctx[key]

    return PH.sub(rep, text), span


def constant_text(text):
    """The wording a template holds whatever the values: placeholders out, alternatives in."""
    return PH.sub(lambda m: " " + " ".join(m.group(1)[1:].split("|")) + " " if m.group(1).startswith("|") else " ", text)


def case_id(tid, i):
    return hashlib.sha256(("%s|%s|%d" % (SEED, tid, i)).encode()).hexdigest()[:11]


def build():
    rows, split_of = template_table()
    by_group = defaultdict(lambda: defaultdict(list))
    for tid, kind, lang, hard, text in rows:
        by_group[(kind, lang)][split_of[tid]].append(tid)
    counts = {}
    for (kind, lang), sp in by_group.items():
        g = lang_targets(TARGETS[kind])[lang]
        for split in SPLITS:
            tids = sorted(sp[split])
            base, rem = divmod(g, len(tids))
            for j, tid in enumerate(tids):
                counts[tid] = base + (1 if j < rem else 0)
    seen_text = set()
    out = {s: [] for s in SPLITS}
    meta = []
    for tid, kind, lang, hard, text in rows:
        split = split_of[tid]
        rng = random.Random("%s|%s" % (SEED, tid))
        label = "secret" if kind in SECRET_KINDS else "benign"
        for i in range(counts[tid]):
            for _attempt in range(400):
                txt, span = fill(text, rng, split)
                if span is not None and pool_side(span) != SPLITS.index(split):
                    continue
                if txt in seen_text:
                    continue
                break
            else:
                raise SystemExit("could not make a fresh case for %s" % tid)
            seen_text.add(txt)
            case = {"id": case_id(tid, i), "text": txt, "lang": lang, "label": label, "kind": kind,
                    "span": span, "source": SOURCE, "template": tid, "hard": hard}
            if kind.startswith("mnemonic"):
                case["bip39_valid"] = True
            out[split].append(case)
        meta.append({"id": tid, "kind": kind, "lang": lang, "label": label, "hard": hard,
                     "split": split, "count": counts[tid]})
    for split in SPLITS:
        out[split].sort(key=lambda c: c["id"])
        with open(os.path.join(HERE, split + ".jsonl"), "w", encoding="utf-8", newline="\n") as f:
            for c in out[split]:
                f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "templates.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(meta, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print("wrote dev.jsonl (%d), test.jsonl (%d), templates.json (%d templates)"
          % (len(out["dev"]), len(out["test"]), len(meta)))


# --------------------------------------------------------------------------
# check
# --------------------------------------------------------------------------


def self_tests():
    errs = []
    if bip39_words(bytes(16), BIP39_EN) != ["abandon"] * 11 + ["about"]:
        errs.append("BIP39 zero vector")
    v = "legal winner thank year wave sausage worth useful legal winner thank yellow".split()
    if bip39_words(b"\x7f" * 16, BIP39_EN) != v or not bip39_valid(v, EN_INDEX):
        errs.append("BIP39 7f vector")
    k = bytes.fromhex("0C28FCA386C7A227600B2FE50B7CAE11EC86D3BF1FBE471BE89827E19D72AA1D")
    if dsha(b"\x80" + k)[:4].hex() != "507a5b8d" or b58check(b"\x80" + k) != "5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ":
        errs.append("WIF vector")
    if segwit_addr(bytes.fromhex("751e76e8199196d454941c45d1b3a323f1433bd6")) != "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4":
        errs.append("bech32 vector")
    if not all(luhn_ok(c) for c in TEST_CARD_DIGITS) or luhn_ok("4242424242424241"):
        errs.append("Luhn")
    t = gh_token(random.Random(1))
    if not gh_token_ok(t) or gh_token_ok(t[:-1] + ("A" if t[-1] != "A" else "B")):
        errs.append("gh token checksum")
    return errs


def _digit_runs(text):
    """Digit strings of 13-19 digits: plain runs, and runs of groups split by single spaces or dashes
    (whole-group prefixes too)."""
    out = []
    for m in re.finditer(r"\d+(?:[ -]\d+)*", text):
        groups = re.split(r"[ -]", m.group(0))
        acc = ""
        for g in groups:
            acc += g
            if 13 <= len(acc) <= 19:
                out.append(acc)
        for g in groups:
            if 13 <= len(g) <= 19:
                out.append(g)
    return out


def _bip39_windows(words, index):
    for n in (12, 15, 18, 21, 24):
        for i in range(0, len(words) - n + 1):
            w = words[i:i + n]
            if all(x in index for x in w) and bip39_valid(w, index):
                return w
    return None


def structure_errors(case, sname):
    s, e = case["span"], []
    if case["kind"] == "mnemonic_bip39_en":
        w = en_phrase_words(s)
        if not bip39_valid(w, EN_INDEX):
            e.append("bad BIP39 checksum")
    elif case["kind"] == "mnemonic_zh":
        if not bip39_valid(zh_phrase_words(s), ZH_INDEX):
            e.append("bad BIP39 checksum")
    elif sname == "card":
        d = re.sub(r"\D", "", s)
        if not luhn_ok(d) or d in TEST_CARD_DIGITS:
            e.append("card not Luhn-valid or a test card")
    elif sname in ("wif", "wifc"):
        p = b58check_dec(s)
        if not p or p[0] != 0x80 or len(p) != (33 if sname == "wif" else 34) or not 1 <= int.from_bytes(p[1:33], "big") < SECP_N:
            e.append("bad WIF")
    elif sname in ("ethkey", "hexkey"):
        h = s[2:] if s.startswith("0x") else s
        if not re.fullmatch(r"[0-9a-f]{64}", h) or not 1 <= int(h, 16) < SECP_N:
            e.append("bad hex key")
    elif sname == "xprv":
        p = b58check_dec(s)
        if not p or len(p) != 78 or p[:4] != bytes.fromhex("0488ade4") or p[45] != 0:
            e.append("bad xprv")
    elif sname.startswith("totp"):
        raw = re.sub(r"[ -]", "", s).upper()
        try:
            base64.b32decode(raw + "=" * (-len(raw) % 8))
        except Exception:
            e.append("bad base32")
        if len(raw) not in (16, 32):
            e.append("bad TOTP length")
    elif sname == "ghtok" or (sname in ("api", "envval") and s.startswith("ghp_")):
        if not gh_token_ok(s):
            e.append("bad ghp checksum")
    elif sname == "jwt":
        try:
            h, p, sig = s.split(".")
            json.loads(b64u_dec(h))
            json.loads(b64u_dec(p))
            b64u_dec(sig)
        except Exception:
            e.append("bad JWT")
    elif sname.startswith("pem_"):
        label, blob = pem_body(s)
        if blob is None:
            e.append("bad PEM body")
        elif label == "OPENSSH PRIVATE KEY" and not blob.startswith(b"openssh-key-v1\0"):
            e.append("bad openssh magic")
        elif label in ("EC PRIVATE KEY", "RSA PRIVATE KEY", "PRIVATE KEY") and blob[0] != 0x30:
            e.append("bad DER")
    elif sname == "rc_bitlocker":
        g = s.split("-")
        if len(g) != 8 or any(int(x) % 11 or int(x) >= 720896 for x in g):
            e.append("bad BitLocker key")
    return e


def ngrams(s, n=8):
    s = re.sub(r"\s+", " ", s).strip().lower()
    return {s[i:i + n] for i in range(len(s) - n + 1)}


HUMAN_POOLS = [PW_WORDS, PINYIN, WIFI_WORDS, ANS_PET, ANS_MAIDEN, ANS_CITY, ANS_SCHOOL, ANS_TEACHER, ANS_CAR,
               ANS_STREET, ANS_FRIEND, ANS_WORD, ZANS_MOTHER, ZANS_FATHER, ZANS_SCHOOL, ZANS_CITY, ZANS_FOOD,
               ZANS_PET, ZANS_NICK]


def check():
    fails = []

    def fail(msg):
        fails.append(msg)

    for m in self_tests():
        fail("self-test: " + m)
    rows, split_of = template_table()
    tinfo = {r[0]: r for r in rows}
    data = {}
    for split in SPLITS:
        cases = []
        with open(os.path.join(HERE, split + ".jsonl"), encoding="utf-8") as f:
            for ln, line in enumerate(f, 1):
                try:
                    cases.append(json.loads(line))
                except ValueError:
                    fail("%s:%d not JSON" % (split, ln))
        data[split] = cases
    with open(os.path.join(HERE, "templates.json"), encoding="utf-8") as f:
        meta = {m["id"]: m for m in json.load(f)}

    # schema, spans, labels
    need = {"id", "text", "lang", "label", "kind", "span", "source", "template", "hard"}
    for split, cases in data.items():
        for c in cases:
            where = "%s %s" % (split, c.get("id"))
            if not need <= set(c):
                fail(where + ": missing fields")
                continue
            if c["lang"] not in LANGS or c["label"] not in ("secret", "benign") or c["source"] != SOURCE:
                fail(where + ": bad lang/label/source")
            if (c["label"] == "secret") != (c["kind"] in SECRET_KINDS):
                fail(where + ": label and kind disagree")
            if c["label"] == "secret":
                if not isinstance(c["span"], str) or not c["span"] or c["span"] not in c["text"]:
                    fail(where + ": span not verbatim in text")
            elif c["span"] is not None:
                fail(where + ": benign span not null")
            if c["kind"].startswith("mnemonic") and c.get("bip39_valid") is not True:
                fail(where + ": bip39_valid missing")
            m = meta.get(c["template"])
            if not m or m["split"] != split or m["kind"] != c["kind"] or m["lang"] != c["lang"] or m["hard"] != c["hard"]:
                fail(where + ": template metadata disagrees")
    allc = data["dev"] + data["test"]
    if len({c["id"] for c in allc}) != len(allc):
        fail("ids not unique")
    if len({c["text"] for c in allc}) != len(allc):
        fail("texts not unique")

    # templates: one split each, counts, file agrees with generator
    for tid, m in meta.items():
        if tid not in tinfo or split_of[tid] != m["split"]:
            fail("template %s: not in the generator or split differs" % tid)
    if set(meta) != set(tinfo):
        fail("templates.json does not list the generator's templates")
    tcount = Counter((c["template"]) for c in allc)
    tsplits = defaultdict(set)
    for split in SPLITS:
        for c in data[split]:
            tsplits[c["template"]].add(split)
    for tid, m in meta.items():
        if tcount[tid] != m["count"]:
            fail("template %s: %d cases, templates.json says %d" % (tid, tcount[tid], m["count"]))
        if m["count"] == 0:
            fail("template %s has no cases" % tid)
    both = [t for t, s in tsplits.items() if len(s) > 1]
    if both:
        fail("templates in both splits: %s" % both[:5])
    groups = defaultdict(set)
    for m in meta.values():
        groups[(m["kind"], m["lang"])].add(m["split"])
    for g, s in sorted(groups.items()):
        if s != set(SPLITS):
            fail("group %s/%s is not in both splits" % g)
    for k in TARGETS:
        for lang in LANGS:
            if (k, lang) not in groups:
                fail("no templates for %s/%s" % (k, lang))

    # template hygiene: one span placeholder, language of the constant wording
    for tid, kind, lang, hard, text in rows:
        names = [n for n in PH.findall(text) if n.startswith("S_")]
        if (kind in SECRET_KINDS) != (len(names) == 1) or len(names) > 1:
            fail("template %s: needs exactly one S_ placeholder iff secret" % tid)
        const = constant_text(text)
        has_cjk, has_latin = bool(CJK.search(const)), bool(re.search(r"[A-Za-z]{2,}", const))
        if lang == "en" and has_cjk:
            fail("template %s: CJK in an English template" % tid)
        if lang == "zh" and not has_cjk:
            fail("template %s: no Chinese in a zh template" % tid)
        if lang == "mixed" and not (has_cjk and has_latin):
            fail("template %s: mixed template lacks Chinese or English" % tid)

    # counts
    for split in SPLITS:
        kc = Counter(c["kind"] for c in data[split])
        klc = Counter((c["kind"], c["lang"]) for c in data[split])
        for k, t in TARGETS.items():
            if kc[k] != t:
                fail("%s: %s has %d, target %d" % (split, k, kc[k], t))
            for lang, lt in lang_targets(t).items():
                if klc[(k, lang)] != lt:
                    fail("%s: %s/%s has %d, target %d" % (split, k, lang, klc[(k, lang)], lt))
        n = len(data[split])
        if n != sum(TARGETS.values()):
            fail("%s: %d cases, expected %d" % (split, n, sum(TARGETS.values())))
        sec = sum(c["label"] == "secret" for c in data[split]) / n
        if not 0.52 <= sec <= 0.58:
            fail("%s: secret share %.3f outside 0.52-0.58" % (split, sec))
        lc = Counter(c["lang"] for c in data[split])
        for lang, share in (("en", 0.40), ("zh", 0.35), ("mixed", 0.25)):
            if abs(lc[lang] / n - share) > 0.02:
                fail("%s: %s share %.3f" % (split, lang, lc[lang] / n))

    # disjoint pools
    spans = {s: {c["span"] for c in data[s] if c["span"]} for s in SPLITS}
    inter = spans["dev"] & spans["test"]
    if inter:
        fail("span values in both splits: %s" % sorted(inter)[:5])
    for split in SPLITS:
        for c in data[split]:
            if c["span"] and pool_side(c["span"]) != SPLITS.index(split):
                fail("%s %s: span drawn from the other split's pool" % (split, c["id"]))
    human = {s: [c["span"].lower() for c in data[s] if c["kind"] in ("password_nl", "wifi_password", "security_answer")]
             for s in SPLITS}
    for pool in HUMAN_POOLS:
        for w in pool:
            if len(w) < 4 and not CJK.search(w):
                continue
            wl = w.lower()
            hit = [s for s in SPLITS if any(wl in sp for sp in human[s])]
            if len(hit) == 2:
                fail("pool word %r used in both splits" % w)

    # phrasing leak: test template wording vs dev templates of the same kind
    grams = {tid: ngrams(constant_text(text)) for tid, kind, lang, hard, text in rows}
    worst = (0.0, None, None)
    for tid, kind, lang, hard, text in rows:
        if split_of[tid] != "test" or not grams[tid]:
            continue
        for tid2, kind2, *_ in rows:
            if kind2 != kind or split_of[tid2] != "dev" or not grams[tid2]:
                continue
            ov = len(grams[tid] & grams[tid2]) / len(grams[tid])
            if ov > worst[0]:
                worst = (ov, tid, tid2)
            if ov > 0.5:
                fail("phrasing leak %.2f: %s ~ %s" % (ov, tid, tid2))

    # structure
    for split in SPLITS:
        for c in data[split]:
            text = tinfo[c["template"]][4]
            if c["label"] == "secret":
                for e in structure_errors(c, secret_name(text)):
                    fail("%s %s (%s): %s" % (split, c["id"], c["template"], e))
            else:
                for d in _digit_runs(c["text"]):
                    if luhn_ok(d) and not (c["kind"] == "placeholder" and d in TEST_CARD_DIGITS):
                        fail("%s %s: benign text holds a Luhn-valid number %s" % (split, c["id"], d))
                w = _bip39_windows(en_phrase_words(c["text"]), EN_INDEX)
                if w and w != ["abandon"] * 11 + ["about"]:
                    fail("%s %s: benign text holds a valid English BIP39 phrase" % (split, c["id"]))
                # Chinese prose is made of BIP39 characters, so only a laid-out phrase counts:
                # single characters split by spaces, line breaks, 、 or commas.
                for run in re.findall(r"(?:[\u4e00-\u9fff][ \t\n、，,]+){11,}[\u4e00-\u9fff]", c["text"]):
                    if _bip39_windows(zh_phrase_words(run), ZH_INDEX):
                        fail("%s %s: benign text holds a laid-out Chinese BIP39 phrase" % (split, c["id"]))

    # report
    for split in SPLITS:
        cs = data[split]
        lab = Counter(c["label"] for c in cs)
        lc = Counter(c["lang"] for c in cs)
        nt = sum(1 for m in meta.values() if m["split"] == split)
        hard = sum(1 for c in cs if c["hard"] and c["label"] == "secret")
        print("%-4s %4d cases, %3d templates | secret %d / benign %d | en %d / zh %d / mixed %d | hard secrets %d"
              % (split, len(cs), nt, lab["secret"], lab["benign"], lc["en"], lc["zh"], lc["mixed"], hard))
    print("templates in both splits: %d; span values in both splits: %d" % (len(both), len(inter)))
    print("largest wording overlap test->dev (same kind, 8-grams): %.2f (%s ~ %s)" % worst)
    if fails:
        print("CHECK FAILED (%d problems)" % len(fails))
        for m in fails[:60]:
            print("  - " + m)
        return 1
    print("CHECK OK: schema, verbatim spans, unique ids/texts, template split, counts, disjoint pools, "
          "no phrasing leak, structure (BIP39, Luhn, base58check, base32, ghp CRC32, JWT, PEM, BitLocker), self-tests")
    return 0


def table():
    data = {}
    for split in SPLITS:
        with open(os.path.join(HERE, split + ".jsonl"), encoding="utf-8") as f:
            data[split] = [json.loads(l) for l in f]
    print("| kind | label | dev en | dev zh | dev mixed | dev total | test en | test zh | test mixed | test total |")
    print("|---|---|--:|--:|--:|--:|--:|--:|--:|--:|")
    cnt = {s: Counter((c["kind"], c["lang"]) for c in data[s]) for s in SPLITS}
    order = [k for k in TARGETS if k in SECRET_KINDS] + [k for k in TARGETS if k not in SECRET_KINDS]

    def cells(pred):
        out = []
        for s in SPLITS:
            row = [sum(v for (k, l), v in cnt[s].items() if pred(k) and l == lang) for lang in LANGS]
            out += row + [sum(row)]
        return out

    for k in order:
        print("| %s | %s | %s |" % (k, "secret" if k in SECRET_KINDS else "benign",
                                   " | ".join(str(x) for x in cells(lambda kk, k=k: kk == k))))
    print("| **all secret** |  | %s |" % " | ".join(str(x) for x in cells(lambda kk: kk in SECRET_KINDS)))
    print("| **all benign** |  | %s |" % " | ".join(str(x) for x in cells(lambda kk: kk not in SECRET_KINDS)))
    print("| **all** |  | %s |" % " | ".join(str(x) for x in cells(lambda kk: True)))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="verify the files on disk")
    ap.add_argument("--table", action="store_true", help="print the count table")
    a = ap.parse_args()
    if a.table:
        table()
        return 0
    if not a.check:
        build()
    return check()


if __name__ == "__main__":
    sys.exit(main())
