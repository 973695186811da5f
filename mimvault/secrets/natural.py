"""Credentials said in words, in English and Chinese: passwords, PINs and door codes,
one-time codes, recovery codes, TOTP seeds, security answers, Wi-Fi passwords, keys
named in a sentence — including values spelled out in a voice transcript
("capital l u n a one nine …", "九四五八二二").

A trigger phrase ("password", "验证码", "door code", …) is followed, on its line, by an
optional qualifier ("for the bank app", "写在小票上了"), a connector ("is", "：", "是",
"changed to", …) and the value. Talk *about* credentials ("I forgot my password",
"密码已存入 1Password", "the password is on the sticker") has no value there, or one
that is a word of reference rather than a secret, and yields nothing.

Three more sections at the end of the file find credentials by their shape and the words
around them rather than by a trigger before them: one-time codes as services and people
phrase them, lists of recovery codes and base32 TOTP seeds (``scan_otps``,
``scan_recovery_blocks``, ``scan_totp_seeds``). Answers to security questions are
``answers.py``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._finding import Finding
from .answers import QUESTION as SECURITY_QUESTION
from .cards import DIGIT_WORDS, ZH_SAID_DIGITS, ZH_SAID_TABLE
from .fields import credential_kind
from .benign import PASSWORD_MANAGERS, declared, is_placeholder, is_postcode, is_public_value, is_reference, names_test_card
from .tokens import PASSPHRASE_SHAPE, entropy, public_key_name, random_looking, strung_words
from .. import pattern_cache
from .needles import Needles
from .spelled import ZH_SAID_SYMBOLS

_I = re.IGNORECASE

# kind -> trigger pattern, run only when one of its needles is in the lowercased text.
# Where triggers overlap, the longest wins ("支付密码" over "密码").
TRIGGERS: list[tuple[str, tuple[str, ...], str]] = [
    ("recovery_code", ('recovery', 'backup', 'rescue', 'restore', 'emergency', 'scratch'), r"\b(?:recovery|backup|rescue|restore|emergency|scratch)[ -](?:codes?|keys?)\b"),
    # what a machine or an account logs in with, shaped as a password: "The booking laptop logs in with KilnNebulaTundra18"
    # (not "logs in with Google")
    ("login_with", ('in with', 'on with'), r"\b(?:logs?|signs?|logged|signed)\s+(?:in|on)\s+with\b|\blogin\s+with\b"),
    # one code of the printed list, used: "used fk0y-4mp0 from the printed list to get back into Dad's email"
    ("recovery_list", ('used',), r"\bused\b(?=\s+[A-Za-z0-9-]{6,16}\s+from\s+(?:the|my|our|his|her)\s+(?:printed\s+|paper\s+|backup\s+|recovery\s+)*(?:list|sheet|card|codes))"),
    ("recovery_code", ('codes de secours', 'code de secours', 'códigos de', 'codigos de', 'wiederherstellungscode'),
     r"\bcodes? de secours\b|\bc[óo]digos? de (?:respaldo|recuperaci[óo]n|seguridad de respaldo)\b|\bwiederherstellungscodes?\b"),
    ("recovery_code", ('恢复', '备用', '備用', '备份', '救援'), r"恢复(?:密钥|密碼|码|碼|代码)|备用(?:验证码|码|代码)|備用(?:驗證碼|碼)|备份码|救援码"),
    ("totp_secret", ('totp', '2fa', 'mfa', 'two', 'authenticator', 'otp'), r"\b(?:totp|2fa|mfa|two[- ]factor|authenticator|otp)\b[^\n:：]{0,24}?\b(?:seed|secret(?: key)?|setup key|key)\b"),
    # the key named before the app it goes into: "Enter this key in your authenticator app instead:"
    ("totp_secret", ('authenticator',), r"\b(?:this|the|a|your|setup|secret)\s+key\b(?=[^\n:：]{0,40}\bauthenticator\b)[^\n:：]{0,40}\bauthenticator\b(?:\s+app)?(?:\s+instead)?"),
    # in French and by a hardware token's own words: "La clé secrète pour l'authentificateur", "OATH slot 2
    # programmed with the hex seed …"
    ("totp_secret", ('clé secrète', 'cle secrete', 'authentificateur', 'oath'),
     r"\bcl[ée] secr[èe]te\b(?:[^\n:：]{0,40}?\bauthentificateur\b)?|\boath\b[^\n:：]{0,40}?\b(?:hex\s+|base32\s+)?(?:seed|secret)\b"),
    # a seed or a secret labelled with the encoding it is written in: "Seed (hex): 9ab3…", "secret (base32): …"
    ("totp_secret", ('seed', 'secret'), r"\b(?:seed|secret)\s*[(（]\s*(?:hex|base ?32|base ?64|十六进制)\s*[)）]"),
    ("totp_secret", ('验证', '驗證', '验证器', '口令', 'mfa', '2fa', 'totp'), r"(?:两步验证|二次验证|双重验证|兩步驗證|身份验证器|谷歌验证器|动态口令|MFA|2FA|TOTP)[^\n：:]{0,12}?(?:密钥|秘钥|種子|种子|secret|key)"),
    ("otp", ('code',), r"\b(?:verification|security|sign[- ]?in|log[- ]?in|login|auth(?:entication)?|2fa|two[- ]factor|one[- ]time|sms|text|texted|e-?mail(?:ed)?|access|otp|blik)[ -]?codes?\b"),
    # a code by the name a payment app gives it: Poland's BLIK
    ("otp", ('blik',), r"\bblik\b"),
    # a code by the name a service gives it ("Auth number [253379]", "mfa for the admin → 185-798"), or what a
    # hardware token shows ("GTBank token 上显示 262239"): taken only after a connector (otp_strict)
    ("otp_strict", ('auth', 'verification', 'mfa', '2fa', 'token'),
     r"\b(?:auth(?:entication)?|verification|security)\s+(?:number|no\.?|pin)\b|\b(?:mfa|2fa)\b(?![ -]?(?:seed|secret|key|app|setup|backup|recovery))|\btoken\s*(?:上)?\s*(?:显示|shows|says|reads)"),
    # a code under a 2FA label, capitals and digits mixed: "2FA for the climbing wall booking system: CKYT4T"
    ("otp", ('2fa', 'mfa'), r"\b(?:2fa|mfa)\b(?=[^\n:：]{0,48}[:：]\s*(?=[A-Z]*\d)(?=\d*[A-Z])[A-Z0-9]{5,8}(?![A-Za-z0-9]))"),
    ("otp", ('otp', 'authenticator', 'steam guard'), r"\botps?\b|\b(?:google |microsoft )?authenticator(?: app)?(?: (?:shows|says|code))?|\bsteam guard\b(?:[^\n:：]{0,60}?\bcode\b)?"),
    ("otp", ('code',), r"\bcode\b(?=[^\n.。]{0,30}\b(?:texted|sent|received|got|is|was)\b)|\bcode\b(?=\s*(?:是|为|：))"),
    # "Dave texted me the code from her phone: 731921"
    ("otp", ('code',), r"\b(?:texted|sent|messaged|read|forwarded|gave)(?:\s+(?:me|him|her|them|us))?\s+(?:out\s+)?(?:the|a|her|his|my|their)\s+(?:\w+\s+)?code\b(?:\s+(?:from|on|off)\s+(?:her|his|my|their|the)\s+\w+)?"),
    ("otp", ('验证码', '驗證碼', '校验码', '动态', '短信码', '确认码', '令牌'), r"验证码|驗證碼|校验码|动态码|动态密码|短信码|确认码|令牌(?:代码|码|验证码)"),
    ("otp", ('code de', 'código', 'codigo', 'bestätigungscode', 'sicherheitscode', 'codice di'),
     r"\bcode de (?:v[ée]rification|confirmation|s[ée]curit[ée])\b|\bc[óo]digo de (?:verificaci[óo]n|seguridad|confirmaci[óo]n|acceso)\b|\bbest[äa]tigungscode\b|\bsicherheitscode\b|\bcodice di verifica\b"),
    # a code that lapses within minutes is a one-time code, whatever the service calls it ("Your Yape
    # confirmation code is 931057. Valid for 2 min.")
    ("otp", ('valid for', 'expires in', '有效'), r"\b(?:confirmation|transaction|approval|payment|security|access)\s+code\b(?=[^\n]{0,40}\b(?:valid for|expires in)\s+\d+\s*(?:min|minutes|mins|seconds|s)\b)"),
    # a bank's transaction code by its own name: Malaysia's TAC, Germany's TAN (pushTAN, mTAN, smsTAN)
    ("otp", ('tac', 'tan'), r"(?-i:\b(?:TAC|(?:push|sms|chip|photo|m|e)?TAN)\b)(?:[ -]?(?i:code|number|no\.?))?"),
    # a code by its length ("the 8-digit code from the booking e-mail — 24464139 —"), a pickup code ("收货 code 0100")
    ("otp", ('digit code', 'character code', '收货', '取件', '取货', '提货'),
     r"\b(?:\d|four|five|six|seven|eight)[- ](?:digit|character) code\b|(?:收货|取件|取货|提货)\s*(?:码|(?i:code))"),
    ("otp", ('收到的', '发来的', '短信里的'), r"(?:收到|发来|短信里)的\s*(?:[四五六七八]位)?(?:数字|码|代码|(?i:code))"),
    ("pin", ('code',), r"\b(?:door|gate|garage|alarm|disarm|arm|safe|lock[ -]?box|key[ -]?safe|key[ -]?box|lock|keypad|building|entry|unlock|padlock|locker|front door|lock ?screen|radio|car radio|stereo|immobili[sz]er)(?:[ -]\w+)?[ -]codes?\b"),
    # a door code in the words of the country it is in: Swedish portkod, Norwegian/Danish dørkode, German Türcode, Dutch
    # deurcode, French digicode
    ("pin", ('portkod', 'dørkode', 'dörrkod', 'türcode', 'turcode', 'deurcode', 'digicode'), r"\b(?:portkod(?:en)?|d[øö]rr?kod(?:en|e)?|t[üu]rcode|deurcode|digicode)\b"),
    # any code kept "so I stop forgetting it" (a kiln controller's, a boat's): a memo to oneself
    ("pin", ('code',), r"\bcodes?\b(?=\s*[,，]\s*(?:so (?:that )?(?:i|we) (?:don['’]?t|do not|won['’]?t|stop|never|can['’]?t) forget|so (?:that )?(?:i|we) remember|for the record|note to self|免得忘|省得忘|怕忘))"),
    # a bank app's own PIN words ("GCash MPIN", "T-PIN", "UPI PIN") and the number that opens the cash machine
    ("pin", ('mpin', 'tpin', 't-pin', 'm-pin', 'cash', 'atm', 'cashpoint'),
     r"\b[mt]-?pin\b|\b(?:number|digits|code)\s+(?:for|of|at)\s+(?:the\s+|my\s+|your\s+|his\s+|her\s+)?(?:cash ?machines?|atms?|cash ?points?|hole in the wall)\b|\b(?:cash ?machine|cash ?point)\s+(?:number|code|digits)\b"),
    ("pin", ('pin', 'passcode', 'passkey', 'unlock', 'puk', 'parental', 'identification number'), r"\bpersonal identification number\b|\b(?:sim |atm |card |bank |phone |debit |upi )?pin(?:[ -]?code| number)?\b|\bpass(?:code|key)\b|\b(?:phone|screen|lock ?screen|tablet|ipad|laptop)(?:\s*\([^)\n]{1,30}\))?[ -]unlock(?:[ -](?:code|pin|number))?\b|\bpuk(?:[ -]?code)?\b|\bparental (?:controls?|lock)(?:\s+(?:pin|code))?\b"),
    ("pin", ('密码', 'pin', '码', 'code'), r"(?:支付|交易|取款|取现|提现|锁屏|解锁|开机锁?|门禁卡?|门锁|大门|单元门|防盗门|保险柜|保险箱|密码锁|车库|指纹锁|储物柜|信箱|邮箱锁)\s?(?:的)?\s?(?:密码|PIN|pin|码|codes?|Codes?|CODE)|PIN码|pin码"),
    # the card PIN in the words of other languages people note it in: Japanese 暗証番号, Mexican NIP, German
    # Geheimzahl, French code confidentiel, Spanish clave del cajero
    ("pin", ('暗証', 'nip', 'geheimzahl', 'code confidentiel', 'clave'),
     r"暗証番号|暗証|(?-i:\bNIP\b)|\bgeheimzahl\b|\bcode confidentiel\b|\bclave (?:del? cajero|de (?:la )?tarjeta)\b"),
    ("pin", ('keypad', 'key safe', 'keysafe', 'key-safe', 'lockbox', 'lock box', 'lock-box', 'key box', 'keybox', 'key-box'), r"\b(?:keypad|key[ -]?safe|lock[ -]?box|key[ -]?box)\b"),
    ("card_code", ('cvv', 'cvc', 'cvn', 'csc', 'security code', '安全码', 'digits on the back', '背面'),
     r"\b(?:cvv2?|cvc2?|cvn|csc|card security code)\b|安全码|\b(?:three|3|four|4)[ -]digits? on the back\b|背面(?:的)?(?:那?三位|3位)(?:数字?|码)?"),
    ("password", ('wi',), r"\bwi-?fi\b[^\n:：,，]{0,20}?\b(?:password|pass|key|pw|passphrase)\b|wi-?fi ?(?:的)?密码"),
    ("password", ('pass', 'pwd', 'pw', 'p/w'), r"\b(?:pass(?:word|wd|phrase)s?|pwd|pw|p/w)\b|\bpass\b(?=\s*[:=：])"),
    ("combination", ('combination', 'combo', '密码锁'), r"\b(?:combination|combo)(?: lock)?\b|密码锁的?密码"),
    # a lock opened by numbers: "bike lock combo 5235", "luggage lock is 571", "密码锁 134083"
    ("lock_code", ('padlock',), r"\bpadlocks?\b"),  # a padlock's dial: three digits are a code too ("padlock is now 953")
    ("lock_code", ('lock', '锁'), r"\b(?:bike|bicycle|luggage|suitcase|locker|gym|cable|shed|padlock|combination|number|code|travel|dial|digit|keypad|push-?button|word|letter) lock\b(?:\s+(?:combo|combination|code|number))?|(?:密码|数字|号码|转盘|拨号|按键|机械)锁(?!的?密码)|(?:柜|箱|冰箱|抽屉|柜子)的锁"),
    # what opens with numbers is a lock, whatever it is called: "the cash tin opens with 38 / 14 / 13"
    ("opens_with", ('with',), r"\b(?:opens|unlocks|open(?:ed)? (?:it|them)|unlock(?:ed)? (?:it|them)|opened|unlocked|unsets?|disarm(?:s|ed)?)\s+(?:it\s+)?with\b"),
    ("password", ('密码', '密碼', '口令'), r"密码|密碼|口令"),
    # a machine that opens with what follows: "the booking laptop needs quartz3021 to wake up", "the reception
    # laptop opens with forty violet sorrels in june"
    ("password", ('laptop', 'computer', 'desktop', 'tablet', 'ipad', 'till', 'kiosk', 'terminal', 'macbook', ' pc'),
     r"\b(?:laptop|computer|desktop|pc|tablet|ipad|till|kiosk|terminal|macbook)\b(?:\s+(?!needs|opens|unlocks|wakes)[a-z]+){0,2}\s+(?:needs(?=\s+\S+\s+to\s+(?:wake|unlock|log|sign|get in|open|boot))|opens with|unlocks with|wakes (?:up )?with)(?=\s)"),
    # the word for a password in the other languages people write their notes in (French, Spanish, Portuguese,
    # German, Dutch, Swedish)
    ("password", ('mot de passe', 'mdp', 'contrase', 'senha', 'passwort', 'kennwort', 'wachtwoord', 'lösenord', 'losenord'),
     r"\bmot de passe\b|(?-i:\bmdp\b)|\bcontrase[ñn]a\b|\bsenha\b|\bpasswort\b|\bkennwort\b|\bwachtwoord\b|\bl[öo]senord\b"),
    ("api_key", ('key', 'token', 'secret'), r"\b(?:api[ _-]?key|access[ _-]?key|secret[ _-]?key|private[ _-]?key|auth(?:orization)?[ _-]?token|access[ _-]?token|bearer[ _-]?token|app[ _-]?secret|app[ _-]?key|app[ _-]?code|client[ _-]?secret|token|secret|key)s?\b"),
    # an HTTP request's credential header, whatever scheme word leads its value ("Authorization": "APPCODE …")
    ("api_key", ('authorization',), r"\bauthorization\b(?=[\"']?\s*[:=])"),
    ("api_key", ('私钥', '私鑰', '密钥', '秘钥', '密鑰', '令牌'), r"私钥|私鑰|密钥|秘钥|密鑰|令牌"),
    # a cloud console's AK / SK (access key, secret key), written in capitals
    ("api_key", ('ak', 'sk'), r"(?-i:(?<![A-Za-z0-9_])(?:AK|SK)(?![A-Za-z0-9_]))(?=\s*[:：=]|\s+[A-Za-z0-9/+]{16,})"),
    # a cloud console's key pair by its own field names: "AccessKeyId … SecretAccessKey …"
    ("api_key", ('secretaccesskey', 'secret access key', 'accesskeysecret'), r"\b(?:secret\s?access\s?key|access\s?key\s?secret)\b"),
]
# A word boundary for the Latin letters of a trigger only: Chinese touching it is no word
# of its own ("CVV是034", "PIN码", "password是…"), where \b sees none. A word may end in the
# index of its field ("PIN1   6758⏎PUK1 …", "Password1 shcL…;"), a digit before a blank or a colon.
_LATIN_EDGE = r"(?:(?<![A-Za-z0-9_])(?=[A-Za-z0-9_])|(?<=[A-Za-z])(?:[1-4](?=[ \t]|[:：=]))?(?![A-Za-z0-9_])|(?<=[0-9_])(?![A-Za-z0-9_]))"
_TRIGGERS = [(kind, needles, pattern_cache.compile(pattern.replace(r"\b", _LATIN_EDGE), _I)) for kind, needles, pattern in TRIGGERS]

# Words before a trigger that make it about something else ("zip code", "public key").
_NOT_A_SECRET_BEFORE = pattern_cache.compile(
    r"(?:\b(?:zip|postal|post|area|country|promo|promotion|discount|coupon|product|error|status|qr|bar|source|"
    r"dress|colou?r|region|currency|airport|course|class|tracking|confirmation|booking|reference|order|invite|"
    r"invitation|referral|gift|voucher|public|reset|forgot|forgotten|country|tax|sort|routing|swift|iban|friend|"
    r"share|sharing|room|game|seat|member|membership|loyalty|club|ticket|event|meeting|table|student|employee|publishable|site|anon|anonymous|recipient|verifying)\s*$)"
    r"|[:/@=.]$"  # inside a URL or an identifier (user:password@host)
    r"|(?:不是|并非|而不是)(?:什么|个|一个)?\s*$",  # "…是当地邮编，不是密码：Jaipur，302431": what the value is said not to be
    _I,
)
# a value said, right after it, to be a place's code
_SAID_TO_BE_A_PLACE_CODE = pattern_cache.compile(
    r"\s*[,，]?\s*(?:是|就是|is|was|=)\s*(?:the\s+)?[^，。,.;\n]{0,20}?(?:的\s*)?(?:post ?code|postal code|zip(?: code)?|邮编|邮政编码|area code|区号)", _I
)
# Words right after a trigger that make it a compound about credentials, not one.
_COMPOUND_AFTER = pattern_cache.compile(
    # joined into a longer name: "--password-file=<(…)", "PASSWORD_FILE=/run/secrets/db" (where it is, not it)
    r"[-_.](?:file|path|dir|cmd|command|length|len|env|var)s?\b|"
    r"(?:\s*(?:managers?|policy|policies|hints?|reset|resets|strength|rules?|requirements?|protected|protection|fields?|pads?|"
    r"prompts?|attempts?|changes?|expired|expiry|expiration|logins?|sharing|generators?|vaults?|books?|stores?|less|"
    r"ask|box(?:es)?|inputs?)\b)|提示|管理器|管理|策略|规则|强度|错误|重置|找回|修改|忘|已|又|设置好|存到|存在|"
    r"贴在|放在|问(?!过|了)|在哪|是多少|是什么|不要|别|保护|输错|过期|框",
    _I,
)

_CONNECTOR = (
    r"(?:(?:\b(?:is|was|are)\b(?:\s+(?:now|still|currently|set to|changed to))?|\bchanged to\b|\bset to\b|\bnow\b|\bstill\b(?=\s*[\d*#])|"
    # (a hyphen joins a value only before its digits, "code-4821", or set off, " - ": "out-apiary" is a word)
    r"=|:|：|\?(?=\s*(?:[\d*#]|(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|double|triple)\b))|->|→|=>|—{1,2}|–|-(?=\s*[\d*#])|\s-\s|是|为|為|还是|還是|"
    # Cantonese "is" and "changed to" ("PIN 係 572604", "改咗做 …"), the value named ("值是 …"), what a label says,
    # a clause that tells it ("…the staff PIN, which is five six four one")
    r"係|(?:已经)?改咗(?:做|成)?|值(?:是|为)|\b(?:est(?:\s+(?:devenu|maintenant))?|ist(?:\s+jetzt)?|es(?:\s+ahora)?)\b|(?:\b(?:says|reads)\b|,?\s*(?:which|that)\s+(?:is|was)\b)(?=\s*(?:[\d*#\"'“‘]|(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)\b|\S*\d))|(?:已经|已)?(?:改成|改为|改為|换成|设为|設為|设成|变成|變成|更换为|更换成|更改为|更新为|换为)了?|"
    # a note to oneself: "wifi密码记一下 X", "密码发你 X"
    r"记一下|记下来?|记着|存一下|备忘一下|发你|发给你|给你|如下|(?:我)?(?:设|設|定)(?:的|了)(?:是)?|"  # "取现密码我设的 0 9 1 9 3 0"
    r"(?:我)?(?:念|读|报)(?:给(?:我|你|他|她)(?:听)?|一遍|一下)(?:啊|吧|哈)?[，,…。\s]*|(?:改了|换了|变了|重置了)[，,]\s*(?:新的|现在(?:的)?)(?:是|为)))"
)
_WITH_CONNECTOR = pattern_cache.compile(
    # an aside in brackets may stand before the connector: "recovery key (printed once, keep it): …"
    rf"^(?P<qual>(?:[^\n。！？；;,，(（]|[(（][^)）\n]{{0,64}}[)）]){{0,48}}?)\s*{_CONNECTOR}(?:\s*[:：])?\s*(?P<rest>.*)$",
    re.S | _I,
)
# the word for it, then its own clause says what it is: "the PIN for it, it's four two…", "门禁密码，就是 3607"
_IT_IS_AFTER = pattern_cache.compile(r"^(?P<qual>[^\n.!?;。！？；,，]{0,48}?)\s*[,，]\s*(?:it['’]s|it is|that['’]s|就是)\s*(?P<rest>.*)$", re.S | _I)
# forgotten, then remembered in the next clause: "忘了 PIN，后来想起来是 4-7-7-3", "forgot the PIN, then
# remembered it was 4473"
# a note to oneself, kept "so I stop forgetting it": "Kiln controller code, so I stop forgetting it: kauri5519"
_KEPT_TO_REMEMBER = (
    r"(?:so (?:that )?(?:i|we) (?:don['’]?t|do not|won['’]?t|stop|never|can['’]?t) forget(?:ting)?(?: it| them)?|so (?:that )?(?:i|we) remember(?: it)?|"
    r"(?:because|cause|cos|since|in case|before) i(?:['’]ll| will| might| always| keep)? (?:forget|lose|forgetting)(?: it| them)?|"
    r"for the record|note to self|for future me|lest i forget|免得忘了?|省得忘了?|怕忘了?|防止忘记|备忘一下|记一下)"
)
_RECALLED = (
    pattern_cache.compile(rf"^(?P<qual>[^\n.!?;。！？；]{{0,24}}?)[，,]\s*{_KEPT_TO_REMEMBER}\s*(?:[:：=]|—|–|\bis\b|是)\s*(?P<rest>.*)$", re.S | _I),
    pattern_cache.compile(r"^(?P<qual>[^\n。！？；;]{0,12}?)[，,]\s*(?:后来|然后|终于|还好)?\s*(?:想起来|记起来|想起|记得)(?:了)?\s*(?:是|[:：])\s*(?P<rest>.*)$", re.S),
    pattern_cache.compile(r"^(?P<qual>[^\n。！？；;]{0,14}?)[，,]\s*(?:是|为)\s*(?:初始|默认|出厂|原始|原来)的?\s*(?P<rest>.*)$", re.S),
    pattern_cache.compile(
        r"^(?P<qual>[^\n.!?;]{0,12}?),?\s*(?:then|but then|luckily)?\s*(?:i\s+)?(?:remembered|recalled)\s+(?:that\s+)?it(?:['’]s|\s+is|\s+was)\s*(?P<rest>.*)$",
        re.S | _I,
    ),
)
# A qualifier that moves on to another field ("… and my username is x") gives x to that field.
_OTHER_FIELD = pattern_cache.compile(
    r"(?:\b(?:and|&|but|then|also|plus)\b|[/、])[^,，]*?\b(?:user ?name|login|account|e-?mail|id)\s*$"
    r"|(?:用户名|账号|帐号|账户|邮箱)\s*$",
    _I,
)

_VALUE_TOKEN = pattern_cache.compile(r"""^["'“‘`]?(?P<v>[^\s，。；、！？（）()「」【】《》"'“”‘’`<>|]+)""")
# a key's value, after the scheme word an Authorization header puts before it ("Bearer …", "APPCODE …")
_KEY_TOKEN = pattern_cache.compile(r"""^["'“‘`]?(?:(?i:bearer|basic|token|appcode|api-?key|bot|oauth|key)[ \t]+(?=\S{16}))?(?P<v>[^\s，。；、！？（）()「」【】《》"'“”‘’`<>|]+)""")
# a keypad's code may open or close with its * and # keys ("小区大门密码#3246", "*1198#")
_DIGITS = pattern_cache.compile(r"^(?P<v>[*#]?(?:\d{3}(?:[.·]|[ \xa0]?[–—][ \xa0]?|[ ]-[ ])\d{3}(?!\d|[.,]\d)|\d{3,4}(?:[ \xa0-]\d{2,4}){1,3}(?!\d)|\d{4,10}(?!\d)|\d(?:[ \xa0·-]\d){3,7}(?![\d-])|\d(?:\.\d){3,7}(?![\d.])|\d(?: - \d){3,7}(?!\d))#?)")
_D = ZH_SAID_DIGITS
# read out one by one ("二，四，九，三", "四 五 九 五 五 六") or in groups ("二三四，二八五", "五八七 七九三")
_CJK_DIGITS = pattern_cache.compile(
    rf"^(?P<v>[{_D}]{{2,4}}(?:(?:[，、,][ ]?|[ ])[{_D}]{{2,4}}){{1,2}}(?![{_D}])|[{_D}]{{4,}}|[{_D}](?:(?:[，、,][ ]?|[ ])[{_D}]){{3,7}}(?![{_D}]))"
)
_JOINED_TAIL = pattern_cache.compile(r"(?:[-_./][A-Za-z0-9]+)+(?![A-Za-z0-9])")
_SAID_FILLER = pattern_cache.compile(r"\b(?:is|was|are)(?P<f>\s*,?\s*(?:(?:er|erm|um|uh|uhm|well)\b[,.]*\s*)+)", _I)
_CODE = r"(?:[A-Za-z0-9]{3,8}(?:-[A-Za-z0-9]{3,8}){1,8}|[A-Za-z0-9]{2,8}(?:-[A-Za-z0-9]{2,8}){1,8}(?=[\s,，。;；)）]|$)|\d{4}\s\d{4}|[A-Za-z0-9]{5,16}|[A-Za-z0-9]{4}(?: [A-Za-z0-9]{4}){2,7}(?![A-Za-z0-9]))"
_CODES = pattern_cache.compile(rf"^(?P<v>{_CODE}(?:[ \t,，/]+{_CODE})*)")
_HEX_SEED = pattern_cache.compile(r"^(?P<v>[0-9a-fA-F]{40}|[0-9a-fA-F]{64}|[0-9a-fA-F]{128})(?![A-Za-z0-9])")
_BASE32 = pattern_cache.compile(r"^(?P<v>(?:[A-Za-z2-7]{4}[ -]?){3,}[A-Za-z2-7]{4,}|[A-Za-z2-7]{16,})(?![A-Za-z0-9])")

_NUMBER_WORDS = (
    "zero oh one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen "
    "eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred double triple"
).split()
_TENS_WORDS = frozenset("twenty thirty forty fifty sixty seventy eighty ninety".split())
# how many digits a number word says (one by default): the tens and teens two, "hundred" two zeros
_DIGITS_SAID = {w: 2 for w in (*_TENS_WORDS, *"ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen hundred".split())} | {
    "double": 1, "triple": 2}
_SPELL_WORDS = set(_NUMBER_WORDS) | set(
    "capital cap uppercase upper lowercase lower small big dollar sign at ampersand and hash pound star asterisk "
    "exclamation mark point dot period dash hyphen underscore percent plus equals slash backslash question tilde "
    "caret space colon semicolon comma".split()
)
_SPELL_SYMBOL_WORDS = _SPELL_WORDS - set(_NUMBER_WORDS)

# Values that are words about the credential, not the credential.
_STOP = set(
    """
    a an the my your his her our their its this that these those it same different new old one another
    in on at to for of from with by under behind inside into onto written stored saved kept taped stuck posted
    and or but so if then than because while also too very just still not no yes now here there below above
    attached missing empty blank set ready updated sent expired wrong incorrect correct right strong weak long
    short secure insecure simple easy hard complex required needed protected reset changed same unknown
    somewhere something anything nothing ask asking unchanged fine ok okay please see check use using what
    which who where when how why again always never usually maybe probably still too also
    locked unlocked blocked disabled suspended compromised leaked stolen hacked invalid working broken gone lost
    forgotten temporary sensitive case-sensitive memorised memorized remembered nowhere offline elsewhere
    shared known obvious same-as mine yours
    today tonight tomorrow yesterday later soon asap first afterwards beforehand sometime weekly monthly daily
    """.split()  # (the words of when: "reset the router password tomorrow" gives no value)
)
# A lowercase word ending like a participle is a state, not a value ("is locked", "is expiring").
_STATE_WORD = pattern_cache.compile(r"[a-z]{3,}(?:ed|ing)")
_CJK = pattern_cache.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


# a password manager named by the word "password(s)" itself
_BUILT_IN_MANAGERS = r"apple|icloud|google|chrome|microsoft|edge|samsung|firefox"
_MANAGER_BEFORE = pattern_cache.compile(rf"\b(?:{_BUILT_IN_MANAGERS})\s+$", _I)
_MANAGER_AFTER = pattern_cache.compile(r"\s*(?:manager|app|vault)\b", _I)
_KEPT_IN_MANAGER = pattern_cache.compile(
    r"\s*(?:is |are |was )?(?:(?:all|both|still|always|now) )?(?:(?:saved|stored|kept) )?(?:都|全|全部|也|一直|现在)?(?:在|存在|存于|放在|in|at)\s*(?:the |my |our )?"
    rf"(?:(?:{_BUILT_IN_MANAGERS})\s+(?:passwords|keychain|password manager)|"
    + "|".join(sorted(PASSWORD_MANAGERS - {"pass"}, key=lambda name: (-len(name), name))) + r")\b",  # (one order every run: the pattern cache keys on the text)
    _I,
)


def scan_natural(text: str) -> Iterator[Finding]:
    triggers = _triggers(text)
    for kind, start, end in triggers:
        # (a lock is a lock whoever's it is: "Tack room padlock", "club locker lock"; so is a code named
        # by its lock: "staff room door code", "stock room combination lock")
        named_lock = kind in ("opens_with", "lock_code") or (kind in ("pin", "combination") and _LOCK_CONTEXT.search(text, start, end))
        # (a PIN named as one is a PIN whoever's card it opens: "Club card PIN 9351"; "club code" is a member's number)
        named_lock = named_lock or (kind == "pin" and re.search(r"\bpin\b", text[start:end], _I) is not None)
        # (a machine is named by its use: "the booking laptop needs … to wake up" is no booking code)
        opens = kind == "password" and _OPENS_WITH_END.search(text, start, end) is not None
        named_lock = named_lock or opens
        if not named_lock and _NOT_A_SECRET_BEFORE.search(text[max(0, start - 20) : start]) or text[end : end + 1] in ("@", ">", "}", ")", "]"):
            continue  # user:password@host, <password>, {{ password }}
        if start and text[start - 1] in "<{$":
            continue
        if text[start : start + 4].lower() == "pass" and (_MANAGER_BEFORE.search(text, max(0, start - 12), start) or _MANAGER_AFTER.match(text, end)):
            continue  # "Apple Passwords", "Google Password Manager", "the Passwords app": where it is kept
        if kind == "card_code" and names_test_card(text):
            continue  # "the sandbox test card 4111 1111 1111 1111, any expiry, CVV 124": an example's code
        if _KEPT_IN_MANAGER.match(text, end):
            continue  # "密码在 Apple Passwords 里 → Netflix 那个 entry": what follows names the entry
        if text[end : end + 1] == "_" and re.match(r"[A-Za-z0-9_]*\s*[=:]", text[end:]):
            continue  # PASSWORD_MIN_LENGTH=8: a key of a config line, read by its name (tokens.key_name_kind)
        for found in _value_after(text, kind, start, end, opens=opens):
            if found.kind == "otp" and re.fullmatch(r"(\d)\1{3,}", text[found.start : found.end]):
                continue  # "显示 000000 作为格式提示": a form's mask, no service sends a code of one digit
            if found.kind == "otp" and _on_a_receipt(text, found.start):
                continue
            if _SAID_TO_BE_A_PLACE_CODE.match(text, found.end):
                continue  # "PIN code 400788 是 Mumbai 的 postcode": the value is said to be a postcode
            if not _EXAMPLE_BEFORE.search(text, max(0, found.start - 24), found.start):
                yield found  # (a value shown as a form's example is none: "placeholder 是 "123456"")
    yield from _wifi_qr(text)
    yield from _credential_rows(text)
    yield from _table_columns(text)
    yield from _named_values(text)
    yield from _wifi_labels(text)
    yield from (f for f in _codes_before_trigger(text) if not _SAID_TO_BE_A_PLACE_CODE.match(text, f.end))
    yield from _login_pairs(text)
    yield from _slash_pairs(text)
    yield from _colon_pairs(text)
    yield from _tried_or_named_after(text)
    yield from _changed_it_to(text, triggers)
    yield from _new_one_after_change(text, triggers)
    yield from _code_arrived(text)
    yield from _env_settings(text)
    yield from _shaped_in_credential_clause(text)
    yield from _reply_turns(text)
    yield from _reply_lines(text)
    yield from _dial_combinations(text)
    yield from _codes_used_to_sign_in(text)
    yield from _lock_codes(text)


# The code of a thing that locks, told in the same sentence: "changed the key safe on the yard
# gate, new code 4817", "换了新密码锁，覃师傅在群里直接发了 305918". The number follows the word
# for a code, or a verb of telling; a number named as something else (a room, an order) is none.
_CODE_WORD_BEFORE = pattern_cache.compile(r"(?:\bcodes?|\bcombo|\bcombination|\bpin|\bpasscode|密码|码)\s*(?:is|was|now|[:：=]|是|为)?\s*$", _I)
_TOLD_BEFORE = pattern_cache.compile(
    r"(?:发了|发的|说了|报了|念了|告诉(?:我们|大家|我)?|改成了?|换成了?|设成了?|\b(?:shouted|texted|sent|told (?:us|me|everyone)|gave (?:us|me)|set it to|changed it to|it['’]s|it is)\b)\s*$",
    _I,
)
_LABEL_BEFORE = pattern_cache.compile(r"[^\W\d_][ \t]*(?:[:：]|[ \t][—–][ \t]?|[ \t]-[ \t])[ \t]*$")  # "Bike store at work — 1183"
# the thing that locks is the number: "The side gate is 8074", "the padlocks are 3310"
_THING_IS_BEFORE = pattern_cache.compile(r"\b(?:gate|door|safe|locker|padlock|alarm|keypad|lock ?box|key ?safe|shed|garage|bike lock)s?\s+(?:is|are|was)\s*$", _I)
_THING_CHANGED_TO = pattern_cache.compile(
    r"\b(?:changed|switched|reset|updated)\b[^.\n]{0,40}?\b(?:gate|door|safe|locker|padlock|keypad|lock ?box|key ?safe|shed|garage|bike lock)s?\b[^.\n]{0,24}?\bto\s*$",
    _I,
)
_CODE_WORD_IN = pattern_cache.compile(r"\b(?:code|pin|passcode|combination|combo)\b|门禁码|密码|开锁码|锁码", _I)
_LOCK_NUMBER = pattern_cache.compile(
    # (not a group of a longer number printed in fours: "card: 4242 4242 4242 4242")
    r"(?<![\d#*.,:/-])(?<!\d\d\d\d )(?P<v>[*#]?\d{4,8}[#*]?|\d(?:([-.])\d)(?:\2\d){2,6})(?![\d.,:/-]\d|\d| \d\d\d\d(?!\d))"  # "1-1-8-3", "8.3.4.1", "6816*"
    r"|(?<![\w#*.,:/-])(?P<k>(?-i:[A-Z])[ ]?\d{3,8}(?-i:[A-Z])?#?|\d{4,8}(?-i:[A-Z])#?)(?![\w-])"  # a keypad's letter keys: "C5707", "3407X"
)
# the thing that locks named right before its number, as a note labels it: "kennel block door 6816*", "Yard gate  A7334"
_THING_BEFORE = pattern_cache.compile(r"(?:\b(?:gate|door|safe|keypad|alarm|shed|garage|lock ?box|key ?safe)|挂锁|门锁|密码锁|保险柜|保险箱|储物柜|门禁)[ \t]*[:：]?[ \t]*$", _I)


_ANY_DIGIT = pattern_cache.compile(r"\d")


def _lock_codes(text: str) -> Iterator[Finding]:
    if not _ANY_DIGIT.search(text) or not _LOCK_WORDS.found_in(text.lower()) or not _LOCK_CONTEXT.search(text):
        return  # (one look at the whole text before one per sentence)
    for sentence in re.finditer(r"(?:[^.!?。！？\n]|(?<=\d)\.(?=\d))+", text):  # (a dot between digits: "8.3.4.1")
        if not _LOCK_CONTEXT.search(sentence.group(0)):
            continue
        for m in _LOCK_NUMBER.finditer(text, sentence.start(), sentence.end()):
            group = "v" if m.group("v") else "k"
            before = text[max(sentence.start(), m.start() - 24) : m.start()]
            after = text[m.end() : sentence.end()]
            if _looks_like_time_or_year(m.group(group), after) or _NOT_CODE_AFTER.match(after) or _CURRENCY_BEFORE.search(before) or after[:1].isalpha():
                continue  # (a number run into a word is a decade or a measure: "1930s", "2000km")
            coded = _CODE_WORD_BEFORE.search(before) or _THING_IS_BEFORE.search(before)  # "The side gate is 8074"
            changed = None
            if not coded and not re.fullmatch(r"(?:19|20)\d\d", m.group(group)):
                # "They changed the freezer room keypad at work to 4471": the lock changed to the number
                changed = _THING_CHANGED_TO.search(text, sentence.start(), m.start())
            # "Server room door at the Bristol office: 160586": a note's label, in a sentence of a thing that locks
            # (a thing's label alone when the number ends the note's clause: "door 1204 is on the left" is a door's number)
            labelled = _THING_BEFORE.search(before) if re.match(r"[ \t]*(?:[;,.)(/—–，。；、（）-]|$)", after) and not re.fullmatch(r"(?:19|20)\d\d", m.group(group)) else None
            told = _TOLD_BEFORE.search(before) or _LABEL_BEFORE.search(before) or labelled
            if told and told.group(0).strip(" \t")[-1:] in "—–-" and re.fullmatch(r"(?:19|20)\d\d", m.group(group)):
                told = None  # "Met at work — 2019, …": a dash before a year goes on with the sentence
            # a clause of its own after the code's word and an aside: "门禁码我老记不住，3816，帮我记着"
            alone = re.search(r"[，,、：:]\s*$", before) and re.match(r"\s*(?:[，,。.!！;；]|$)", after) and _CODE_WORD_IN.search(text, sentence.start(), m.start())
            if (coded and not _NOT_A_SECRET_BEFORE.search(before[: coded.start()])) or (changed and not _NOT_A_SECRET_BEFORE.search(text, sentence.start(), changed.start())) or (told and not _named_not_code(before)) or (alone and not _named_not_code(before)):
                yield Finding("pin", m.start(group), m.end(group), 0.8)


# A dial's combination, told as turns: "right to 63, left past it once to 38, right to 38",
# "9-88-67 (right, left, right)" — what opens a safe, whatever the safe is called.
_DIAL_TURN = (
    r"(?:(?:right|left|clockwise|anticlockwise|counter-?clockwise|[RL])\b[^\n\d,;，；]{0,24}?\b\d{1,2}\b"
    r"|(?:先|再|然后|接着|最后)?\s*(?:向|往)?[左右](?:转|拨|旋|转到|拨到)?(?:[过過]\S{0,4}?)?\s*(?<!\d)\d{1,2}(?!\d))"  # "先左34，再右85，最后左11"
)
_DIAL_TURNS = pattern_cache.compile(rf"(?<![\w-]){_DIAL_TURN}(?:\s*[,，;；]?\s*(?:then\s+|and\s+)?{_DIAL_TURN}){{2,5}}", _I)
_DIAL_NUMBERS = pattern_cache.compile(
    r"(?<![\d-])(?P<v>\d{1,2}(?:\s*[-–/]\s*\d{1,2}){2,4})(?![\d-])\s*[(（]\s*(?:right|left|R|L)\b"
    r"|(?<![\w])(?P<lr>(?-i:[LR])\s?\d{1,2}(?:[\s,]+(?-i:[LR])\s?\d{1,2}){2,4})(?![\w])",  # "L10 R1 L60" on a safe's dial
    _I,
)


def _dial_combinations(text: str) -> Iterator[Finding]:
    lowered = text.lower()
    turns = "right" in lowered or "left" in lowered or "clockwise" in lowered or "左" in text or "右" in text
    if not turns and not (re.search(r"\b[LR]\s?\d", text) and _LOCK_CONTEXT.search(text)):
        return
    if turns:
        for m in _DIAL_TURNS.finditer(text):
            yield Finding("pin", m.start(), m.end(), 0.85)
    for m in _DIAL_NUMBERS.finditer(text):
        group = "v" if m.group("v") else "lr"
        if group == "lr" and not _LOCK_CONTEXT.search(text):
            continue  # "L10 R1 L60" is a dial's turns only on a thing that locks
        yield Finding("pin", m.start(group), m.end(group), 0.85)


# A one-time code in the sentence that says what it is for: "use J2Z2X9 to sign in",
# "enter 4417 to verify", "输入 839201 完成验证"
_USED_TO_SIGN_IN = pattern_cache.compile(
    r"\b(?i:use|enter|type|input)\s+(?:the\s+)?(?:(?i:code)\s+)?(?P<v>(?=[A-Z-]*\d)(?:[A-Z0-9]{4,8}|[A-Z0-9]{2,4}-[A-Z0-9]{2,4})|\d{4,8})\s+(?i:to|for)\s+(?:sign(?:ing)?[ -]?in|log(?:ging)?[ -]?in|verify|confirm|complete|finish|reset|unlock|activate)\b"
    r"|输入\s*(?P<v2>\d{4,8}|(?=[A-Z]*\d)[A-Z0-9]{4,8})\s*(?:完成|进行|以|来)?(?:验证|登录|登陆|确认|激活|解锁)",
)


_SIGN_IN_VERBS = Needles(("use", "enter", "type", "input", "输入"))


def _codes_used_to_sign_in(text: str) -> Iterator[Finding]:
    if not _SIGN_IN_VERBS.found_in(text.lower()):
        return
    for m in _USED_TO_SIGN_IN.finditer(text):
        group = "v" if m.group("v") else "v2"
        yield Finding("otp", m.start(group), m.end(group), 0.85)


# A chat or call as text: "Pete: what's the code for the garage?⏎me: 3417#", "妹妹：家里wifi密码改了吗？⏎
# 爸爸：改了，9859497459". A turn that names a credential, and the next speaker's turn gives it.
# (the speaker named as the layout names them: "Name:", "[21:16] <nick>", "发言人2 00:02:39：", a caption's
# "[02:18.398 --> 02:24.069]  Caller:")
_TURN = pattern_cache.compile(
    r"(?m)^[ \t]*(?:(?:\[[^\]\n]{1,40}\]|【[^】\n]{1,12}】|(?:\d{4}[-/.年]\d{1,2}[-/.月]\d{1,2}日?[ \t]+)?\d{1,2}:\d{2}(?::\d{2})?)[ \t]*)?"
    # (a chat export's date and time first: "2026年9月28日 15:57 小雨：…"; a transcript's numbered speaker and time stamp, the colon left out: "speaker 2 0:58 I just say …")
    r"(?:<(?P<nick>[^<>\n]{1,24})>|(?P<spk>(?i:speaker|spk|说话人|发言人)[ \t]*\d{1,2})[ \t]+\d{1,2}:\d{2}(?::\d{2})?[ \t]*[:：]?|(?P<who>[A-Za-z\u4e00-\u9fff][\w\u4e00-\u9fff .'’-]{0,18}?)(?:[ \t]+\d{1,2}:\d{2}(?::\d{2})?)?[ \t]*[:：])"
    r"[ \t]*(?P<say>\S[^\n]*)$"
)
_REPLY_CODE = pattern_cache.compile(rf"(?<![\dA-Za-z_@.#*])(?P<v>[*#]?\d{{4,8}}#?|\d{{3}}[ ,，-]\d{{3}}|\d{{2}}(?:[.-]\d{{2}}){{2,3}}(?![.\d])|[{_D}]{{3}}[ ,，]?[{_D}]{{1,5}})(?![\d])")
# a turn that asks for a credential, or says one is wanted ("no, it wants a password", "收银电脑开不了，密码多少")
_ASKING = pattern_cache.compile(
    r"[?？]|吗|忘了|多少|是什么|告诉我|\bwhat\b|\b(?:wants?|needs?|asks? for|asking for|asked for|prompts? for|locked out)\b|要|需要|进不去|开不了|锁屏了|"
    # a request to give it, as a help desk words one ("请提供原支付密码", "please confirm your PIN")
    r"请(?:提供|输入|告诉|报|说|念|确认)|\bplease (?:provide|confirm|enter|give|tell|read)\b|\b(?:provide|confirm|read out) (?:your|the)\b|"
    # a request to pass on what the turn before named ("Poste 又发 OTP 了" ⏎ "发过来" ⏎ "153372")
    r"发过来|发给我|发我一下|念给我|报给我|\bsend (?:it|them) (?:over|to me)\b|\bforward (?:it|them)\b|"
    r"\basked (?:me|us|him|her|them) (?:to (?:read|give|send|tell|confirm|enter)|for)\b",
    _I,
)
# a line that tells what was asked for: "何工 念了 1615", "I read him 4471", "我就说了五，三，七，一，五，四"
_TOLD_LINE = pattern_cache.compile(
    rf"(?:念了|报了|读了|说了|给了|\b(?:read|gave|told)(?: (?:out|back|it|them|him|her|the agent|the caller))*)[ \t]*[:：]?[ \t]*"
    rf"(?P<rest>[*#]?\d{{4,8}}#?(?![\d])|[{_D}](?:[，,、 ]?[{_D}]){{3,7}}(?![{_D}]))",
    _I,
)
# …or a sentence of the answer that says what it is: "A. Only the man at the machine … It is 3132."
_SAID_DIGIT = r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)"
_ANSWER_SENTENCE = pattern_cache.compile(
    rf"(?:^|[.!?。！？]\s+)(?:it['’]?s|it is|it was)\s*[:：,]?\s*(?P<rest>[*#]?\d{{4,8}}#?(?![\d])|{_SAID_DIGIT}(?:[ ,-]+{_SAID_DIGIT}){{3,7}}\b)", _I
)
# what a question asks for, in words no trigger needs ("what's the code for the garage?", "what's the wifi?")
_ASKED_FOR = (
    (pattern_cache.compile(r"\b(?:code|pin|passcode|combination)\b|验证码|密码锁", _I), "pin"),
    (pattern_cache.compile(r"\bwi-?fi\b|\bpassword\b|无线|密码", _I), "password"),
)
_REPLY_TOKEN = pattern_cache.compile(r"""(?<![\w@./:-])(?P<v>[A-Za-z0-9][A-Za-z0-9!#$%^&*?+=~@_.-]{5,62}[A-Za-z0-9!#$%^&*?+=~_])(?![\w@/:-])""")


# A message thread as text, without speakers' names: a line asks for a credential, a later line
# answers "it's …" ("what's the pin for the holiday card again⏎⏎it's 5382 x")
_ANSWER_LINE = pattern_cache.compile(
    r"^[ \t>]*(?:(?:it['’]?s|it is|it was|that['’]?s|that was|its)(?:\s+now)?|(?:the\s+)?new\s+one(?:['’]s|\s+is)?|now\s+it['’]?s)\s*[:：,]?\s*(?P<rest>\S.*)$", _I
)
# a line that tells a code has changed: the line after it gives the new one ("gate code for the allotments changed⏎it's now *4142#")
_CHANGED_LINE = pattern_cache.compile(
    r"\b(?:changed|has changed|got changed|was changed|is different now|reset)\b|改了|换了|变了"
    # …or that it was given away: "my aunt read the code from the text to a caller"
    r"|\b(?:read|gave|told|texted|sent)\b[^\n.?!]{0,30}\b(?:code|pin|otp|passcode)\b",
    _I,
)
# …or the reply to a quoted question is the code alone, opening its line ("> what's the SIM PIN?⏎4377. Same as the old one.")
_BARE_CODE_LINE = pattern_cache.compile(r"^[ \t]*(?P<rest>[*#]?\d{4,8}#?)(?=[.!,;。，！]|\s*$|\s+(?-i:[A-Z]))")


def _reply_lines(text: str) -> Iterator[Finding]:
    if "\n" not in text or not (_ASKING_WORDS.found_in(text.lower()) or _CHANGED_LINE.search(text)):
        return
    lines = [(m.start(), m.group(0)) for m in re.finditer(r"[^\n]+", text)]
    for n, (_, line) in enumerate(lines):
        if not _ASKING.search(line) and not _CHANGED_LINE.search(line):
            continue
        kinds = {kind for word, kind in _ASKED_FOR if word.search(line)} & {"pin", "password"}
        if {kind for kind, _, _ in _triggers(line)} & {"pin", "otp", "combination", "lock_code"}:
            kinds = {"pin"}  # "你的银行卡取款密码有没有告诉过别人？": a card's PIN, by its trigger
        if not kinds:
            continue
        for at, answer in lines[n + 1 : n + 3]:
            m = _ANSWER_LINE.match(answer) or (
                _BARE_CODE_LINE.match(answer) or _TOLD_LINE.search(answer) or _ANSWER_SENTENCE.search(answer) if "pin" in kinds else None
            )
            if m is None:
                continue
            kind = "pin" if "pin" in kinds else "password"
            found = _parse(text, kind, at + m.start("rest"), m.group("rest"), connected=True)
            if found and (kind == "pin" or strong_password_like(text[found.start : found.end]) or _credential_ish(text[found.start : found.end])):
                yield found
            break


_ASKING_WORDS = Needles(("?", "？", "吗", "忘了", "多少", "是什么", "啥", "什么", "告诉我", "what", "want", "need", "ask", "prompt", "locked out", "要", "进不去", "开不了", "锁屏了",
                         "请", "please", "provide", "confirm", "read out", "发过来", "发给我", "发我一下", "念给我", "报给我", "send", "forward",
                         "otp", "code", "验证码", "驗證碼", "动态码", "校验码"))  # any match of _ASKING holds one (or a code said to have come)
# a chat copied with each message under its sender's line ("王芳 2025-03-01 21:07:33", "Kit  10:42")
_SENDER_LINE = pattern_cache.compile(
    r"(?m)^[ \t]*(?P<who>[A-Za-z\u4e00-\u9fff][\w\u4e00-\u9fff .'’-]{0,18}?)(?:[ \t]+[—–-][ \t]+(?:Today at|Yesterday at|今天|昨天)?)?[ \t,]+\[?(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}[ \t]+)?\d{1,2}:\d{2}(?::\d{2})?\]?[ \t]*$"
)


def _turns(text: str) -> list[tuple[str, str, int]]:
    """A chat's messages in order: (sender, words, where the words start) — "Name: …" lines,
    or messages under a sender line."""
    senders = list(_SENDER_LINE.finditer(text))
    heads = {m.start() for m in senders}
    turns = [(m.group("who") or m.group("nick") or m.group("spk"), m.group("say"), m.start("say")) for m in _TURN.finditer(text) if m.start() not in heads]
    for n, sender in enumerate(senders):
        end = senders[n + 1].start() if n + 1 < len(senders) else len(text)
        for line in re.finditer(r"[^\n]+", text[sender.end() : end]):
            if line.group().strip() and not _TURN.fullmatch(line.group()):
                at = sender.end() + line.start() + len(line.group()) - len(line.group().lstrip())
                turns.append((sender.group("who"), line.group().strip(), at))
    return sorted(turns, key=lambda t: t[2])


_KEY_ALONE = pattern_cache.compile(r"[`'\"“]?(?P<v>[A-Za-z0-9][A-Za-z0-9_\-+/=.]{15,127})[`'\"”]?[.。]?")


def _generated(value: str) -> bool:
    """A generated value's shape: random-looking, or letters and digits mixed (no placeholder)."""
    return not is_placeholder(value) and (random_looking(value, 16) or _letters_and_digits(value))


def _key_shaped(value: str) -> bool:
    """A key pasted alone: generated, or a long run of hex (a pasted key has no word beside it to name it)."""
    return _generated(value) or (not is_placeholder(value) and bool(re.fullmatch(r"[0-9a-fA-F]{24,}", value)))


def _reply_turns(text: str) -> Iterator[Finding]:
    if "\n" not in text or (":" not in text and "：" not in text and "<" not in text):
        return
    lowered = text.lower()
    if not _ASKING_WORDS.found_in(lowered) and not any(w in lowered for w in ("key", "密钥", "token", "令牌")):
        return
    turns = _turns(text)
    for i, ((asker, asked, _), (who, say, at)) in enumerate(zip(turns, turns[1:])):
        same = asker.strip().lower() == who.strip().lower()
        code = _CODE_OPENING.match(say)
        if same and code and any(kind in ("otp", "recovery_code") for kind, _, _ in _triggers(asked)):
            # the same sender's next line opens with the code their line before named (the trigger table's
            # one-time or backup code: "刚才 Zanaco 发了 OTP 给我" ⏎ "505834，你在转账吗？")
            yield Finding("otp", at + code.start("v"), at + code.end("v"), 0.85)
            continue
        key = _KEY_ALONE.fullmatch(say.strip())
        if key and any(kind == "api_key" for kind, _, _ in _triggers(asked)) and (same or _ASKING.search(asked)) and _key_shaped(key.group("v")):
            # a key asked for and given on the next line, or named and then pasted by the same sender
            # ("同事: 那个 ISBN 查询的 key 是多少⏎我: UDY34…", "Rosalind: the tide-times API key⏎Rosalind: 4d01…")
            start = at + say.index(key.group("v"))
            yield Finding("api_key", start, start + len(key.group("v")), 0.85)
            continue
        if same:
            continue
        answer = _security_reply(asked, who, say)
        if answer:
            yield Finding("security_answer", at + answer[0], at + answer[1], 0.8)
            continue
        if not _ASKING.search(asked):
            continue  # a turn that asks for it (or says it is forgotten, or wanted), then the answer
        kinds = {kind for kind, _, _ in _triggers(asked)}
        kinds |= {kind for word, kind in _ASKED_FOR if word.search(asked)}
        if not kinds and i and turns[i - 1][0].strip().lower() == who.strip().lower():
            # "发过来" asks for what the answerer's own turn before named ("Poste 又发 OTP 了")
            before = turns[i - 1][1]
            kinds = {kind for kind, _, _ in _triggers(before)} | {kind for word, kind in _ASKED_FOR if word.search(before)}
        if not kinds & {"pin", "otp", "card_code", "password", "combination", "lock_code"}:
            continue
        if kinds & {"pin", "otp", "card_code", "combination", "lock_code"} or "密码" in asked and not re.search(r"wi-?fi|无线", asked, _I):
            code = _REPLY_CODE.search(say)
            if code and not _looks_like_time_or_year(code.group("v"), say[code.end() :]) and not is_postcode(text, at + code.start("v"), at + code.end("v")):
                yield Finding("pin" if "otp" not in kinds else "otp", at + code.start("v"), at + code.end("v"), 0.8)
                continue
        if kinds & {"password"}:
            wifi = bool(re.search(r"wi-?fi|无线|热点", asked, _I))
            for token in _REPLY_TOKEN.finditer(say):
                value = token.group("v")
                if strong_password_like(value) or _made_up_password(value, True) or strung_words(value) or (wifi and (value.isdigit() and len(value) >= 8 or _credential_ish(value))):
                    yield Finding("wifi_password" if wifi else "password", at + token.start("v"), at + token.end("v"), 0.8)
                    break


# what a reply opens with before its value: hums, a yes, "that would be", "是", "it's"
_REPLY_OPENING = (
    r"(?:(?:oh|um+|uh+|erm?|hmm+|ah|yes|yeah|yep|sure|ok(?:ay)?|right|well|哦|噢|嗯+|呃|啊|那个啊?|对|是的|就是)[,，.…!！]*\s*)*"
    r"(?:(?:that would be|that'd be|that's|that is|it's|it is|it was|it should be|should be|是|就是)\s*)?"
)
_CODE_OPENING = pattern_cache.compile(_REPLY_OPENING + r"(?P<v>(?<![\w-])\d{4,8}(?![\w-]))", _I)
# a security question put in a turn, and what stands for no answer in the reply
_PUT_QUESTION = pattern_cache.compile(
    r"security question|secret question|memorable (?:word|answer)|安全问题|密保问题|密保|验证问题|请回答|answer to your"
    # a check asked by whoever keeps the account: "when the bank asks about your best man", "电话银行会问"
    r"|\b(?:the\s+)?(?:bank|agent|helpline|phone banking|building society)\s+asks?\s+(?:about|for)\b|银行会问|客服会问",
    _I,
)
# the answer asked for as what one says or put ("what do you tell them", "你当时填的啥")
_ASKED_WHAT = pattern_cache.compile(r"\bwhat\s+do\s+(?:you|i|we)\s+(?:tell|say|put|answer|give)\b|(?:填|写|答|设)的(?:啥|什么|是啥|是什么)", _I)
_REPLY_ANSWER = pattern_cache.compile(
    _REPLY_OPENING + r"(?:(?:i|we)\s+(?:just\s+|always\s+)?(?:say|said|put|tell them|told them|give them)\s+)?"
    r"(?P<v>[^\s,，。.!！?？;；、()（）\"“”]+(?:[ \t](?!(?:and|then|so|but|because|which|lol|haha)\b)[^\s,，。.!！?？;；、()（）\"“”]+){0,3})",
    _I,
)
_NO_ANSWER = pattern_cache.compile(r"^(?:what|which|sorry|i don't|i do not|no\b|不知道|忘了)|[?？吗呢]$|那题|这题|问题|什么|哪", _I)
# a line's label that names a field or a question, not a speaker ("问：", "A:", "NOTE:", "密保问题1：")
_FIELD_LABEL = pattern_cache.compile(r"[问答QA]|(?-i:[A-Z]{2,})(?:;[^:]*)?|.*(?:问题|question|答案|answer).*", _I)


def _security_reply(asked: str, who: str, say: str) -> tuple[int, int] | None:
    """Where in ``say`` the answer to a security question put in ``asked`` stands: a security
    question named and asked (or a standard one), the reply opening with its answer."""
    if not _PUT_QUESTION.search(asked) or not (SECURITY_QUESTION.search(asked) or re.search(r"[?？]\s*$", asked) or _ASKED_WHAT.search(asked)) or _FIELD_LABEL.fullmatch(who.strip()):
        return None
    m = _REPLY_ANSWER.match(say)
    if not m or is_placeholder(m.group("v")) or _NO_ANSWER.search(m.group("v")):
        return None
    return m.start("v"), m.end("v")


_TRIGGER_WORDS = Needles(needle for _, needles, _ in _TRIGGERS for needle in needles)


def _triggers(text: str) -> list[tuple[str, int, int]]:
    present = _TRIGGER_WORDS.present(text.lower())
    if not present:
        return []
    found = [
        (m.start(), -(m.end() - m.start()), kind, m.end())
        for kind, needles, rx in _TRIGGERS
        if not present.isdisjoint(needles)
        for m in rx.finditer(text)
    ]
    kept: list[tuple[str, int, int]] = []
    covered_until = -1
    for start, negative_length, kind, end in sorted(found):
        if end <= covered_until:
            continue  # inside a longer trigger already kept
        kept.append((kind, start, end))
        covered_until = max(covered_until, end)
    return kept


# A network's name as routers ship it ("TP-LINK_5A3C", "Xiaomi_F588_5G", "ChinaNet-x7Q2", "BTHub6-9XKT",
# "VM3401799", "SKY1A2B3"): the SSID, which is public, not its key
_SSID_SHAPE = pattern_cache.compile(
    r"(?:tp-?link|huawei|xiaomi|redmi|mi|honor|h3c|mercury|fast|tenda|zte|chinanet|cmcc|chinaunicom|unicom|netgear|linksys|"
    r"asus|dlink|d-link|bt-?hub\d*|bt|virgin|vm|sky|ee|plusnet|talktalk|vodafone|orange|livebox|fritz!?box|ziggo|telekom)"
    r"(?:[-_ ][A-Za-z0-9]{2,8}(?:[-_][A-Za-z0-9]{1,6})*|(?-i:[A-Z0-9]{3,8}))(?:[-_ ]?5g|[-_ ]?2\.?4g)?",
    _I,
)


# Changed, then the new value told in the next clause: "got changed, it's 06598666 now", "改了，现在是 …"
_CHANGED_NOW = (
    r"(?:\s+(?:got|was|has been|have been|is|just got))?\s+(?:changed|switched|reset|updated|rotated)\s*[,;:—–-]?\s*"
    r"(?:(?:and\s+)?(?:now\s+)?it['’]s|it is|the new one(?:['’]s| is)|new one(?:['’]s| is|:))"
    r"|(?:改了|换了|变了|重置了)[，,]?\s*(?:现在|新的)(?:的)?(?:是|为)"
)
# Words on the line that make a password or key a Wi-Fi one (WPA keys are 8–63 characters).
_WIFI_CONTEXT = pattern_cache.compile(r"wi-?fi|wlan|\bssid\b|\bwpa2?\b|hotspot|\brouter\b|\bwireless\b|\b(?:guest|home|office|shop|cafe|café) network\b|\bnetwork\s*(?:name|名字|名称|is\b|[:：])|热点|无线|網路|网络|家的网|路由器", _I)
# what says a network has no key: "— no password", "(open)", "，不用密码"
_OPEN_NETWORK = pattern_cache.compile(r"[\"'”’]?[ \t]*[—–,，(（-]*[ \t]*(?:no (?:password|passcode|key)|open(?: network)?\b|password[- ]free|不用密码|没有密码|无密码|免密)", _I)
_WIFI_VALUE = pattern_cache.compile(r"""^["'“‘`]?(?P<v>[^\s，。；、！？（）()「」【】《》"'“”‘’`<>|]{8,63})(?![^\s，。；、！？（）()「」【】《》"'“”‘’`<>|])""")


_S_IS = pattern_cache.compile(r"^(?P<qual>)['’]s\s+(?!(?:on|in|at|under|somewhere|written|stored|saved|kept|the same|same)\b)(?P<rest>.*)$", re.S | _I)
_NEW_ONE = pattern_cache.compile(
    r"(?:the\s+)?new\s+one(?:['’]s|\s+is)?\s*[:：]?\s+(?=\S)|新的(?:是|为)?\s*[:：]?\s*(?=\S)"
    # what the value is, named before it: "密码就是我手机号18502884594", "the PIN is my old house number, 4417"
    r"|(?:(?:my|our|his|her|mum's|mom's|dad's)\s+(?:(?:old|mobile|cell|home|house|flat|door|car)\s+)?(?:phone|mobile|cell|house|flat|door|car|plate|licen[cs]e plate|student|employee|staff|ID|birthday|birth date|date of birth|anniversary)(?:\s+(?:number|no\.?|date))?\s*[,:：-]?\s*(?=[\d(+])"
    r"|(?:我|我的|我们|我们家|我家|家里|你|你的|我妈|我爸|我老婆|我老公)?(?:手机号码?|电话号码?|手机尾号|生日|出生日期|门牌号|房间号|车牌号?|工号|学号|身份证(?:号)?后[六八四]位)\s*[,，:：]?\s*(?=[\d零一二三四五六七八九]))",
    _I,
)
_BELOW = pattern_cache.compile(r"(?:below|as follows|underneath|in the (?:next|following) line)\b|(?:在)?(?:下面|下方|如下)", _I)
_COLON_AFTER_ASIDE = pattern_cache.compile(r"^(?P<qual>[^\n,，:：.。]{0,40}[,，][^\n。！？；;:：=]{1,60}?)\s*(?<!\d)[:：]\s*(?P<rest>.*)$", re.S)  # (a time's colon is none: "at 3:05pm")
_MASKED_VALUE = pattern_cache.compile(r"\s*(?:[:：=]|\bis\b|是)?\s*(?:\*{4,}|•{4,}|●{4,}|·{4,}|[xX]{6,})(?![\w*•●·])")


_OPENS_WITH_END = pattern_cache.compile(r"(?:needs|opens with|unlocks with|wakes (?:up )?with)$")


def _value_after(text: str, kind: str, start: int, end: int, opens: bool = False) -> Iterator[Finding]:
    """The value after the trigger at ``start``–``end`` (``opens``: a machine's "needs"/"opens with", a
    verb that is its own connector)."""
    strict = kind == "otp_strict"  # a code's name that is also a word of other talk ("mfa", "token"): after a connector only
    kind = "otp" if strict else kind
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    rest = text[end:line_end]
    said = _SAID_FILLER.search(rest)
    if said and kind in ("pin", "otp", "password"):
        # a speaker's filler after the connector ("the PIN … is, er, four eight two seven"): the value after it
        rest = rest[: said.start("f")] + " " * (said.end("f") - said.start("f")) + rest[said.end("f") :]
    if _MASKED_VALUE.match(rest):
        return  # "password: ****** (tap to reveal)": shown masked, the secret is not in the text
    if _COMPOUND_AFTER.match(rest) and not re.match(r"\s*(?:[:：=]|is\b|是|(?:已经|已)?(?:改|换|更换|更改|设|变)(?:成|为|為))", rest):
        return
    if kind in ("password", "api_key"):
        line_start = text.rfind("\n", 0, start) + 1
        if _WIFI_CONTEXT.search(text, max(line_start, start - 80), end):
            found = _wifi_value(text, end, rest)
            if found:
                yield found
                return
    # "the password's ferry zephyr …": 's right after the word for it is its "is" (not "for Dad's Outlook:")
    m = _S_IS.match(rest) or _WITH_CONNECTOR.match(rest) or next(filter(None, (r.match(rest) for r in _RECALLED)), None) or _IT_IS_AFTER.match(rest)
    if m is None:
        # a label's colon after an aside set off by a comma: "passphrase, since we both need it: …", "2FA backup key, written
        # inside the passport cover:⏎…"
        m = _COLON_AFTER_ASIDE.match(rest)
    if m and m.group("qual").strip() and rest[m.end("qual") : m.start("rest")].strip() == "-":
        m = None  # "Wi-Fi key for BT-LKMKBB: …": a hyphen inside a name, not a connector
    if m and re.search(r"\b(?:it|they|he|she|we|i|you)\s*$", m.group("qual"), _I) and re.match(r"\s*(?:now|still)\b", rest[m.end("qual") :], _I):
        m = None  # "my password and it now needs 10 characters": the adverb of a clause of its own
    changed_to = False
    if m is None and _CHANGED_BEFORE.search(text, max(0, start - 40), start):
        m = _CHANGED_TO.match(rest)  # "changed the email password for the co-op to X"
        changed_to = m is not None
    if m and not _OTHER_FIELD.search(m.group("qual")):
        offset = end + m.start("rest")
        value_text = m.group("rest")
        if _BELOW.match(value_text) and line_end < len(text):
            # "Your API key is below. Keep it secret…⏎⏎    a6ed55ec…": the first line below that is one token
            for line in re.finditer(r"[^\n]+", text[line_end + 1 : line_end + 1 + 400]):
                token = line.group(0).strip()
                if token and " " not in token:
                    found = _parse(text, kind, line_end + 1 + line.start() + line.group(0).find(token), token, connected=True)
                    if found:
                        yield found
                        return
                    break
        if not value_text.strip() and line_end < len(text):
            # the label ends its line ("私钥（十六进制）：", "Password:"): the value is on the next one
            # that holds anything ("Enter this code within 5 minutes:⏎⏎736 282", as notifications lay it out)
            start_next = line_end + 1
            for _ in range(2):
                if text[start_next : text.find("\n", start_next) if text.find("\n", start_next) >= 0 else len(text)].strip():
                    break
                following = text.find("\n", start_next)
                start_next = following + 1 if following >= 0 else len(text)
            next_end = text.find("\n", start_next)
            next_line = text[start_next : next_end if next_end >= 0 else len(text)]
            lead = len(next_line) - len(next_line.lstrip())
            offset, value_text = start_next + lead, next_line[lead:]
        new_one = _NEW_ONE.match(value_text)  # "password — new one tapioca~tortuga~…": the new one is the value
        if new_one and new_one.end() < len(value_text):
            offset, value_text = offset + new_one.end(), value_text[new_one.end() :]
        found = _parse(text, kind, offset, value_text, connected=True)
        changed_value = text[found.start : found.end] if found else ""
        if found and changed_to and not _credential_ish(changed_value) and not strong_password_like(changed_value) and not strung_words(changed_value) and not (kind in ("pin", "combination", "lock_code", "card_code") and changed_value.isdigit()):
            found = None  # "changed the wifi password for the guests to make it easier": "to" began a purpose
        if found and re.search(r"[—–-]\s*$", rest[: m.start("rest")]) and re.fullmatch(r"[a-z]+", text[found.start : found.end]):
            found = None  # "forgot my password again — second reset": a dash goes on with the sentence
        if found:
            yield found
            return
    # A label alone on its line ("PIN", "CARD PIN", "Wi-Fi password"), the value alone on the next
    # one: the note's layout is the connector ("(post-it on the card)⏎PIN⏎7 9 9 1")
    aside = m is not None and bool(re.fullmatch(r"[ \tA-Za-z'’!,.()—–:：-]{1,24}", rest))  # "recovery key — DO NOT LOSE⏎…"
    if (m is None and not rest.strip() or aside) and line_end < len(text) and len(text[text.rfind("\n", 0, start) + 1 : start].strip()) <= 16:
        next_end = text.find("\n", line_end + 1)
        next_line = text[line_end + 1 : next_end if next_end >= 0 else len(text)]
        lead = len(next_line) - len(next_line.lstrip())
        found = _parse(text, kind, line_end + 1 + lead, next_line[lead:], connected=True) if next_line.strip() else None
        if found and kind in ("password", "wifi_password") and " " in text[found.start : found.end].strip():
            found = None  # a password on a line of its own has no spaces ("Modified October 5, 2023" is a date)
        if found and not text[found.end : line_end + 1 + len(next_line)].strip(" .!"):
            yield found  # (the whole line is the value, not the first word of a sentence)
            return
    # No connector: the value follows the trigger directly ("password haoyun3874", "验证码56149986")
    # — unless the connector came at once and what follows it is no value ("password = token").
    # "验证码……洞二五一四七": a pause, then the code; "那种数字锁，零三三五": a lock named, then its numbers
    lead = len(rest) - len(rest.lstrip(" \t:：-=…(（[【" + ("，," if kind in ("lock_code", "combination", "pin") else "")))
    direct = rest[lead:]
    if not direct and kind == "recovery_code":  # codes on the following lines
        direct, lead = text[line_end + 1 :], line_end + 1 - end
    at_once = bool(m and not m.group("qual").strip())
    # a Chinese word for it touching a Latin value is written as a label ("密码orange.kettle.pillow")
    touching = lead == 0 and bool(_CJK.match(text, end - 1)) and bool(re.match(r"[A-Za-z0-9]", direct))
    found = None if at_once else _parse(text, kind, end + lead, direct, connected=touching or opens)
    if found is None and kind in ("password", "wifi_password") and not at_once and (words := _WORDS_PASSPHRASE.match(direct)):
        if not any(w in _NOT_PASSPHRASE_WORDS or w.endswith(("ed", "ing", "ly")) for w in words.group("v").split()):
            # "Wifi: etisalat-9B7, password velvet walrus trumpet paddle.": a passphrase of random words, no connector
            found = Finding(kind, end + lead + words.start("v"), end + lead + words.end("v"), 0.75)
    if found:
        yield found
    elif kind == "otp" and not strict:
        # "steam guard code for the new laptop N2RH7 (it changes every 30s)": the code later in its clause
        clause = re.split(r"[.!?。！？\n；;(（]", rest, maxsplit=1)[0][:100]
        for token in re.finditer(r"(?<![\w-])(?P<v>(?=[A-Z]*\d)(?=\d*[A-Z])[A-Z0-9]{5,8}|\d{4,8})(?![\w-])", clause):
            if not _named_not_code(text[: end + token.start("v")]) and not _looks_like_time_or_year(token.group("v"), clause[token.end() :]) \
                    and not _NOT_CODE_AFTER.match(clause[token.end() :]):
                yield Finding("otp", end + token.start("v"), end + token.end("v"), 0.75)
                break
    elif kind in ("password", "pin"):
        # "the password is on the router, it's wk98#Lmn2": a strong password later in the sentence
        sentence = re.split(r"[.!?。！？\n]\s", rest + " ", maxsplit=1)[0][:100]
        mine = _MINE.search(sentence)  # "asks for a 6-digit PIN every time, mine's 473896"
        if mine:
            found = _parse(text, kind, end + mine.end(), sentence[mine.end() :], connected=True)
            if found:
                yield found
                return
        for token in re.finditer(r"[^\s,，;；()（）'\"“”]+", sentence):
            if strong_password_like(token.group(0).rstrip(".")):
                yield Finding("password", end + token.start(), end + token.start() + len(token.group(0).rstrip(".")), 0.7)
                return
        if kind == "pin":
            # a PIN given in brackets later in its sentence: "sent Dev's M-Pesa PIN to the group by mistake (3050)"
            bracketed = re.search(r"[(（]\s*(?P<v>\d{4,8})\s*[)）]", sentence)
            if bracketed and not _named_not_code(sentence[: bracketed.start()]):
                yield Finding("pin", end + bracketed.start("v"), end + bracketed.end("v"), 0.75)


# the user's own one, said after the word for it ("…, mine's 473896", "…，我的是 8841")
_MINE = pattern_cache.compile(
    r"(?:^|[,，;；]\s*|\band\s+)(?:mine(?:['’]s|\s+is)|my one(?:['’]s|\s+is)|我的(?:是|为)"
    # what it works out as, a number: "is dad's birthday backwards, so 416684"
    r"|(?:so|i\.e\.?|that is|即|也就是)(?=\s*[:：]?\s*[*#]?\d))\s*[:：]?\s*",
    _I,
)


_SSID_SLASH_KEY = pattern_cache.compile(r"[\w.-]{2,32}[ \t]*[/·|][ \t]*(?P<v>[^\s/·|，。；、！]{8,63})(?:\s|$|[，。,;；、！])")  # (a slash, a middle dot or a bar between)


# a key of words with spaces in it: quoted ("“anvil tundra walnut lantern”"), or said to hold its
# spaces ("plinth ember oboe harbour，有空格哦", "… (spaces included)")
_SPACED_PHRASE = pattern_cache.compile(
    r"""["“'‘「](?P<v>[A-Za-z]{2,}(?:[ ][A-Za-z0-9]{2,}){2,7})["”'’」]"""
    r"|(?P<x>[a-z]{2,}(?:[ ][a-z0-9]{2,}){2,7})(?=[，。；！？]|\s*$)"  # words in a Chinese sentence: its own punctuation ends them
    r"|(?P<y>[a-z]{3,}(?:[ ][a-z]{3,}){2,5}[ ]\d{1,4})(?=[ \t]*(?:[\n,.;!]|$))"  # a passphrase of words and a number: "pavlova kettle tulip 82"
    r"|(?P<w>[A-Za-z]{2,}(?:[ ][A-Za-z0-9]{2,}){2,7})(?=\s*(?:[(（,，]\s*)?(?:spaces? included|with (?:the )?spaces|including (?:the )?spaces|all lower ?case|all in lower ?case|all small letters|有空格|带空格|含空格|中间有空格|空格也|全小写|全部小写))",
    _I,
)


def _wifi_value(text: str, end: int, rest: str) -> Finding | None:
    """A Wi-Fi key after its trigger, with or without a connector ("key o5NAFGHS3k6jIr",
    "密码mangoblossomwinter"): any 8–63 characters that are not a word about it."""
    m = _WITH_CONNECTOR.match(rest)
    # "Network key for the printer VLAN at the office: …": what it is for, then the key
    qualified = m and (not m.group("qual").strip() or not _OTHER_FIELD.search(m.group("qual")) and len(m.group("qual")) <= 40)
    if qualified and m.group("qual").strip():
        # what looked like a qualifier is the key itself, a dash after it ("pass sleetcopper2 — please …",
        # "Wireless Key 9AGZ-L5RA-6QLB"): the key straight after its label wins
        direct = _wifi_key_at(text, end, rest)
        if direct and re.search(r"\d", key := text[direct.start : direct.end]) and re.search(r"[A-Za-z]", key):
            return direct
    offset, value_text = (end + m.start("rest"), m.group("rest")) if qualified else (end, rest)
    return _wifi_key_at(text, offset, value_text)


def _wifi_key_at(text: str, offset: int, value_text: str) -> Finding | None:
    label = re.match(r"\s*[(（][A-Za-z]{2,8}[)）]", value_text)  # "无线密码(PWD) zmm6g9bsmp"
    if label:
        offset, value_text = offset + label.end(), value_text[label.end() :]
    lead = len(value_text) - len(value_text.lstrip(" \t:：-="))
    pair = _SSID_SLASH_KEY.match(value_text[lead:])
    if pair:  # "无线：wuye-free / 0974636706": the network, then its key
        lead += pair.start("v")
    phrase = _SPACED_PHRASE.match(value_text, lead)
    group = next((g for g in ("v", "x", "y", "w") if phrase and phrase.group(g)), "w")
    if phrase and phrase.group(group).split()[0].lower() not in _STOP:
        return Finding("wifi_password", offset + phrase.start(group), offset + phrase.end(group), 0.85)
    v = _WIFI_VALUE.match(value_text[lead:])
    if not v:
        return None
    value = v.group("v").rstrip(".,;:")
    if _CJK.search(value) or is_placeholder(value) or is_reference(value) or value.lower() in _STOP:
        return None
    if " " in value and value.split()[0].lower() in _STOP:
        return None  # "Wifi password: ask Dmitri at the front desk": where to get it, in words
    if value.startswith(("http://", "https://", "www.")) or re.fullmatch(r"[a-z]+(?:ed|ing)", value):
        return None
    start = offset + lead + v.start("v")
    return Finding("wifi_password", start, start + len(value), 0.85)


_YEAR_AS_PIN = pattern_cache.compile(
    r"\s*(?:is|was|=|:|：|是|设成了?|设为|改成了?)?\s*(?:(?:our|my|her|his|their|我们的|我的|她的|他的)\s*)?(?:[\w'’-]+\s+){0,2}?"
    r"(?:year|birth ?year|birthday|anniversary|年份|生日|那年)\s*[,，:：]?\s*(?P<v>(?:19|20)\d\d)(?!\d)",
    _I,
)


# A combination's numbers as people write them: "12-34-56", "38 / 14 / 13", "26, 11, 7", "07 31 14"
_DIALLED = r"\d{1,3}(?:\s*[-–/,，]\s*\d{1,3}|[ ]\d{1,3}|\.\d{1,2}(?=\.\d|[^\d.]|$)){2,5}(?!\d|\.\d)"


def _parse(text: str, kind: str, offset: int, rest: str, connected: bool) -> Finding | None:
    """The value at the start of ``rest`` (which begins at ``offset`` in ``text``)."""
    if kind == "combination":
        m = re.match(rf"(?P<v>{_DIALLED}|\d{{4,8}}|[{_D}]{{4,8}})(?![\d{_D}])", rest) or (
            re.match(r"(?P<v>\d{3})(?!\d|[.,:]\d)(?!\s*(?:%|years?|days?|mins?|minutes|hours|km|kg|元|块|岁|天|年))", rest, _I) if _LOCK_CONTEXT.search(text) else None
        )
        return Finding("pin", offset, offset + m.end("v"), 0.85) if m else None
    if kind == "lock_code":  # a lock's numbers, dialled or typed: "571", "134083", "12-34-56"
        word = re.match(r"(?P<v>[A-Z]{4,6})(?![A-Za-z])", rest)
        if word and re.search(r"\b(?:word|letter) lock\b", text, _I):
            return Finding("pin", offset, offset + word.end("v"), 0.85)  # a word lock's letters: "CRANE"
        m = re.match(rf"(?P<v>{_DIALLED}|\d{{3,8}}|[{_D}]{{3,8}})(?!\d|[.,:]\d)(?!\s*(?:years?|yrs|days?|mins?|minutes|hours|%|元|块|岁|天|年|km|kg|quid|bucks|dollars|pounds))", rest, _I)
        return Finding("pin", offset, offset + m.end("v"), 0.85) if m else None
    if kind == "opens_with":  # a combination always; one number only beside a thing that locks
        m = re.match(rf"(?P<v>{_DIALLED}|[*#]?\d{{3,8}}#?)(?!\d|[.,:]\d)(?!\s*(?:%|(?!(?:and|then|or|plus|but|so|on|at|if|when|after|before)\b)[a-z]))", rest, _I)
        if m and (not m.group("v").strip("*#").isdigit() or _LOCK_CONTEXT.search(text)):
            return Finding("pin", offset, offset + m.end("v"), 0.85)
        said = _spelled(rest, digits_only=True) if _LOCK_CONTEXT.search(text) else 0  # "opens with three six eight two"
        return Finding("pin", offset, offset + said, 0.85) if said else None
    if kind == "card_code":
        m = re.match(r"(?P<v>\d{3,4})(?!\d)", rest)
        return Finding("pin", offset, offset + m.end("v"), 0.85) if m else None
    if kind == "otp" and connected:  # "Steam Guard: … to log in: 2N2KQ": a code of capitals, last on its line
        m = re.search(r"(?:^|[:：]\s*)(?P<v>[A-Z0-9]{5,8})[.。]?\s*$", rest)
        if m and (re.search(r"\d", m.group("v")) or not re.search(r"[AEIOU]", m.group("v"))):
            return Finding("otp", offset + m.start("v"), offset + m.end("v"), 0.85)
        # right after its connector, capitals and digits mixed: "发来的 code 是 GJMBN6，…"
        m = re.match(r"\s*(?P<v>(?=[A-Z]*\d)(?=\d*[A-Z])[A-Z0-9]{5,8}|(?=[A-Z-]*\d)(?=[\d-]*[A-Z])[A-Z0-9]{2,5}-[A-Z0-9]{2,5})(?![A-Za-z0-9])", rest)
        if m:
            return Finding("otp", offset + m.start("v"), offset + m.end("v"), 0.85)
    if kind == "pin":
        year = _YEAR_AS_PIN.match(rest)
        if year:
            return Finding("pin", offset + year.start("v"), offset + year.end("v"), 0.85)
    if kind in ("pin", "otp"):
        spelled = _spelled(rest, digits_only=True)
        if spelled:
            return Finding(kind, offset, offset + spelled, 0.9)
        repeated = re.match(r"(?P<v>[四五六七八]\s?个\s?[0-9零一二三四五六七八九])", rest)  # "六个6": 666666
        if repeated:
            return Finding(kind, offset, offset + repeated.end("v"), 0.85)
        for rx in (_CJK_DIGITS, _DIGITS):
            m = rx.match(rest)
            if m:
                if _looks_like_time_or_year(m.group("v"), rest[m.end() :]):
                    return None
                if kind == "pin" and is_postcode(text, offset, offset + m.end("v")):
                    return None  # "PIN code 560028, Bengaluru"
                # the whole token is the code: "7731-BRAMBLE" is one code, not 7731 and a word after it
                joined = _JOINED_TAIL.match(rest, m.end())
                return Finding(kind, offset, offset + (joined.end() if joined else m.end("v")), 0.9)
        keypad = _LETTERED_CODE.match(rest) if kind == "pin" else None
        if keypad:  # a keypad's letter and digits: "door code C6885", "gate: 4471B"
            return Finding("pin", offset, offset + keypad.end("v"), 0.85)
        if kind == "pin" and connected:  # a passcode may hold letters too
            return _password(text, "pin", offset, rest, connected)
        return None
    if kind == "login_with":
        m = re.match(r"\s*(?P<v>[^\s,，;；]{6,64}?)[.,;:!?]?(?=\s|$)", rest)
        value = m.group("v") if m else ""
        if value and not is_placeholder(value) and (strong_password_like(value) or _credential_ish(value)) and "@" not in value:
            return Finding("password", offset + m.start("v"), offset + m.end("v"), 0.85)
        return None
    if kind == "recovery_list":
        m = re.match(r"\s*(?P<v>(?=[A-Za-z-]*\d)[A-Za-z0-9]{3,8}(?:-[A-Za-z0-9]{3,8})?)\s", rest)
        return Finding("recovery_code", offset + m.start("v"), offset + m.end("v"), 0.85) if m else None
    if kind == "recovery_code":
        m = _CODES.match(rest)
        if m and re.search(r"\d", m.group("v")):
            stop = offset + m.end("v")
            # further lines of codes
            tail = rest[m.end() :]
            for line in tail.split("\n")[1:] if tail.startswith("\n") or tail.strip() == "" else []:
                more = _CODES.fullmatch(line.strip()) if line.strip() else None
                if not more:
                    break
                stop = offset + m.end() + tail.find(line) + len(line.rstrip())
            return Finding(kind, offset, stop, 0.9)
        return None
    if kind == "totp_secret":
        m = _BASE32.match(rest)
        if m and re.search(r"[2-7]", m.group("v")) and re.search(r"[A-Za-z]", m.group("v")):
            return Finding(kind, offset, offset + m.end("v"), 0.9)
        m = _HEX_SEED.match(rest)  # a hardware token's or a sheet's seed in hex (20 bytes for SHA-1, 32, 64)
        return Finding(kind, offset, offset + m.end("v"), 0.9) if m else None
    if kind == "api_key":
        m = _KEY_TOKEN.match(rest)
        if m:
            value = m.group("v").rstrip(".,;:")
            before = text[max(0, offset - 40) : offset]
            if before.rfind("?") > before.rfind(" "):
                value = value.split("&", 1)[0]  # a URL's query: the parameter's value ends at the next "&"
            if is_reference(value, rest[m.start("v") + len(value) :]) or is_public_value(value, text[max(0, offset - 60) : offset]):
                return None
            if _generated(value):
                return Finding(kind, offset + m.start("v"), offset + m.start("v") + len(value), 0.9)
        return None
    return _password(text, kind, offset, rest, connected)


def _letters_and_digits(value: str) -> bool:
    # a generated key of letters and digits only (many vendors' format; also hex)
    return (
        len(value) >= 20
        and bool(re.fullmatch(r"[A-Za-z0-9_-]+", value))
        and bool(re.search(r"\d", value))
        and bool(re.search(r"[A-Za-z]", value))
        and entropy(value) >= 3.3
    )


# A password spelled out in a Chinese voice transcript: "大写M、小写i、二、七、下划线", "首字母大写的
# orchid，后面跟幺九八零，最后是星号", "大写的C，小写的r-i-m-s-o-n，然后是数字四六幺六" — units of a
# letter's case, a word, digits and named symbols, joined by pauses and "然后/后面跟/最后是".
_ZH_DIGIT = "0-9" + ZH_SAID_DIGITS
# the named symbols but the one-character "点" and "杠", too common in a sentence to mark a spelling
_ZH_SYMBOLS = "|".join(sorted(ZH_SAID_SYMBOLS - {"点", "杠"}, key=lambda w: (-len(w), w)))
_ZH_SAID_UNIT = pattern_cache.compile(
    rf"(?P<letter>(?:首字母)?大写(?:的)?\s*(?:字母)?\s*[A-Za-z]+|小写(?:的)?\s*(?:字母)?\s*[A-Za-z](?:\s*-\s*[A-Za-z])*[A-Za-z]*|[A-Za-z]+(?:\s*-\s*[A-Za-z])*)"
    rf"|(?P<digit>(?:数字)?\s*[{_ZH_DIGIT}](?:[\s、]*[{_ZH_DIGIT}])*)"
    rf"|(?P<symbol>(?:一个|个)?(?:{_ZH_SYMBOLS}))"
)
_ZH_SAID_JOIN = pattern_cache.compile(r"\s*(?:[、，,；;]|\s-\s|-)?\s*(?:然后是|然后|后面跟着|后面跟|后面是|接着是|最后是|最后一个是|最后一个|最后|再加(?:一)?个|再加|加上|加一个|加|跟着)?\s*(?:数字)?\s*")


def _zh_said(rest: str) -> int:
    """Length of a password spelled in Chinese at the start of ``rest`` (0 if none): three
    units or more, with a letter or word and a digit or symbol."""
    pos = units = letters = marks = end = 0
    while pos < len(rest):
        join = _ZH_SAID_JOIN.match(rest, pos) if units else None
        if join is not None and not join.group(0):
            break  # "1Password": units glued together are one word, not a spelling
        at = join.end() if join else pos
        unit = _ZH_SAID_UNIT.match(rest, at)
        if not unit or not unit.group(0).strip():
            break
        units += 1
        letters += bool(unit.group("letter"))
        marks += bool(unit.group("digit") or unit.group("symbol"))
        pos = end = unit.end()
    said = rest[:end]
    # (a spelling with no Chinese in it is English words and digits: "on the back of the router, my number is 07700…")
    return end if units >= 3 and letters and marks and re.search(r"大写|小写|[、，,]", said) and re.search(r"[\u4e00-\u9fff]", said) else 0


def _password(text: str, kind: str, offset: int, rest: str, connected: bool) -> Finding | None:
    spelled = _spelled(rest, digits_only=False) or (_zh_said(rest) if connected and kind == "password" else 0)
    if spelled:
        return Finding(kind, offset, offset + spelled, 0.9)
    m = _CJK_DIGITS.match(rest)
    if m:
        return Finding("pin", offset, offset + m.end("v"), 0.85)
    phrase = _passphrase(rest) if connected else 0
    if phrase:
        opening = 1 if rest[:1] in "\"“'‘「" else 0  # a quoted passphrase: the words, not the quote
        return Finding(kind, offset + opening, offset + phrase, 0.8)
    m = _VALUE_TOKEN.match(rest)
    if not m:
        return None
    value = m.group("v")
    if not _CJK.match(value):
        value = _CJK.split(value, maxsplit=1)[0]  # "改成xiaohu.189了": Chinese after a Latin value goes on with the sentence
    while value and value[-1] in ".,;:。，；：" and not (len(value) > 1 and value[-2] in ".,;:"):
        value = value[:-1]
    start = offset + m.start("v")
    if not value or _CJK.search(value) or is_placeholder(value) or value.lower() in _STOP:
        return None
    after = rest[m.start("v") + len(value) :]  # after the value as cut: "Bun.env.KEY;" ends at its ";"
    if is_reference(value, after) or (connected and _STATE_WORD.fullmatch(value)):
        return None  # var.db_password, process.env.X, 1Password; "is locked", "is expiring"
    if re.fullmatch(r"=?[A-Za-z_]\w*", value) and declared(text, value.lstrip("=")):
        return None  # "Unprotect Password:=pwd" after "Dim pwd As String": the code's own variable
    if after.startswith("(") or value.startswith(("http://", "https://", "www.")):
        return None  # code (getpass.getpass("…")) or a link
    if "@" in value and re.fullmatch(r"[^@\s]+@[^@\s]+\.[a-z]{2,}", value):
        return None  # an e-mail address is the account, not the secret
    credential_like = bool(re.search(r"\d", value)) or bool(re.search(r"[^\w.-]", value)) or (
        len(value) >= 6 and value != value.lower() and value != value.upper()
    )
    if not connected and not credential_like:
        return None
    if len(value) < 4 and not re.fullmatch(r"\d{3}", value):
        return None
    confidence = 0.95 if credential_like else 0.75
    if kind == "pin" and re.fullmatch(r"\d{4,8}", value):
        return Finding("pin", start, start + len(value), confidence)
    if kind == "pin" and not re.search(r"\d", value):
        return None  # a passcode may hold letters, but a word ("pin … is Spider-Man") is none
    return Finding("password" if kind != "pin" else "pin", start, start + len(value), confidence)


# A password said aloud ("six, the word harbor, capital letter S, and dollar sign at the
# end", "all lowercase otterharbor, no spaces, then four four", "copper with a capital C,
# then nine eight eight", "big S, saturn, 22, dollar sign", "uppercase F as in Foxtrot, the
# digits 3-6-6-7 and the and-sign"): a grammar of units — a number, digits or a symbol word,
# a letter or letters joined by hyphens, a word introduced by "the word", "lowercase",
# "capital letter", or a word standing alone between commas — joined by fillers.
_SAID_FILLERS = set(
    "the a an and then followed by with letter letters no spaces space all at end symbol sign mark number "
    "in capitals caps is it's its digit digits".split()
)
_SAID_INTRODUCERS = {"word", "lowercase", "uppercase", "capital", "capitals", "letter", "lower", "upper", "small", "big"}
_SAID_NUMBERS = set(_NUMBER_WORDS) | set(
    "thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty "
    "ninety hundred double triple".split()
)


_SAID_SYMBOLS = _SPELL_SYMBOL_WORDS - _SAID_INTRODUCERS - _SAID_FILLERS
_SAID_REPLIES = {"ok", "okay", "yeah", "yep", "thanks", "cool", "sure", "done", "got", "right", "please"}
_SAID_SIGN = pattern_cache.compile(r"(?:and|at|dollar|hash|pound|percent|plus|equals)-sign")  # "the and-sign"


def _said_aloud(rest: str) -> int:
    """Length of a password spelled out in the grammar above at the start of ``rest``
    (0 if none): three units or more, with a letter or word and a digit or symbol. A word
    standing alone between commas counts only beside a word of spelling (a letter's case, a
    symbol, letters joined by hyphens): "it wants 14 characters, a symbol and …" spells nothing."""
    units = letters = marks = end = bare = 0
    literal_next = first = True
    spelling, named_after = False, 0  # a word of spelling heard; words left of "as in Foxtrot" (a letter's name)
    tokens = list(re.finditer(r"[^\s,，;]+", rest))
    for i, m in enumerate(tokens):
        if rest[end : m.start()].strip(" ,，;") and end:
            break
        word = m.group(0).lower().strip(".!?\"'“”")
        sentence_ends = m.group(0).rstrip("\"'“”").endswith((".", "!", "?")) and not re.fullmatch(r"[\d.]+", m.group(0))
        alone = (i == 0 or re.search(r"[,，;]", rest[tokens[i - 1].end() : m.start()])) and (
            i + 1 == len(tokens) or re.match(r"\s*[,，;]", rest[m.end() :])
        )
        if named_after:
            named_after -= 1
            end = m.end()
            continue
        elif word == "as" and i + 2 < len(tokens) and tokens[i + 1].group(0).lower() == "in" and units:
            named_after, end = 2, m.end()  # "F as in Foxtrot": the letter's name is no unit of its own
            continue
        elif word in _SAID_INTRODUCERS:
            literal_next = spelling = True
            end = m.end()
            first = False
            continue
        elif word in _SAID_FILLERS:
            end = m.end() if units else end
            first = False
            continue
        elif word in _SAID_NUMBERS or word in _SAID_SYMBOLS or _SAID_SIGN.fullmatch(word) or re.fullmatch(r"\d+(?:-\d+)*", word):
            units += 1
            marks += 1
            spelling = spelling or not (word in _SAID_NUMBERS or word[0].isdigit())
        elif re.fullmatch(r"[a-z](?:-[a-z])*", word):
            units += 1
            letters += 1
            spelling = spelling or "-" in word
        elif literal_next and re.fullmatch(r"[a-z]{2,24}", word) and (not first or re.match(r"\s+with a capital\b", rest[m.end():], re.I)):
            units += 1
            letters += 1
        elif alone and units and re.fullmatch(r"[a-z]{2,24}", word) and word not in _STOP | _SAID_REPLIES:
            units += 1
            letters += 1
            bare += 1
        else:
            break
        literal_next = first = False
        end = m.end()
        if sentence_ends:
            end = m.start() + len(m.group(0).rstrip(".!?\"'“”"))
            break
    if units < 3 or not letters or not marks or (bare and not spelling):
        return 0
    return len(re.sub(r"(?:[\s,，]+(?:and|then))*[\s,，.!?]*$", "", rest[:end]))  # not the "and" or the full stop after it


_LETTERED_CODE = pattern_cache.compile(r"(?P<v>(?-i:[A-Z])[ ]?\d{3,8}(?-i:[A-Z])?#?|\d{4,8}(?-i:[A-Z])#?)(?![\w-])")


def _spelled(rest: str, digits_only: bool) -> int:
    """Length of a spelled-out value at the start of ``rest`` (0 if none): digit words for
    codes; letters, digit words and symbol words for passwords (a voice transcript)."""
    if not digits_only:
        said = _said_aloud(rest)
        if said:
            return said
    pos, count, symbols, end, digits, tens = 0, 0, 0, 0, 0, False
    # "nine-three-eight-four": hyphens join digit words; a full-width comma ends the run ("four，插新卡")
    for m in re.finditer(r"[^\s\-\u3000-\u303f\uff00-\uffef]+" if digits_only else r"[^\s\u3000-\u303f\uff00-\uffef]+", rest):
        if rest[pos : m.start()].strip(" -" if digits_only else None):
            break
        word = m.group(0).lower().strip(",.\"'“”‘’「」")  # (said inside quotation marks: "Two. Six. Eight.")
        if word in _NUMBER_WORDS or (
            not digits_only and (word in _SPELL_WORDS or (len(word) == 1 and word.isalpha()))
        ):
            # the digits said: "seventy-eight twelve" is four ("78", "12"), "double four" two
            said = _DIGITS_SAID.get(word, 1)
            digits += 0 if (tens and said == 1) else said
            tens = word in _TENS_WORDS
            count += 1
            symbols += word in _SPELL_SYMBOL_WORDS or len(word) == 1
            end = m.start() + len(m.group(0).rstrip(",.\"'“”‘’「」"))
            pos = m.end()
            continue
        break
    if digits_only:
        return end if count >= 4 or (count >= 2 and digits >= 4) else 0
    return end if count >= 4 and (symbols >= 1 or count >= 6) else 0


def _passphrase(rest: str) -> int:
    """Length of a passphrase of 3+ plain words ("correct horse battery staple"), else 0."""
    words = list(re.finditer(r"[A-Za-z]{3,}", rest))
    run_end, count, pos = 0, 0, 1 if rest[:1] in "\"“'‘「" else 0
    for m in words:
        if rest[pos : m.start()].strip() or m.group(0).lower() in _STOP - {"correct", "right"}:
            break
        count += 1
        run_end = pos = m.end()
    number = re.match(r"[ ]\d{1,6}\b", rest[run_end:]) if count >= 3 else None
    return run_end + (number.end() if number else 0) if count >= 3 else 0  # "waffle cobalt heather 12"


def _looks_like_time_or_year(value: str, after: str) -> bool:
    return bool(re.fullmatch(r"(?:19|20)\d\d", value) and re.match(r"\s*(?:年|-\d|/\d)", after))


# --- Wi-Fi QR codes and credential tables -------------------------------------------

_WIFI_QR = pattern_cache.compile(r"WIFI:[^\n]*?\bP:(?P<v>(?:\\;|[^;\n])+)", _I)


def _wifi_qr(text: str) -> Iterator[Finding]:
    for m in _WIFI_QR.finditer(text) if "wifi:" in text.lower() else ():
        if not is_placeholder(m.group("v")):
            yield Finding("wifi_password", m.start("v"), m.end("v"), 0.95)


def strong_password_like(value: str) -> bool:
    """A standalone token shaped like a human-made strong password (letters, digits, symbols)."""
    if not 8 <= len(value) <= 64 or re.search(r"[\s/:]", value) or "@" in value and "." in value.split("@")[-1]:
        return False
    return bool(re.search(r"[A-Za-z]", value) and re.search(r"\d", value) and re.search(r"[!#$%^&*?+=~@]", value))


# a browser's password export, a row as it writes it: name, url, username, password[, note]
_EXPORT_ROW = pattern_cache.compile(r"(?m)^[^,\n]*,\s*\"?https?://[^,\s\"]+\"?\s*,\s*\"?(?P<user>[^,\n\"]*)\"?\s*,\s*\"?(?P<v>[^,\n\"]{4,128})\"?\s*(?:,|$)")


def _credential_rows(text: str) -> Iterator[Finding]:
    # | site | user | password | rows, "site / user / password" lines.
    if "://" in text and text.count(",") >= 3:
        for m in _EXPORT_ROW.finditer(text):
            value = m.group("v").strip()
            if m.group("user").strip() and (strong_password_like(value) or _made_up_password(value, True)) and not is_placeholder(value):
                yield Finding("password", m.start("v"), m.start("v") + len(value), 0.8)
    if "|" not in text and "\t" not in text and " / " not in text:
        return
    pos = 0
    for line in text.split("\n"):
        cells = [c for c in re.split(r"\s*\|\s*|\t+|\s+/\s+", line.strip().strip("|")) if c]
        if len(cells) >= 3:
            for cell in cells[1:]:
                cell = cell.strip()
                if strong_password_like(cell):
                    start = pos + line.find(cell)
                    yield Finding("password", start, start + len(cell), 0.75)
        pos += len(line) + 1


# The header words of a table's column of security questions and of their answers.
_QUESTION_WORDS = r"(?:security |secret |memorable )?questions?|(?:密保|安全)?问题"
_ANSWER_WORDS = r"(?:(?:security |secret )?answers?|responses?|repl(?:y|ies)|what i put|答案|密保答案|回答|填写|填的|所填)"
# A table whose header names a credential: every cell under that header holds one
# ("| site | user | pass |", "| question | answer |", tab-separated exports too).
_ANSWER_COLUMN = pattern_cache.compile(_ANSWER_WORDS, _I)
_HEADER_PARTS = pattern_cache.compile(r"\s*(?:/|&|\bor\b|或|／)\s*", _I)
_COLUMN_KINDS = [
    (pattern_cache.compile(r"(?:(?:login|account|wi-?fi|admin|user)[ _.-]?)?(?:password|passwd|pass|pwd|pw|passphrase)|密码|密碼|口令", _I), "password"),
    (pattern_cache.compile(r"(?:pin|passcode|(?:door |gate |alarm |safe |lock )?code|门禁|门禁码|门锁密码)", _I), "pin"),
    (_ANSWER_COLUMN, "security_answer"),
    (pattern_cache.compile(r"(?:api[ _-]?key|secret(?: key)?|token|access[ _-]?key|密钥|秘钥|令牌)", _I), "api_key"),
    # an expense sheet's card column: "Card used", "Payment card", "卡号" (a cell holds one when its number passes Luhn)
    (pattern_cache.compile(r"(?:(?:credit|debit|bank|payment|company)[ _-]?)?card(?:[ _-]?(?:used|number|no\.?|#))?|卡号|卡號|(?:银行|信用|借记)卡号?", _I), "card_number"),
]
# a CSV of two columns, a question and its answer ("question,response")
_QA_HEADER = pattern_cache.compile(rf"[\"']?(?:{_QUESTION_WORDS})[\"']?\s*,\s*[\"']?{_ANSWER_WORDS}[\"']?", _I)
_BOX_BORDER = pattern_cache.compile(r"[+╭╰├└┌╔╠╚][-=─━═+┬┼┴╦╬╩]+[+╮╯┤┘┐╗╣╝]")
_QUESTION_COLUMN = pattern_cache.compile(_QUESTION_WORDS, _I)


_ALIGNED_GAP = pattern_cache.compile(r"\S {2,}(?=\S)")


# a table drawn with box characters (sqlite's ".mode box", psql) or written as HTML: read as "|" rows (same length)
_BOX_BAR = str.maketrans("│┃║", "|||")
_HTML_CELL = pattern_cache.compile(r"<t[dh](?:\s[^<>\n]*)?>")
_HTML_TABLE_TAG = pattern_cache.compile(r"</t[dh]>|</?(?:tr|table|thead|tbody)(?:\s[^<>\n]*)?>")


def _as_bars(text: str) -> str:
    if "<t" in text:
        text = _HTML_CELL.sub(lambda m: "|" + " " * (len(m.group()) - 1), text)
        text = _HTML_TABLE_TAG.sub(lambda m: " " * len(m.group()), text)
    return text.translate(_BOX_BAR)


def _table_columns(text: str) -> Iterator[Finding]:
    text = _as_bars(text)  # (offsets hold)
    if "|" not in text and "\t" not in text and "," not in text and "   " not in text:
        return
    columns: dict[int, str] = {}
    question_column: int | None = None  # the column of questions whose rows each must be a security one
    named = False
    pos = 0
    for line in text.split("\n"):
        stripped = line.strip()
        # (a CSV of two columns has one comma: its header names a question and an answer, its rows follow)
        two = stripped.count(",") == 1 and (columns or _QA_HEADER.fullmatch(stripped))
        separator = "|" if "|" in stripped else "\t" if "\t" in stripped else "," if stripped.count(",") >= 2 or two else None
        if separator is None and len(_ALIGNED_GAP.findall(stripped)) >= (1 if columns else 2):
            separator = "  "  # columns lined up with blanks ("账号        密保问题            我填的")
        if _BOX_BORDER.fullmatch(stripped):
            pos += len(line) + 1
            continue  # +------+-----+: a box table's rule, between its header and its rows
        if separator is None:
            columns, pos = {}, pos + len(line) + 1
            continue
        cells = _cells(line, separator)
        if all(re.fullmatch(r":?-{2,}:?|", c) for _, c in cells):
            pos += len(line) + 1
            continue  # |---|---|
        # (a column may hold the code or where it is: "Code / where", "PIN or location")
        header = {i: kind for i, (_, c) in enumerate(cells) for part in _HEADER_PARTS.split(c) for rx, kind in _COLUMN_KINDS if rx.fullmatch(part)}
        if not columns:  # (under a header, "安全口令" is a row's question, not a column's name)
            header |= {i: kind for i, (_, c) in enumerate(cells) if i not in header and len(c) <= 12 and re.search(r"密码|密碼|口令$", c)
                       and (kind := credential_kind(c)) in ("password", "pin")}  # "取款密码", "支付密码": a credential named with what it opens
        asked = next((i for i, (_, c) in enumerate(cells) if _QUESTION_COLUMN.fullmatch(c)), None)
        if asked is not None and asked + 1 < len(cells) and asked + 1 not in header:
            # | question | what I put |: the answer stands beside a security question (a column that
            # names one outright, else each row's question must be one)
            header[asked + 1] = "security_answer"
        if asked is not None:
            named = bool(re.match(r"(?i:security|secret|memorable)|密保|安全", cells[asked][1]))
        two_named = asked is not None and any(k == "security_answer" and _ANSWER_COLUMN.fullmatch(cells[i][1]) for i, k in header.items())
        if header and len(cells) >= 2 and (separator != "," or len(cells) >= 3 or two_named):  # ("question,answer": a CSV of two)
            columns, question_column = header, (None if named else asked)
        elif separator == "|" and len(cells) == 2 and cells[1][1] and (kind := _row_kind(cells[0][1])):
            # a row that names its own value: "| Freezer logger PIN | 9690 |"
            if _cell_is_secret(kind, cells[1][1]):
                yield Finding(kind, pos + cells[1][0], pos + cells[1][0] + len(cells[1][1]), 0.8)
        elif columns:
            for i, (at, value) in enumerate(cells):
                kind = columns.get(i)
                if question_column is not None and i == question_column + 1 and not (i - 1 < len(cells) and _personal_question(cells[i - 1][1])):
                    kind = None
                if kind and value and _cell_is_secret(kind, value):
                    yield Finding(kind, pos + at, pos + at + len(value), 0.8)
        pos += len(line) + 1


# a passphrase of three to six random lowercase words ending its clause, and the words a sentence about the
# password is made of instead ("password reset link sent", "password manager app on my phone")
_WORDS_PASSPHRASE = pattern_cache.compile(r"(?P<v>[a-z]{3,10}(?: [a-z]{3,10}){2,5})(?=[ \t]*(?:[.,;!]|$))", re.M)
_NOT_PASSPHRASE_WORDS = frozenset(
    "the and for you your with not are was were has have had been will can could would should our this that these those "
    "there here they them their his her its from into onto over under about after before then than just also only still "
    "reset change manager email link sent expired required protected hint field box please same new old saved stored written "
    "card drawer fridge router back front sticker label note notes below above later soon again first usual wifi network "
    "admin guest default login account works work what when where which who how why any all some none every each "
    "one two three four five six seven eight nine ten app phone laptop page site website portal forgot lost "
    "whenever wherever whoever anyone anybody someone somebody everyone nobody anything something everything nothing "
    "always never because while until unless though although since once asks says wants needs gets keeps goes "
    "saved user users login logins same whatever ever too very really".split()
)


# a setting written as two labelled lines, its name then its value (a control panel's environment
# variables, a form: "名称：PAY_SECRET⏎值：…", "Name: DB_PASSWORD⏎Value: …")
_NAME_THEN_VALUE = pattern_cache.compile(
    r"(?m)^[ \t]*(?:名称|变量名|键名?|参数名|(?i:name|key|variable|var))[ \t]*[:：=][ \t]*(?P<k>[^\n]{1,60}?)[ \t]*\n"
    r"[ \t]*(?:值|变量值|参数值|(?i:value|val))[ \t]*[:：=][ \t]*(?P<v>[^\s][^\n]{0,199}?)[ \t]*$"
)


_ENV_PAGE = pattern_cache.compile(r"环境变量|環境變數|(?i:environment variables?|env vars?|secrets? (?:and|&) variables|config vars)")


def _named_values(text: str) -> Iterator[Finding]:
    if "\n" not in text:
        return
    for m in _NAME_THEN_VALUE.finditer(text):
        kind = _row_kind(m.group("k"))
        if kind and _cell_is_secret(kind, m.group("v")):
            yield Finding(kind, m.start("v"), m.end("v"), 0.8)
        elif kind is None and _ENV_PAGE.search(text) and re.fullmatch(r"[A-Z][A-Z0-9_]{2,60}", m.group("k")) and random_looking(m.group("v"), 24) \
                and not is_placeholder(m.group("v")):
            # an environment variable's value, random and long, on a control panel's page whatever its name ("变量名：QIANGUI_SALT⏎变量值：NLHu5Zjd…")
            yield Finding("env_file", m.start("v"), m.end("v"), 0.8)


def _personal_question(question: str) -> bool:
    """A question a security check puts: a standard one, or any question about the account
    holder's own life ("What is your father's date of birth?") — not a FAQ's "How do I reset it?"."""
    q = question.strip().strip('"\'')
    return bool(SECURITY_QUESTION.search(q)) or (q.endswith(("?", "？")) and re.search(r"\byour\b|您的?|你的", q, _I) is not None
                                                 and not re.match(r"(?i)how|why|can|should|do|does|is it|怎么|如何|为什么", q))


def _row_kind(key: str) -> str | None:
    """The secret a table row's first cell names ("Freezer logger PIN", "Admin password"), if any."""
    kind = credential_kind(key) if len(key) <= 40 else None
    return kind if kind in ("password", "pin", "wifi_password", "security_answer", "api_key", "otp") else None


def _cells(line: str, separator: str) -> list[tuple[int, str]]:
    """The cells of a table row with their offsets in the line, stripped (of quotes too, in
    a CSV export: ``"Spotify","https://…","ryan","PAR@xiaomao1974"``)."""
    body_start, body_end = 0, len(line)
    if separator == "|":  # "| a | b |": the outer bars hold no cell
        inner = line.strip()
        body_start = line.find(inner) + (1 if inner.startswith("|") else 0)
        body_end = line.find(inner) + len(inner) - (1 if inner.endswith("|") and len(inner) > 1 else 0)
    if separator == "  ":  # lined up with blanks: a cell is words set apart by single blanks
        return [(m.start(), m.group()) for m in re.finditer(r"\S+(?: \S+)*", line)]
    out, at = [], body_start
    for raw in line[body_start:body_end].split(separator):
        value = raw.strip()
        if separator == "," and len(value) >= 2 and value[0] == value[-1] == '"':
            value = value[1:-1]
        out.append((at + raw.find(value) if value else at, value))
        at += len(raw) + len(separator)
    return out


def _cell_is_secret(kind: str, value: str) -> bool:
    if is_placeholder(value) or is_reference(value) or value.lower() in _STOP or _CJK.search(value) and kind != "security_answer":
        return False
    if value in ("-", "—", "n/a", "N/A", "?") or re.fullmatch(r"\(.*\)", value):
        return False
    if kind == "api_key":  # (a key named by its variable may be any strong value: "| PAY_KEY | piiULXLXYcX25C* |")
        return random_looking(value, 16) or _letters_and_digits(value) or strong_password_like(value)
    if kind == "pin":
        return bool(re.fullmatch(r"[*#]?\d[\d #*-]{2,10}", value))
    if kind == "card_number":
        from .cards import card_in

        return bool(re.fullmatch(r"\d[\d -]{11,22}\d", value)) and card_in(value) == value
    return len(value) >= (1 if kind == "security_answer" else 4)


# "SSID: Office-Guest / WPA2: gsoV1RpMzMNE", "name JonesHouse, pass sbhahkrgpw60": on a line
# about Wi-Fi, the short labels people use for its key.
_WIFI_LABEL = pattern_cache.compile(r"\b(?:wpa2?(?:[ -]?psk)?|psk|pass|pw|pwd|key|passphrase)\b(?:\s*[:：=]|\s+is\b)?|密码|密碼", _I)


# A key line of a network's configuration (NetworkManager's keyfile, wpa_supplicant, hostapd,
# Windows' "netsh wlan show profile … key=clear" in any language): "psk=…", "关键内容 : …".
_WIFI_KEY_LINE = pattern_cache.compile(
    r"^[ \t]*(?:(?:wireless|network|wi-?fi|wlan)[ _-]?)?(?:psk|wpa[-_]?psk|wpa_passphrase|passphrase|password|pass|key[ _-]?content|key|关键内容|密钥内容|金鑰內容|密钥|密码)"
    r"[ \t]*[:=：][ \t]*(?P<v>\S.*?)[ \t]*$",
    re.M | _I,
)
_CONFIG_WIFI = pattern_cache.compile(r"\bssid\b|\[wifi|wlan|\bwpa|network=\{|hostapd|配置文件", _I)


# (a short qualifier may come first, never the network's own name: "wifi in the rescue base changed: …",
# "cottage wifi - Zeppelin813", "wifi changed → …")
_WIFI_IS = pattern_cache.compile(r"""['’]?s?(?P<q>\s+[^\n.!?;:：=→。！？；]{1,40}?)??\s*(?:(?:is|=|:|：|→|->|\s[-—–]|是|(?:changed|switched|updated)\s*[:：→]|(?:password\s+|key\s+)?(?:changed|switched|set|reset)(?:\s+it)?\s+to|改成了?|换成了?|""" + _CHANGED_NOW + r""")\s*(?:now\s+|still\s+)?)["'“‘`]?(?P<v>[^\s，。；、！？（）()「」【】《》"'“”‘’`<>|]{8,63}?)(?=["'”’`]?(?:[，。；！？]|[.,;!?]?(?:\s|$)))""", _I)


# a qualifier that names something else of the Wi-Fi than its key
_NOT_THE_KEY = pattern_cache.compile(r"\b(?:mac|ip|address|admin|network|ssid|name|called|named)\b", _I)
# after what the Wi-Fi "is", its key given apart: the value was the network's name
_WIFI_NAME_THEN_KEY = pattern_cache.compile(r"['\"”’]?\s*(?:[/|·]\s*\S|[,;，；]?\s*(?:and\s+)?(?:the\s+)?(?:password|pass|key|pw|pwd|passphrase)\b|[,，]?\s*密码)", _I)
_CHANGED_BEFORE = pattern_cache.compile(r"\b(?:changed|switched|set|reset|updated)\s+(?:the\s+|our\s+|my\s+|his\s+|her\s+)?(?:[\w'’-]+\s+){0,3}$", _I)
_CHANGED_TO = pattern_cache.compile(r"^(?P<qual>[^\n.。!?！？;；,，]{0,48}?)\s+to\s+(?P<rest>.*)$", re.S | _I)
_TO_VALUE = pattern_cache.compile(r"""\s*(?:password\s+|key\s+)?to\s+["'“‘`]?(?P<v>[^\s，。；、！？（）()「」【】《》"'“”‘’`<>|]{8,63}?)(?=["'”’`]?(?:[，。；！？]|[.,;!?]?(?:\s|$)))""", _I)


_WIFI_NEEDLES = Needles(("wi", "wlan", "ssid", "wpa", "hotspot", "router", "network", "热点", "无线", "網路", "网络", "路由", "家的网"))  # (every word _WIFI_CONTEXT reads)


# a Wi-Fi profile as Windows prints it (`netsh wlan show profile … key=clear`): its own field name
_NETSH_KEY = pattern_cache.compile(r"(?m)^[ \t]*Key Content[ \t]*:[ \t]*(?P<v>\S.{0,62}?)[ \t]*$")
# a Wi-Fi heading alone on its line, then the network's name and its key on the next two
_WIFI_BLOCK = pattern_cache.compile(
    r"(?im)^[ \t]*(?:[\w'’ ]{0,20}\s)?(?:wi-?fi|wlan|wireless|无线网?|网络)[ \t]*[:：]?[ \t]*\n[ \t]*(?P<ssid>[^\s]{2,32})[ \t]*\n[ \t]*(?P<v>[^\s]{8,63})[ \t]*(?:\n|$)"
)


def _wifi_labels(text: str) -> Iterator[Finding]:
    if "Key Content" in text:
        for m in _NETSH_KEY.finditer(text):
            if not is_placeholder(m.group("v")) and m.group("v").lower() != "absent":
                yield Finding("wifi_password", m.start("v"), m.end("v"), 0.9)
    lowered = text.lower()
    if not _WIFI_NEEDLES.found_in(lowered):
        return
    for m in _WIFI_BLOCK.finditer(text) if "\n" in text else ():
        value = m.group("v")
        if not is_placeholder(value) and value.lower() not in _STOP and (_credential_ish(value) or value.isdigit() or re.search(r"[\d_.+=!#]", value)):
            yield Finding("wifi_password", m.start("v"), m.end("v"), 0.8)
    # a config, or a block under Wi-Fi words (a router's sticker: "Network: …⏎Wireless key: …")
    if "\n" in text and (_CONFIG_WIFI.search(text) or _WIFI_CONTEXT.search(text)):
        for m in _WIFI_KEY_LINE.finditer(text):
            value = m.group("v").strip("\"'")
            if value and not (_CJK.search(value) and len(value) <= 4) and not is_placeholder(value) and len(value) >= 8 and value.lower() not in _STOP and "-" != value[:1] \
                    and not (" " in value and value.split()[0].lower() in _STOP):  # "ask Dmitri at the front desk": where to get it
                start = m.start("v") + m.group("v").find(value)
                yield Finding("wifi_password", start, start + len(value), 0.9)
    for context in _WIFI_CONTEXT.finditer(text):
        line_end = text.find("\n", context.end())
        line_end = len(text) if line_end < 0 else line_end
        # "the launch wifi is Kittiwake#2291", "wifi: BlueFinch77": what the Wi-Fi "is" is its key
        # when it is shaped like one (its name is told as "network"/"called"/"SSID")
        said = _WIFI_IS.match(text, context.end(), line_end)
        if said is None and _CHANGED_BEFORE.search(text, max(0, context.start() - 30), context.start()):
            said = _TO_VALUE.match(text, context.end(), line_end)  # "changed the home wifi to Moonlight@25"
        value = said.group("v") if said else ""
        if said and re.search(r"name|名字|名称", context.group(), _I):
            said = None  # "Wi-Fi network name is Sunrise_WLAN_55": the context itself names the network's name
        if said and said.groupdict().get("q") and _NOT_THE_KEY.search(said.group("q")):
            said = None  # "Router 的 MAC address BB:91:…", "wifi network called …": what the qualifier names is no key
        if said and _WIFI_NAME_THEN_KEY.match(text, said.end("v")):
            said = None  # "Crew Wi-Fi — LabNet-2G / copper98…", "…is LabNet-2G, password walrus…": the network, its key after
        if said and _OPEN_NETWORK.match(text, said.end("v"), line_end):
            said = None  # "Guest network is "Bell-Hub-612" — no password": the network's name, it has no key
        if said and (strong_password_like(value) or _credential_ish(value) or value.isdigit() and len(value) >= 8) and not is_placeholder(value) \
                and not _SSID_SHAPE.fullmatch(value) and value.lower() not in PASSWORD_MANAGERS and not is_reference(value):
            yield Finding("wifi_password", said.start("v"), said.end("v"), 0.8)
            continue
        # "Wi-Fi: Guesthouse-Hlid · tapioca-…": the network and its key after the heading's colon
        # (a change told before the colon: "guest WiFi 改了：…", "office wifi changed: …")
        colon = re.match(r"[ \t]*(?:(?:又|刚)?(?:改了|换了|更新了|重置了|改成)|(?i:(?:was |has been |got |just )?(?:changed|updated|reset)|is now|now))?[ \t]*[:：][ \t]*", text[context.end() : line_end])
        pair = _SSID_SLASH_KEY.match(text[: line_end] + " ", context.end() + colon.end()) if colon else None
        if pair and not is_placeholder(pair.group("v")) and (_credential_ish(pair.group("v")) or "-" in pair.group("v") or pair.group("v").isdigit() or strung_words(pair.group("v")) or _mixed_case_key(pair.group("v"))):
            yield Finding("wifi_password", pair.start("v"), pair.end("v"), 0.8)
            continue
        for label in _WIFI_LABEL.finditer(text, context.end(), line_end):
            found = _wifi_value(text, label.end(), text[label.end() : line_end])
            if found:
                yield found
                break


# --- one-time codes stated before their name (SMS) and login/password pairs -----------

_CODE_FIRST = pattern_cache.compile(
    r"(?<![\d-])(?:[A-Z]-)?(?P<v>\d{4,8})(?!\d)\s*(?:is your|is the|是您的|为您的|是你的|是)[^\n.。!！]{0,30}?"
    r"(?:verification|security|login|sign-?in|one-time|authentication|access|2fa|otp)?\s*(?:code|otp|passcode|pin|"
    r"验证码|校验码|动态码|动态密码|确认码)",
    _I,
)


_CODE_FIRST_NEEDLES = Needles(("code", "otp", "pin", "passcode", "验证码", "校验码", "动态", "确认码"))


def _codes_before_trigger(text: str) -> Iterator[Finding]:
    lowered = text.lower()
    if not _CODE_FIRST_NEEDLES.found_in(lowered):
        return
    for m in _CODE_FIRST.finditer(text):
        yield Finding("otp", m.start("v"), m.end("v"), 0.9)


_LOGIN_PAIR = pattern_cache.compile(
    r"\b(?:login|log-in|sign-?in|account|user(?:name)?|credentials?)\b\s*[:：=]?\s*[^\s/|,，]{2,64}\s*(?:/|\||,|，)\s*"
    r"(?P<v>[^\s/|,，]{4,64})|(?:账号|帐号|用户名)\s*[:：]?\s*[^\s/|,，]{2,64}\s*(?:/|\||,|，)\s*(?P<z>[^\s/|,，]{4,64})",
    _I,
)


_LOGIN_NEEDLES = Needles(("login", "log-in", "sign", "account", "user", "credential", "账号", "帐号", "用户名", "cred"))


# Where a login pair can start, in the lowercased text: every match of _LOGIN_PAIR
# starts with one of these (and none starts inside another).
_LOGIN_WORD = pattern_cache.compile(r"login|log-in|sign-?in|account|user|credential|账号|帐号|用户名")


# "creds for the staging box: kwang:Copp3r#741": user and password joined by a colon
_COLON_PAIR = pattern_cache.compile(
    r"\b(?:creds?|credentials?|log-?ins?|accounts?|账号|帐号)\b[^\n:：]{0,40}[:：]\s*[A-Za-z][\w.-]{1,30}:(?P<v>[^\s:/]{6,64})(?![\w:/])", _I
)


# a login in shorthand, user then password: "u lily_chen  p S4ffron%898", "user: kwang pw: Copp3r#741"
_SHORTHAND_PAIR = pattern_cache.compile(
    r"(?:^|(?<=[\s:：]))(?i:u|usr|user|un)[ \t]*[:=]?[ \t]+[\w.@+-]{2,40}(?:[ \t,/|]+|[ \t]*\n[ \t]*)(?i:p|pw|pwd|pass)[ \t]*[:=]?[ \t]+(?P<v>[^\s]{6,64})"
)
_SHORTHAND_WORDS = Needles((" p ", "\tp ", "\np ", " p:", "\np:", " p=", "pw"))  # the password's letter set apart, or "pw"
# a router's or a box's own admin user, then its password: "admin:AcornUmberNimble82#"
_ADMIN_PAIR = pattern_cache.compile(r"(?<![\w.@/-])(?i:admin|root|administrator)\s?:\s?(?P<v>[^\s:/]{8,64})(?![\w:/])")
# signing in as someone with a password: "Log in as bea@parish.org.uk with #Nightjar6673"
_AS_WITH = pattern_cache.compile(
    r"\b(?:log(?:ged|ging)?[ -]?in(?:to\b[^\n]{0,30}?)?|sign(?:ed|ing)?[ -]?in)\s+as\s+\S{2,64}\s+(?:with|using|and)\s+(?:(?:the\s+)?(?:password|pw)\s+)?(?P<v>[^\s,;]{6,64})", _I
)
# a device opened with a password: "the house laptop is unlocked with Zeppelin2890="
_UNLOCKED_WITH = pattern_cache.compile(
    r"\b(?:laptop|computer|pc|mac|macbook|imac|phone|iphone|tablet|ipad|desktop|screen|kindle|account)\b[^.\n]{0,30}?\bunlock(?:ed|s)?\s+with\s+(?P<v>[^\s,;]{6,64})", _I
)
# (pattern, a word each of its matches holds, whether a weaker, credential-ish value will do: a
# bare "admin:" pair needs a password plainly shaped as one)
_TOLD_LOGINS = ((_ADMIN_PAIR, ("admin", "root"), False), (_AS_WITH, (" as ",), True), (_UNLOCKED_WITH, ("unlock",), True))
_COLON_PAIR_WORDS = Needles(("cred", "log", "account", "账号", "帐号"))  # any match of _COLON_PAIR holds one

# "me: tchen@proton.me and sherbet-teapot-tangerine-parsnip" (asked for a login): an address, then its password
_MAIL_THEN_PASSWORD = pattern_cache.compile(
    r"(?P<u>[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?<=[:：] )[\w.-]{2,30})\s*(?:and|&|/|\||,|，|;)\s*(?:(?:password|pw|pwd|密码)\s*[:：]?\s*)?(?P<v>[^\s,，。;；()（）]{6,64})", _I
)


def _login_pairs(text: str) -> Iterator[Finding]:
    # "login: jsmith82 / Sunset#2019", "账号 abc / Pass#123": the second half is the password.
    lowered = text.lower()
    if _SHORTHAND_WORDS.found_in(lowered):  # (one look before the slower pattern)
        for m in _SHORTHAND_PAIR.finditer(text):
            value = m.group("v").rstrip(".,;!?。，")
            if not is_placeholder(value) and (strong_password_like(value) or _credential_ish(value)):
                yield Finding("password", m.start("v"), m.start("v") + len(value), 0.8)
    for pattern, words, weak_ok in _TOLD_LOGINS:
        if not any(w in lowered for w in words):
            continue
        for m in pattern.finditer(text):
            value = m.group("v").rstrip(".,;!?。，") if not strong_password_like(m.group("v")) else m.group("v").rstrip(".")
            if is_placeholder(value) or is_reference(value) or re.fullmatch(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", value):
                continue
            if strong_password_like(value) or (weak_ok and _credential_ish(value)):
                yield Finding("password", m.start("v"), m.start("v") + len(value), 0.8)
    if not _LOGIN_NEEDLES.found_in(lowered):
        return
    if "@" in text or "login" in lowered:
        for m in _MAIL_THEN_PASSWORD.finditer(text):
            value = m.group("v").rstrip(".!?")
            if is_placeholder(value) or is_reference(value) or re.fullmatch(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", value):
                continue  # an address, not its password
            mail = "@" in m.group("u")  # a reply turn's "admin2 and marSHBramble%01": only a password plainly shaped as one
            if strong_password_like(value) or mail and (_credential_ish(value) or strung_words(value) or PASSPHRASE_SHAPE.fullmatch(value)):
                yield Finding("password", m.start("v"), m.start("v") + len(value), 0.8)
    for m in _COLON_PAIR.finditer(text) if _COLON_PAIR_WORDS.found_in(lowered) else ():
        value = m.group("v").rstrip(".,;!?。，")
        if re.search(r"@[\w-]+\.[a-z]{2,}", value):
            continue  # user:pass@host is a URL's, read with URLs
        if not is_placeholder(value) and (strong_password_like(value) or _credential_ish(value)):
            yield Finding("password", m.start("v"), m.start("v") + len(value), 0.8)
    for m in _login_matches(text, lowered):
        group = "v" if m.group("v") else "z"
        value = m.group(group)
        if not is_placeholder(value) and (strong_password_like(value) or (_credential_ish(value) and len(value) >= 6)):
            yield Finding("password", m.start(group), m.end(group), 0.8)


# "admin / Marigold8203!", "deploy / Willow01@": a user name and a password written as a
# pair, with no word for either — the right half has to look like a password on its own.
_SLASH_PAIR = pattern_cache.compile(r"(?<![\w/.:-])(?P<u>[A-Za-z][\w.@+-]{1,40})[ \t]+(?P<sep>/|—|–)[ \t]+(?P<v>[^\s/|,，;；()（）]{6,64})")
# a user name as accounts have them: an e-mail address, a handle with a digit, a dot or an underscore, a system's own
_ACCOUNT_SHAPE = pattern_cache.compile(r"[^@\s]+@[^@\s]+\.[a-z]{2,}|(?=[\w.-]*[\d._])[A-Za-z][\w.-]{2,40}|admin|root|administrator|管理员", _I)
# "box office terminal -> rota.admin:Crumpet*2009", "— admin:velvet.drover…": a login as one token, account then password
_COLON_PAIR = pattern_cache.compile(r"(?:^|(?<=[\s>→—–(]))(?P<u>[A-Za-z][\w.@+-]{1,40}):(?P<v>[^\s:/@]{6,64})(?=[\s.,;)，。]|$)")
# a setting's key or a digest's algorithm before the colon: "user.name:Kevin2024", "SHA256:xzv6…"
_CONFIG_KEY = pattern_cache.compile(r"(?:^|[._-])(?:name|user(?:name)?|e-?mail|id|host|port|path|url|key|title|version)$|^(?:sha-?\d*|md5|blake2?[bs]?\d*|crc\d*)$", _I)
_NOT_A_USER = {"and", "or", "yes", "no", "on", "off", "true", "false", "in", "out", "up", "down", "either", "this", "that"}


def _overlapping(pattern: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """Matches of a pair pattern that may share a side ("Crew Wi-Fi — LabNet-2G / copper98…": the
    network is the right side of one pair and the left of the next)."""
    pos = 0
    while (m := pattern.search(text, pos)) is not None:
        yield m
        pos = m.start("v") if m.start("v") > pos else m.end()


def _slash_pairs(text: str) -> Iterator[Finding]:
    if " / " not in text and "\t/" not in text and " — " not in text and " – " not in text:
        return
    for m in _overlapping(_SLASH_PAIR, text):
        user, value = m.group("u"), m.group("v").rstrip(".,;:!?。，") if not strong_password_like(m.group("v")) else m.group("v")
        if user.lower() in _NOT_A_USER or is_placeholder(value) or is_reference(value):
            continue
        strong = strong_password_like(value)
        mixed = len(value) >= 8 and _credential_ish(value) and value != value.lower() and not value.isupper()
        line_start, line_end = _line_bounds(text, m.start(), m.end())
        # "WiFi: NETGEAR67 / et1ury4tz4", "爸妈家的网：BT-Hub7-YZUC / jiayouxingfu": a network and its key
        # (a network's name has capitals or digits; a key may be letters only)
        network = re.search(r"[A-Z0-9]", user) and len(value) >= 8 and re.fullmatch(r"[a-z]+", value)
        wifi = len(value) >= 8 and (_credential_ish(value) or network) and _WIFI_CONTEXT.search(text, line_start, line_end)
        if m.group("sep") != "/" and not strong:
            continue  # "admin — Tangtang@100908": a dash pairs a name with a password only when it is plainly one
        # an account's name, then a password as people make them: "hamish.g@…studio / frosty-amber-nimble-trowel", "admin / jiahui.0303"
        made = _ACCOUNT_SHAPE.fullmatch(user) and (strung_words(value) or _made_up_password(value, True))
        if strong or mixed or wifi or made:
            kind = "wifi_password" if wifi else "password"
            yield Finding(kind, m.start("v"), m.start("v") + len(value), 0.75)


# A variable set for a program by a command or a .env line ("heroku config:set COOKIE_SEAL=…",
# "把这行加到 .env 里：PAYMENT_SIGN=…"): what is set there is a secret whatever the key is
# called, when the value is generated or shaped as a password (a hex value too: a signing key)
_ENV_SETTING = pattern_cache.compile(
    # (or a compose file's list of them: "environment:⏎  - SEAL=…")
    r"(?:\.env\b[^\n=]{0,30}?[:：][ \t]*|\b(?:config:set|secrets?[ \t]+set|env[ \t]+(?:set|add)|setenv|export)[ \t]+(?:[^\n=]*?[ \t])?|(?m:^)[ \t]*-[ \t]+)"
    r"(?P<key>[A-Z][A-Z0-9_]{2,60})=(?P<q>['\"]?)(?P<v>[^\s'\"，。；、！？）」】\u3400-\u9fff]{6,200})(?P=q)"
)
_ENV_WORDS = Needles(("env", "set", "export"))  # (".env" and "config:set" hold them)
# the heading of a console's page of variables, and its rows: a name in capitals, a wide gap, the value
_ENV_TABLE_HEADING = pattern_cache.compile(r"环境变量|環境變數|\benv(?:ironment)?[ \t]+var(?:iable)?s\b|\bconfig[ \t]+vars\b|\.env\b", re.I)
_ENV_COLUMNS = pattern_cache.compile(
    r"(?m)^[ \t]*(?P<key>[A-Z][A-Z0-9_]{2,60})(?:[ \t]{2,}|\t)(?P<v>[^\s'\"，。；、！？）」】\u3400-\u9fff]{6,200})[ \t]*$"
    # …or a table's row of them, in pipes: "| SHITANG_PAY_SALT | qk1m… |"
    r"|^[ \t]*\|[ \t]*(?P<key2>[A-Z][A-Z0-9_]{2,60})[ \t]*\|[ \t]*`?(?P<v2>[^\s|`'\"，。；、！？）」】\u3400-\u9fff]{6,200})`?[ \t]*\|"
)


def _colon_pairs(text: str) -> Iterator[Finding]:
    if ":" not in text:
        return
    for m in _COLON_PAIR.finditer(text):
        user, value = m.group("u"), m.group("v").rstrip(".,;!?。，")
        if user.lower() in _NOT_A_USER or not _ACCOUNT_SHAPE.fullmatch(user) or value.isdigit() or is_placeholder(value) or is_reference(value) \
                or _CONFIG_KEY.search(user):
            continue  # (a port, a time, a ratio: digits after the colon; a setting's key: "user.name:Kevin2024")
        if strong_password_like(value) or strung_words(value) or _made_up_password(value, True):
            yield Finding("password", m.start("v"), m.start("v") + len(value), 0.75)


# a value offered to try ("Tunde: try quartz#016" … "that worked"), or named after it ("i.e. M4rimbaba5al7. —
# that's the shop iPad password now"): made as people make passwords, it is one
_TRY_VALUE = pattern_cache.compile(r"(?:^|(?<=[\s:：]))(?:try|use)\s+(?P<v>[^\s,;，；()（）'\"“”]{6,64})(?:\s+instead\b)?", _I)
_WORKED = pattern_cache.compile(r"\b(?:that|it)\s+worked\b|\bgot in\b|\blogged in\b|\bwe['’]re in\b|\b(?:password|passcode|login|wi-?fi|pin)\b|登上了|进去了|密码", _I)
_NAMED_AFTER = pattern_cache.compile(
    r"(?<![^\s:：(（\[])(?P<v>[^\s,;，；()（）'\"“”]{6,64}?)[.,]?\s*[—–-]+\s*(?:that['’]s|that is|it['’]s|which is)\s+(?:the|my|our|his|her|their)\s+(?:[\w'’-]+\s+){0,3}(?:password|passcode|pin|login|wi-?fi(?:\s+password)?)\b",
    _I,
)


def _offered_as_password(value: str) -> bool:
    """Shaped only as a password is, not as a product and its version ("Python3.12", "Chrome2024"):
    symbols among letters and digits, words strung, two capitalised words run into a number, or random."""
    camel = re.search(r"[A-Z][a-z]+[A-Z][a-z]+", value) and re.search(r"\d", value)
    return bool(strong_password_like(value) or strung_words(value) or camel or (random_looking(value, 10) and re.search(r"\d", value)))


def _tried_or_named_after(text: str) -> Iterator[Finding]:
    lowered = text.lower()
    if "try" in lowered or "use" in lowered:
        worked = _WORKED.search(text)
        for m in _TRY_VALUE.finditer(text) if worked else ():
            value = m.group("v").rstrip(".")  # (a "!" or "?" touching it may be its last character)
            if not is_placeholder(value) and not is_reference(value) and _offered_as_password(value):
                yield Finding("password", m.start("v"), m.start("v") + len(value), 0.75)
    if "that" in lowered or "it" in lowered or "which" in lowered:
        for m in _NAMED_AFTER.finditer(text):
            value = m.group("v").rstrip(".")  # (a "!" or "?" touching it may be its last character)
            if not is_placeholder(value) and (strong_password_like(value) or strung_words(value) or _made_up_password(value, True)):
                yield Finding("password", m.start("v"), m.start("v") + len(value), 0.75)


# "it", changed to a value, later in the sentence that named a password or a PIN: "The password on the
# sticker stopped working, so I changed it on June 11 to Biscuit-66" (the pronoun is the credential)
_CHANGED_IT_TO = pattern_cache.compile(
    r"\b(?:changed|set|reset|switched|updated)\s+it\b(?:\s+(?:on|last|this|yesterday|again|back)\b[^.!?\n,;]{0,24}?)?\s+to\s+[\"'“‘`]?(?P<v>[^\s\"'“”‘’`,;]{4,63}?)(?=[\"'”’`]?(?:[.,;!?]?(?:\s|$)))",
    _I,
)


# where a sentence ends: a stop and a space in Latin script, a Chinese stop, a new line
_SENTENCE_END = pattern_cache.compile(r"[.!?](?:\s|$)|[。！？\n]")


def _changed_it_to(text: str, triggers: list[tuple[str, int, int]]) -> Iterator[Finding]:
    """``triggers``: the text's trigger words, as ``scan_natural`` read them."""
    if " it " not in text and " it\t" not in text:
        return
    for kind, start, end in triggers:
        if kind not in ("password", "pin", "combination", "lock_code"):
            continue
        sentence_end = _SENTENCE_END.search(text, end)
        window = text[end : sentence_end.start() if sentence_end else end + 240]
        for m in _CHANGED_IT_TO.finditer(window):
            value = m.group("v")
            if is_placeholder(value) or is_reference(value):
                continue
            if (kind == "password" and (_offered_as_password(value) or _credential_ish(value))) or (kind != "password" and re.fullmatch(r"\d{4,8}", value)):
                yield Finding("password" if kind == "password" else "pin", end + m.start("v"), end + m.start("v") + len(value), 0.8)


# a credential said changed, and the new one given in a later sentence: "今天把密码改了，原来那个用了五年。
# 新的是Zhaolei0419", "Reset my bank password. The new one is …"
_CHANGED_NOW = pattern_cache.compile(r"\b(?:changed|reset|updated|new)\b|改了|换了|改掉|重置|重设|更新了", _I)
_NEW_ONE_OPENS = pattern_cache.compile(r"(?:^|(?<=[。.!！?？;；\n]))\s*(?:新的|新密码|(?:the\s+)?new\s+one)\s*(?:是|为|is|['’]s)?\s*[:：]?\s*", _I)


def _new_one_after_change(text: str, triggers: list[tuple[str, int, int]]) -> Iterator[Finding]:
    for kind, start, end in triggers:
        if kind != "password":
            continue
        sentence_end = _SENTENCE_END.search(text, end)
        if not sentence_end or not _CHANGED_NOW.search(text, max(0, start - 30), sentence_end.start()):
            continue
        after = sentence_end.end()
        m = _NEW_ONE_OPENS.search(text, after, min(len(text), after + 160))  # (the first sentence after that opens so)
        found = _parse(text, kind, m.end(), text[m.end() :], connected=True) if m else None
        if found and (strong_password_like(text[found.start : found.end]) or _credential_ish(text[found.start : found.end])):
            yield found


# a code that came as a message, told by its arrival: "the app wanted a code. It arrived as 500-106 but…"
_ARRIVED_AS = pattern_cache.compile(
    r"\b(?:it|the code|the text|the sms|the message|one)\s+(?:finally\s+)?(?:arrived|came(?:\s+through|\s+in)?|showed up|popped up)\s+as\s+"
    r"(?P<v>\d{3}[ -]\d{3}|\d{2}[ -]\d{2}|\d{4,8})(?![\d-])",
    _I,
)


def _code_arrived(text: str) -> Iterator[Finding]:
    if " as " not in text:
        return
    for m in _ARRIVED_AS.finditer(text):
        if re.search(r"\b(?:code|otp|passcode|verification)\b|验证码", text[max(0, m.start() - 160) : m.start()], _I):
            yield Finding("otp", m.start("v"), m.end("v"), 0.8)


def _env_settings(text: str) -> Iterator[Finding]:
    settings: list[re.Match[str]] = []
    if _ENV_TABLE_HEADING.search(text):
        settings += _ENV_COLUMNS.finditer(text)  # a console's table of variables, read off a screenshot: "GUQIN_LESSON_SIGN  VDr7b64C…"
    if "=" in text and _ENV_WORDS.found_in(text.lower()):
        settings += _ENV_SETTING.finditer(text)
    for m in settings:
        group = "v" if m.group("v") else "v2"  # (a table row in pipes holds the second pair)
        value, key, at = m.group(group), m.group("key" if group == "v" else "key2"), m.start(group)
        if public_key_name(key) or is_placeholder(value) or is_reference(value) or value.startswith(("$", "http")):
            continue
        if random_looking(value, 12) or strong_password_like(value) or re.fullmatch(r"[0-9a-fA-F]{32,}", value):
            yield Finding("api_key", at, at + len(value), 0.85)


def _login_matches(text: str, lowered: str) -> Iterator[re.Match[str]]:
    """``_LOGIN_PAIR.finditer(text)``, faster ("user" is in every memory's front matter,
    and the case-insensitive pattern is slow to scan): it is tried only where a keyword
    starts, found in the lowercased text — unless lowercasing moved offsets ("İ"), or
    the text holds a letter the pattern takes for an ASCII one that lowercasing does
    not turn into it (long s, dotless i)."""
    if len(lowered) != len(text) or "ſ" in text or "ı" in text:
        yield from _LOGIN_PAIR.finditer(text)
        return
    end = 0
    for word in _LOGIN_WORD.finditer(lowered):
        if word.start() < end:
            continue
        m = _LOGIN_PAIR.match(text, word.start())
        if m:
            end = m.end()
            yield m


# === a made-up password by its shape, in a clause about a credential ==========
#
# How people hand a password over varies without end ("the laptop opens with X", "changed
# the login from the cat's name to X", "pass 是 X，月底前有效", "密码改成X了"); what does
# not vary is the topic of the clause and the shape of the token: letters and digits
# mixed the way people make passwords up (a capital or a symbol inside, or a word with a
# number after it), none of the shapes of public strings (a path, an address, a version,
# a date). Only a clause naming a credential before the token counts.
_CREDENTIAL_TOPIC = pattern_cache.compile(
    r"\b(?:pass(?:word|wd|phrase|code)?s?|pwd|pw|log[- ]?ins?|sign[- ]?in|admin|credentials?|opens with|unlocks? with|wi-?fi (?:one|key|code)|accounts?|reused|re-used|changed it to)\b|跟我[^，,。\n]{0,10}?(?:那个|的)?一样"
    r"|\b(?:locked out|reset (?:it|mine|my \w+)|new one)\b"  # "they reset it and I picked X", "locked out again. New one: X"
    # where a password is written down to be typed: a sticky note on the screen, a card under the keyboard
    r"|\b(?:sticky(?: note)?|post-?it(?: note)?|sticker on the (?:monitor|screen|laptop|pc|computer))\b|便利贴|便签|便條|贴在(?:显示器|屏幕|电脑)"
    r"|密码|密碼|口令|登录密|开机|重置",
    _I,
)
_CLAUSE_END = pattern_cache.compile(r"[。！？；;\n]|[.!?](?:\s|$)")  # "galaxy!parsnip13": a "!" inside a token ends nothing
# (Chinese may touch it; an "@" may end it when no address follows: "Meadow2136@")
_SHAPED = pattern_cache.compile(r"(?<![A-Za-z0-9_@./:+%#$&*!=~^?-])[A-Za-z0-9][A-Za-z0-9!#$%^&*?+=~@_.-]{4,62}(?:[A-Za-z0-9!#$%^&*?+=~_]|@(?![\w.-]))")
_TOPIC_WINDOW = 60  # characters between the credential word and the token
# From a credential word to what it is: "… for the school portal is ", "'s ", ": ".
# ("the login for the gym app is …", "the iMac login, it's …")
_SAID_CONNECTOR = pattern_cache.compile(r"(?:\s+(?:for|on|of)\s+(?:the\s+|my\s+|our\s+)?[\w' -]{1,30}?)?(?:\s+(?:is|was)|['’]s|\s*[:：=]|\s*,\s*(?:it|that)(?:['’]s|\s+is))\s+", _I)


# the words a credential's clause holds: one scan of the text before the clause's reading
_SAID_NEEDLES = Needles(
    ("pass", "pw", "log", "sign", "admin", "credential", "opens", "unlock", "wi", "密", "口令", "开机", "locked out", "reset", "new one", "重置", "account", "reused", "re-used", "changed it", "一样", "sticky", "post", "sticker", "便", "贴在")
)  # fmt: skip


# a token named as something else in the clause: "user 是 quentin75", "item 'Unit4-Staff'"
_NAMED_AS_OTHER = pattern_cache.compile(r"(?:\b(?:user(?:name)?|login|id|item|entry|vault|network|ssid)|用户名|账号|帐号)\s*(?:是|为|[:：=])?\s*['\"‘“]?$", _I)


def _manager_named(before: str) -> bool:
    """Whether the words before a token name a password manager ("-> 1Password, vault 'Club', item …")."""
    lowered = before.lower()
    return any(name in lowered for name in PASSWORD_MANAGERS if len(name) > 3)


def _shaped_in_credential_clause(text: str) -> Iterator[Finding]:
    lowered = text.lower()
    if not _SAID_NEEDLES.found_in(lowered):
        return
    for topic in _CREDENTIAL_TOPIC.finditer(text):
        if _MASKED_VALUE.match(text, topic.end()):
            continue  # shown masked: what follows is about it (its network, its note), not it
        stop = _CLAUSE_END.search(text, topic.end())
        # "…: Kestrel2492!   <- new": a "!" or "?" touching a token may be its last character
        glued = stop is not None and text[stop.start()] in "!?" and text[stop.start() - 1 : stop.start()].isalnum()
        end = min(stop.start() + glued if stop else len(text), topic.end() + _TOPIC_WINDOW)
        password_word = bool(re.match(r"pass|pw|密|口令", topic.group(), _I))
        # an account, a password reused or "changed it to": words that name no credential alone
        account = bool(re.match(r"account|re-?used|changed it to|跟我|sticky|post-?it|sticker|便|贴在", topic.group(), _I))
        said = _SAID_CONNECTOR.match(text, topic.end(), end)
        if said and _said_aloud(text[said.end() :]):  # "the login for the gym app is six, the word harbor, …"
            yield Finding("password", said.end(), said.end() + _said_aloud(text[said.end() :]), 0.75)
            continue
        for m in _SHAPED.finditer(text, topic.end(), end):
            value = m.group().rstrip(".")
            if re.match(r"\s*/\s*\S", text[m.start() + len(value) :]):
                continue  # "login: jsmith82 / …": the user of a pair (the pair's own rule takes the password)
            # an account alone names no credential: only a token that could be nothing else is one
            # ("For the Xero account I used the same as the bank one, Blizzard1985!")
            if not account:
                made_up = _made_up_password(value, password_word)
            elif re.match(r"account|sticky|post-?it|sticker|便|贴在", topic.group(), _I):
                made_up = strong_password_like(value) or strung_words(value)
            else:  # "reused my Gmail one, IglooXylophone2007": said of a password, though not by name
                made_up = _made_up_password(value, True)
            if made_up and text[m.start() + len(value) : m.start() + len(value) + 1] != "(" and not _named_not_given(text, topic.start(), m.start()) and not _NAMED_AS_OTHER.search(text, max(topic.end(), m.start() - 16), m.start()) \
                    and not _manager_named(text[topic.end() : m.start()]):
                yield Finding("password", m.start(), m.start() + len(value), 0.7)
                break


def _made_up_password(value: str, password_word: bool) -> bool:
    """``password_word``: the clause says "password" (not only "login"), where a word with
    a number glued on is a password rather than a user name."""
    if not 6 <= len(value) <= 64 or is_placeholder(value) or is_reference(value):
        return False
    if "@" in value and "." in value.split("@")[-1] or re.fullmatch(r"v?\d+(?:\.\d+)+\w*", value):
        return False  # an e-mail address, a version
    if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*_[A-Za-z0-9_]*=\S*", value):
        return False  # "PASSWORD_MIN_LENGTH=8": a config line, its key read by name elsewhere
    letters, digits = re.search(r"[A-Za-z]", value), re.search(r"\d", value)
    symbol = re.search(r"[!#$%^&*?+=~@_]", value)
    if not letters or value.lower() in PASSWORD_MANAGERS:
        return False
    mixed_case = value != value.lower() and value != value.upper()
    if digits and (symbol or mixed_case):
        return True
    # a word and a number glued together ("xuming1982", "TigerOtter76"), or letters with a symbol inside
    glued = password_word and re.fullmatch(r"[A-Za-z]{4,}[._]?\d{2,}", value) and not value.isupper()  # ("jiahui.0303": a name and a date)
    if strung_words(value):
        return True  # "cactus-juniper-mango3", "xiaoyu.paprika72": words strung together, as a generator makes them
    return bool(glued) or bool(
        symbol and mixed_case and len(value) >= 8
    )


def _named_not_given(text: str, topic: int, token: int) -> bool:
    """The token is what the credential belongs to, not the credential: "the login for
    Netflix2 …", "password manager 1Password", "my Bitwarden entry Bank2024"."""
    between = text[topic:token].lower()
    return bool(re.search(r"\b(?:for|of|to the|manager|entry|vault|under|called|named|user(?:name)?|account|id)\s*[:：]?\s*$", between))


def _mixed_case_key(value: str) -> bool:
    """Letters alone, but cased as a generator cases them ("EmEwuPQKMWNq"), not as a word is."""
    return len(value) >= 10 and value.isalpha() and len(re.findall(r"[a-z][A-Z]|[A-Z]{2}[a-z]", value)) >= 2


def _credential_ish(value: str) -> bool:
    return bool(re.search(r"\d", value) and re.search(r"[A-Za-z]", value) and not re.fullmatch(r"[a-z]+\d{1,2}", value))


# === codes by their shape: one-time codes, recovery-code lists, TOTP seeds ====
#
# Codes by their shape and the words around them, wherever the sentence puts them:
#
# * one-time codes as services and people phrase them — "Use 249003 to verify…",
#   "576576（京东登录验证码）", "code 是 620 937", "asked me to read out 249139";
# * recovery / backup code lists — one per line, bulleted, numbered, in columns, in groups
#   ("0333 8806", "wvkt-asmc", "950b1-1f9eb") — a block of same-shaped codes under words
#   that name them;
# * TOTP seeds — base32 (A–Z, 2–7), raw or in groups of four ("VDHX 5Y25 Y3YE KRIG"),
#   next to a word for a key or an authenticator.
#
# Numbers that are not codes — postcodes, orders, rooms, prices, steps, phone numbers,
# the last four digits of a card — are kept out by the words next to them.


# --- one-time codes ----------------------------------------------------------------

# A code: 4–8 digits, plain or in two or three groups ("620 937", "6616 12", "12-34-56"),
# optionally behind a service letter ("G-526774"); not part of a longer number, a
# decimal, a date, a time, an amount or an identifier.
# (The pattern opens with a digit, so the engine skips to digits; what may stand before
# the first one is checked after it. "5 2 3 6 0 1": a code read out digit by digit.)
_OTP_NUMBER = pattern_cache.compile(
    r"\d(?<![A-Za-z0-9_.,:/#$£€¥₹+*]\d)(?<!\d[ -]\d)"
    r"(?:\d{2}[ -]\d{3}|\d{3}[ -]\d{2}(?:\d{2})?|\d[ -]\d{3,4}|\d[ -]\d{2}(?![ -]?\d)|\d[ -]\d{2}[ -]\d{2}|\d{3,7}|(?: \d){3,7}|(?:-\d){3,7}"
    r"|\d{2}(?:[.·]|[ ]?[–—][ ]?|[ ]-[ ])\d{3})"  # split in two as notifications print it: "183.259", "182 – 695", "729·275"
    r"(?![A-Za-z0-9_%]|[.,:/-]\d|[ -]\d)"
)
# What may stand before a code that is a message of its own: a bullet, a chat speaker.
_LINE_PREFIX = pattern_cache.compile(r"\s*(?:[-*•>]\s*)?(?:\[[^\]\n]{1,24}\]\s*)?(?:[\w\u4e00-\u9fff .'-]{1,20}[:：])?\s*$")
_SERVICE_PREFIX = pattern_cache.compile(r"(?<![A-Za-z0-9])[A-Z]{1,2}-$")
# Words that name a one-time code by themselves.
_OTP_STRONG = pattern_cache.compile(
    r"verif(?:y|ied|ies|ying|ication)|\bconfirm (?:your|the|it's you)|one[- ]time|\botps?\b|passcode|\b2fa\b|\bmfa\b|"
    r"two[- ]factor|2-step|two-step|\bvalid (?:for )?\d{1,2}\s*(?:min|minutes|mins)\b|(?:security|sign[- ]?in|log[- ]?in|login|auth(?:entication)?|access|sms|text(?:ed)?)"
    r"[ -]code|验证码|驗證碼|校验码|校驗碼|动态码|動態碼|动态密码|短信码|确认码|登录码|登入码|安全码|"
    # the same words in the languages services text them in abroad (accents often dropped by an SMS)
    r"c[oó]digo (?:de )?(?:verifica[cç][aã]o|confirma[cç][aã]o|seguran[cç]a|acesso|verificaci[oó]n|confirmaci[oó]n|seguridad|acceso|autoriza[cç][aã]o)|"
    r"code de (?:v[ée]rification|confirmation|s[ée]curit[ée])|(?:best[äa]tigungs|verifizierungs|sicherheits|anmelde)code|"
    r"codice (?:di )?(?:verifica|conferma|sicurezza)|kod (?:weryfikacyjny|potwierdzaj[aą]cy|sms|jednorazowy|autoryzacyjny)|"
    r"do[gğ]rulama kodu|onay kodu|g[üu]venlik kodu|kode (?:verifikasi|otp|konfirmasi|keamanan)|engangskode|bekreftelseskode|"
    r"(?:verifiserings|sikkerhets|bekr[æa]ftelses)kode|sta[ðd]festingark[óo][ðd]i|인증\s?번호|인증\s?코드|認証コード|確認コード|"
    r"รหัสยืนยัน|รหัส\s?otp|код подтверждения|одноразовый код",
    _I,
)
# Words that make a number a code only together with the word "code" (or 码).
_OTP_WEAK = pattern_cache.compile(
    r"\bsign(?:ing)?[- ]?in\b|\blog(?:ging)?[- ]?in\b|\blogin\b|\btext(?:ed)?\b|\bsms\b|\bexpir(?:e|es|ed|y)\b|"
    r"\b(?:don'?t|do not|never) share\b|\bscam\b|\bcaller\b|\bfraud|\bsent (?:me|you)\b|\bsa(?:id|ys)\b|\blogged in\b|"
    r"登录|登入|短信|有效|分钟|過期|过期|请勿|泄露|转发|发来|收到",
    _I,
)
_CODE_WORD = pattern_cache.compile(r"\bcodes?\b|码|碼|短信(?:里|上)的数字|\bthe (?:number|digits) (?:they|it) (?:texted|sent)\b", _I)
# "code is 620 937", "code 是 620 937", "code: 4821" — the word, a connector, the number.
_CODE_CONNECTED = pattern_cache.compile(
    r"\bcodes?\b(?:\s*(?:is|was|:|：|=|->|→|是|为|為)?|[^\n.。?？!！]{0,20}?(?:\bis|\bwas|[:：=]|是|为|為))\s*[(（\[]?\s*$"  # (or in brackets: "the WhatsApp code (31 51 82)")
    r"|(?<!取餐|排队|条形|二维|邮政|号码|编码|代码|优惠|兑换|邀请|推荐|区号|状态|错误)(?<!条|源)(?:码|碼)"
    r"(?:\s*(?:是|为|為|[:：])?|[^\n。？！]{0,12}?(?:是|为|為|[:：]))\s*$",
    _I,
)
# Someone reading a code to someone else, or typing it in; a service's "Use 249003 to…".
_CODE_VERB = pattern_cache.compile(
    r"(?:\bread(?: it| them)? (?:out|back|off)(?:\s+[\w'’]+){0,3}[:：]?|\bread (?:him|her|them|it to \w+)|\bgave (?:him|her|them)|"
    r"\btold (?:him|her|them)|\btyped in|\bpunch(?:ed)?(?: in)?|\bkey(?:ed)? in|\bpress|\bdial|\b(?:use|enter|type|input)\b|"
    r"输入?|按|报了|念了|(?:念|读|报|说|发)(?:出来)?的(?:是|就是)|告诉了?他|告诉了?她|(?:我|就)?给了?(?:他|她|对方|司机|师傅)?|报给了?(?:他|她)?|念给了?(?:他|她)?|发给了?(?:他|她)?|"
    r"\b(?:is |was )?(?:set|changed|reset)(?: it| them| the code| the combination| the pin)? to|\bis now|设成|设为|改成|改为|\bgave(?= ?$)|\bsaid(?= ?$))"
    r"\s*(?:the code\s*)?$",
    _I,
)
# a code asked back to make sure of it, the code named before: "是不是 817 321", "is it 554 388?"
_CONFIRMING = pattern_cache.compile(r"(?:是不是|是否是|\bis it|\bwas it)\s*[\"“「『]?\s*$", _I)
_CODE_VERB_AFTER = pattern_cache.compile(r"^\s*(?:to|as|for|on|in|at)\b", _I)
# Numbers that are something else, by a word just before them …
_NOT_CODE_BEFORE = pattern_cache.compile(
    r"(?:(?<![a-z])(?:zip|postal|post ?code|postcode|pin ?code|pincode|area|country|promo|discount|coupon|voucher|gift|referral|"
    r"invite|order|tracking|parcel|shipment|package|booking|reservation|confirmation|reference|\bref\b|invoice|"
    r"receipt|flight|gate|room|seat|table|error|status|exit|extension|\bext\b|version|build|port|pid|ticket|"
    r"member(?:ship)?|account|acct|(?<!on my )(?<!on the )(?<!on her )(?<!on his )(?<!off my )(?<!off the )(?<!off her )(?<!off his )phone|\btel\b|call|mobile|fax|isbn|steps?|page|chapter|"
    r"model|serial|employee|student|\bid\b|\bno\.|\bnumber|ending(?: in)?|last (?:four|4|digits))s?(?![a-z])|尾号|订单|单号|"
    r"快递|运单|房间|会议室|电话|手机|邮编|邮政|编号|工号|学号|身份证|航班|座位|桌号|楼|号码|车次|票号|门牌)"
    r"(?P<tail>[^\n\d，。；]{0,12})$",  # (not past a Chinese clause's end: "发在老板手机上，老板念的是…" reads a code)
    _I,
)
# … or a unit, a currency or a date word just after them.
_NOT_CODE_AFTER = pattern_cache.compile(
    r"^\s*(?:steps?|km|kms|kg|lbs?|mi|miles|m\b|cm|mm|ml|l\b|g\b|%|px|ms|mb|gb|kb|tb|cal|kcal|calories|bpm|points?|"
    r"pts|rpm|mph|元|块|円|¥|积分|步|次|个|人|年|月|日|号|楼|室|路|米|公里|千米|公斤|斤|克|分钟|小时|秒|天|周|"
    r"的|"  # "12306的验证码": the number owns the code (a service), it is not the code
    r"st\b|nd\b|rd\b|th\b|am\b|pm\b|hours?|hrs?|minutes?|mins?|seconds?|secs?|days?|weeks?|months?|years?|"
    r"times|people|usd|eur|gbp|rmb|cny|inr|dollars?|euros?|pounds?|rupees?|words|pages|views|likes|followers)",
    _I,
)
_CURRENCY_BEFORE = pattern_cache.compile(r"[$£€¥₹]\s*$|\b(?:usd|eur|gbp|rmb|cny|inr|rs\.?)\s*$", _I)
# Things that lock: a code near them opens them (a PIN, not a one-time code).
_LOCK_CONTEXT = pattern_cache.compile(
    r"\b(?:keypad|key ?safe|key ?box|lock ?box|padlock|lock|locker|door|gate|garage|alarm|safe|entry|intercom|buzzer|"
    # (门 alone is a door, not 门口/门外/门诊/门店/门票, where one stands, is seen or pays)
    r"shed|bike lock|suitcase|cabinet|cupboard|chest|parental lock|child lock)\b|门禁|门锁|大门|柜|冰箱的锁|单元门|防盗门|保险箱|保险柜|密码锁|车库|储物柜|锁|门(?!口|外|前|诊|店|票|面|户|槛|卫|生|徒|派|类)",
    _I,
)
# the words any match of _LOCK_CONTEXT holds (its case-insensitive scan is the slowest of a file's)
_LOCK_WORDS = Needles(("key", "lock", "box", "door", "gate", "garage", "alarm", "safe", "entry", "intercom", "buzzer", "shed",
                       "suitcase", "cabinet", "cupboard", "chest", "门", "柜", "锁", "车库", "保险箱"))  # fmt: skip
_OTP_NEEDLES = Needles((
    "code", "verif", "otp", "passcode", "2fa", "mfa", "factor", "step", "one-time", "one time", "码", "碼",
    "read", "gave", "told", "typed", "punch", "key", "use", "enter", "type", "input", "press", "dial", "输", "按", "报了",
    "念了", "告诉", "sms", "text", "said", "says", "sent", "sign", "log", "is", "was", ":", "：", "是", "set", "safe", "lock",
    # (every word the weak rule reads: a prefilter that misses one hides its codes — "Google 发来 G-781937")
    "登录", "登入", "短信", "有效", "分钟", "過期", "过期", "请勿", "泄露", "转发", "发来", "收到", "expir", "share", "scam",
    "caller", "fraud", "valid", "codigo", "código", "codic", "kod", "kóð", "인증", "コード", "รหัส", "код",
))  # fmt: skip


_RENAMED_CODE = pattern_cache.compile(r"(?:个|的|条|串|那个|这个)\s*(?:验证|动态|短信)?码|验证码|\b(?:a|the|this|that) (?:\w+ )?code\b|收到\s*(?:了)?\s*(?i:code)\b", _I)


def _named_not_code(before: str, after: str = "") -> bool:
    """A number named as no secret ("room 5820", "order no. 77120") — unless a thing that
    locks stands between that word and the number ("the bike room lockbox is 5820"), or a
    confirmation code comes with a warning no booking's carries ("…code: 344-646. Do not share.")."""
    m = _NOT_CODE_BEFORE.search(before[-30:])
    if m is not None and re.match(r"(?:confirmation|security|access)\s", m.group(0), _I) and _NOT_TO_SHARE.search(after):
        return False
    if m is not None and m.group(0).lower().startswith("gate") and not _BOARDING.search(before[-80:]):
        return False  # "Gate: 1148" on a house's notes is its code; an airport's gate is boarded
    if m is not None and m.group(0).lower().startswith("phone") and re.search(r"\b(?:on|off|from|to)\s+(?:[\w'’]+\s+)?$", before[: len(before) - len(before[-30:]) + m.start()], _I):
        return False  # "read it off Mum's phone: 419902": the phone a code came to, not its number
    # "手机收到一个码719351": the word for a code, after the phone's, names the number
    return m is not None and not _LOCK_CONTEXT.search(m.group("tail")) and not _RENAMED_CODE.search(m.group("tail"))


_WARNED_CODE_BEFORE = pattern_cache.compile(r"\b(?:confirmation|security|access)\s+codes?\b\W{0,3}$", _I)
# what only a one-time code's message warns of: not to pass it on, that it lapses within minutes
_NOT_TO_SHARE = pattern_cache.compile(r"\b(?:do not|don['’]t|never)\s+(?:share|give|tell|forward)\b|\bvalid (?:for )?\d{1,2}\s*(?:min|minutes|mins)\b|\bexpires? in\b|请勿|切勿|有效期", _I)
_EXAMPLE_BEFORE = pattern_cache.compile(r"\b(?:placeholder|example|e\.g\.|dummy|for instance)\b[^\n\d]{0,12}$|(?:示例|例如|比如|占位|默认显示)[^\n\d]{0,8}$", _I)
_PORT_BEFORE = pattern_cache.compile(r"(?:\s-[pP]|--port|\bport)\s*[:=]?\s*$")
_BOARDING = pattern_cache.compile(r"\b(?:flight|boarding|board|airport|terminal|departures?|plane|train|platform)\b|航班|登机|机场", _I)


def _line_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    return line_start, len(text) if line_end < 0 else line_end


# a card payment's approval code, as the terminal prints it on the receipt
_RECEIPT_CODE_BEFORE = pattern_cache.compile(r"\b(?:auth(?:ori[sz]ation)?|appr(?:oval)?|approved)\.?\s+(?:code|no\.?|#)\s*[:：#]?\s*$", _I)
_RECEIPT = pattern_cache.compile(r"\b(?:sub)?total\b|\bterminal\b|\bmerchant\b|\breceipt\b|\bthank you for shopping\b|(?:\*{4}|x{4})[ -]?\d{4}\b|小票|合计", _I)


def _on_a_receipt(text: str, start: int) -> bool:
    """Whether the number at ``start`` is a card payment's approval code on its receipt ("AUTH CODE 773251"
    under "VISA **** 3846", above "TOTAL"): the bank's approval, printed for anyone, no code to sign in with."""
    return bool(_RECEIPT_CODE_BEFORE.search(text, max(0, start - 24), start) and _RECEIPT.search(text))


def _named_otherwise(before: str) -> bool:
    """Whether the last "code" before a number is a zip, promo, friend, error … code."""
    word = None
    for word in _CODE_WORD.finditer(before):
        pass
    return bool(word and _NOT_A_SECRET_BEFORE.search(before[max(0, word.start() - 20) : word.start()]))


# Every word some rule of ``scan_otps`` looks for around a number (a superset: word starts),
# kept by hand: the union of the rules' own patterns finds the same but costs ~60 us a number
# against ~10 (Python's re does not factor a large case-insensitive alternation).
_WINDOW_WORDS = pattern_cache.compile(
    r"\b(?:verif|confirm|one[- ]time|otps?\b|passcode|2fa|mfa|factor|step|security|sign|log|auth|access|sms|text|codes?\b|"
    r"expir|share|scam|caller|fraud|sent\b|said\b|says\b|read|gave\b|told\b|typed\b|punch|key|press|dial|use\b|enter|valid\b|"
    r"type\b|input|lock|door|gate|garage|alarm|safe\b|entry|intercom|buzzer|shed\b|suitcase|pin\b)"
    r"|码|碼|登录|登入|短信|有效|分钟|過期|过期|请勿|泄露|转发|发来|收到|输|按|报了|念了|念的|读的|报的|是不是|告诉|门|锁|保险|车库|储物柜"
    r"|\b(?:is|was) it\b"
    r"|c[oó]digo|codice|\bko[dð]|\bkode|인증|コード|รหัส|код",  # (the foreign words of _OTP_STRONG)
    _I,
)
# Four digits (maybe spaced or dashed) that no letter or digit runs into: a code could be there.
_CODE_DIGITS = pattern_cache.compile(r"(?<![A-Za-z0-9_.,:/#$£€¥₹+*])\d(?:(?:[ -]?\d){3}|\d{2}(?:[.·]|[ ]?[–—][ ]?|[ ]-[ ])\d)")


# A keypad code written the way it is typed: "*3089#", "#0921#", "2768#".
_KEYPAD_CODE = pattern_cache.compile(r"(?<![\w*#])(?:[*#]\d{4,8}[*#]?|\d{4,8}#)(?![\w*#])")


def _keypad_codes(text: str) -> Iterator[Finding]:
    if "*" not in text and "#" not in text:
        return
    for m in _KEYPAD_CODE.finditer(text):
        line_start, line_end = _line_bounds(text, m.start(), m.end())
        if _LOCK_CONTEXT.search(text, line_start, line_end) and not _NOT_CODE_BEFORE.search(text[max(line_start, m.start() - 30) : m.start()]):
            yield Finding("pin", m.start(), m.end(), 0.85)


# digits read aloud in Chinese, one character each ("五五八九六四", "洞二五一四七"): read as the
# digits they stand for, so the same rules find them (one character for one: offsets hold)
_SPOKEN_DIGITS = pattern_cache.compile(rf"[{ZH_SAID_DIGITS}]{{4,8}}")
_SPOKEN_TABLE = ZH_SAID_TABLE
_SPOKEN_DIGITS_APART = pattern_cache.compile(rf"[{ZH_SAID_DIGITS}](?:[、，, ·\-–—]\s*[{ZH_SAID_DIGITS}]){{3,7}}(?![{ZH_SAID_DIGITS}])")


# digits read aloud in English ("code three seven four nine four nine"): written over with
# the digits, the rest of the run blanked, so offsets hold; a code found there spans the words
# ("double eight", "triple two", "double-oh": a digit said twice or three times, as people read codes out)
_SAID_DIGIT_RUN = pattern_cache.compile(
    r"\b(?:(?:double|triple)[ -])?(?:zero|one|two|three|four|five|six|seven|eight|nine)(?:[ ,-]+(?:(?:double|triple)[ -])?(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)\b){2,7}", _I
)


_DIGIT_WORDS = Needles(("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"))  # a run starts with one


def _digits_for_words(text: str) -> tuple[str, list[tuple[int, int]]]:
    runs, out, pos = [], [], 0
    for m in _SAID_DIGIT_RUN.finditer(text):
        digits, times = "", 1
        for w in re.findall(r"[A-Za-z]+", m.group().lower()):
            if w in ("double", "triple"):
                times = 2 if w == "double" else 3
                continue
            digits += DIGIT_WORDS[w] * times
            times = 1
        if len(digits) < 4 or len(digits) > len(m.group()):
            continue  # (fewer than four digits is no code; the digits must fit where the words were)
        out += [text[pos : m.start()], digits, " " * (len(m.group()) - len(digits))]
        runs.append((m.start(), m.end()))
        pos = m.end()
    return "".join(out) + text[pos:], runs


def scan_otps(text: str) -> Iterator[Finding]:
    runs: list[tuple[int, int]] = []
    if _SPOKEN_DIGITS_APART.search(text):
        # "九、两、五、五、八、洞", "拐 八 幺 九 三 五": the digits read one by one, written together, the
        # separators blanked after them (offsets hold), a code found there spans the whole reading
        def together(m: re.Match[str]) -> str:
            digits = re.sub(r"[、，,\s·\-–—]", "", m.group()).translate(_SPOKEN_TABLE)
            runs.append((m.start(), m.end()))
            return digits + " " * (len(m.group()) - len(digits))

        text = _SPOKEN_DIGITS_APART.sub(together, text)
    if _SPOKEN_DIGITS.search(text):
        text = _SPOKEN_DIGITS.sub(lambda m: m.group().translate(_SPOKEN_TABLE), text)
    if _DIGIT_WORDS.found_in(text.lower()) and _SAID_DIGIT_RUN.search(text):
        text, said = _digits_for_words(text)
        runs += said
    for f in _otps(text):
        run = next((r for r in runs if r[0] == f.start), None)
        yield Finding(f.kind, f.start, run[1], f.confidence) if run else f
    for f in _lock_codes(text) if runs else ():
        # a lock's code read aloud ("The side gate is eight-oh-seven-four"): the words it was said in
        run = next((r for r in runs if r[0] == f.start), None)
        if run:
            yield Finding("pin", f.start, run[1], f.confidence)


# a code right after "code is" (or 码是), its digits spaced at random as a photo's text recognition reads a
# screen ("one -time code is⏎5 70 494", "code:  50  81  91"): four to eight digits in all
_SPACED_CODE = pattern_cache.compile(
    r"(?:\bcode\b[ \t]*(?:is|was|[:：])|码(?:是|为|[:：]))[ \t]*\n?[ \t]*(?P<v>\d{1,4}(?:[ \t]{1,2}\d{1,4}){1,5})(?![\d.,:/-]?\d)", _I
)


def _otps(text: str) -> Iterator[Finding]:
    yield from _keypad_codes(text)
    if "code" in text.lower() or "码" in text:
        for m in _SPACED_CODE.finditer(text):
            digits = re.sub(r"\D", "", m.group("v"))
            if 4 <= len(digits) <= 8 and _OTP_STRONG.search(text, max(0, m.start() - 70), m.end() + 70) and not _named_otherwise(text[max(0, m.start() - 40) : m.start()]):
                yield Finding("otp", m.start("v"), m.end("v"), 0.85)
    if not _CODE_DIGITS.search(text):
        return  # ids and dates only ("evt_01HK1D48…"): the numbers are parts of words
    lowered = text.lower()
    if not _OTP_NEEDLES.found_in(lowered):
        return
    for m in _OTP_NUMBER.finditer(text):
        value = m.group(0)
        start, end = m.start(), m.end()
        if start and text[start - 1] == "-" and not _SERVICE_PREFIX.search(text, max(0, start - 4), start):
            continue  # part of a longer dashed number; "G-526774" is a service's prefix
        line_start, line_end = _line_bounds(text, start, end)
        alone = _LINE_PREFIX.fullmatch(text, line_start, start) and not text[end:line_end].strip(" \t.,;。，")
        reach = 70
        if alone:
            # the code alone on its line: the lines around it say what it is (past blank lines:
            # an e-mail sets the code apart; past a chat's own lines: "Maricel⏎4:44 PM⏎can u read me
            # the code…⏎You sent⏎8 0 8 4 9 4")
            for _ in range(3):
                above = text[:line_start].rstrip("\n \t")
                line_start = text.rfind("\n", 0, len(above)) + 1 if above else 0
                if not above or len(text[line_start:len(above)].strip()) > 24:
                    break  # (a line of words is the message; a short one is a name, a time or "You sent")
            below = len(text) - len(text[line_end:].lstrip("\n \t"))
            line_end = _line_bounds(text, below, below)[1] if below < len(text) else line_end
            reach = 160
        before = text[max(line_start, start - reach) : start]
        after = text[end : min(line_end, end + 70)]
        if not _WINDOW_WORDS.search(before) and not _WINDOW_WORDS.search(after):
            continue  # none of the words any rule below needs: no code (most numbers, cheaply)
        if _named_not_code(before, after) or _NOT_CODE_AFTER.match(after) or _CURRENCY_BEFORE.search(before) or is_postcode(text, start, end):
            continue
        if _PORT_BEFORE.search(before):
            continue  # "ssh root@host -p 2222": a port
        digits = re.sub(r"\D", "", value)
        if len(digits) == 4 and re.fullmatch(r"(?:19|20)\d\d", digits) and not _CODE_CONNECTED.search(before):
            continue  # a year
        if len(set(digits)) == 1 and len(digits) > 6:
            continue
        window = before + " " + after
        verb = _CODE_VERB.search(before)
        lock = _LOCK_CONTEXT.search(window)
        labelled = re.search(r"(?:code|pin|密码|码)\s*[:：]?\s*$", before, _I) or (
            re.search(r"(?:[:：=]|\bis|是)\s*$", before, _I) and _LOCK_CONTEXT.search(before[-45:])
        )
        if lock and (verb or _CODE_CONNECTED.search(before) or labelled):
            yield Finding("pin", start, end, 0.85)  # "punch 6018# on the gate keypad", "padlock: use 3909"
            continue
        if not verb and _CONFIRMING.search(before) and _CODE_WORD.search(text, max(0, start - 200), start):
            verb = _CONFIRMING.search(before)  # "它把 code 发到你那…——「是不是 817 321」": the code asked back
        if (
            _CODE_CONNECTED.search(before)
            or (verb and (len(digits) == 6 or _CODE_VERB_AFTER.match(after) or _OTP_STRONG.search(window) or _CODE_WORD.search(before)))
            or _OTP_STRONG.search(window)
            or (_OTP_WEAK.search(window) and (_CODE_WORD.search(window) or len(digits) == 6))
            or (alone and _CODE_WORD.search(window) and not _NOT_CODE_BEFORE.search(window))
        ):
            if _on_a_receipt(text, start):
                continue
            if _named_otherwise(before) and not (_WARNED_CODE_BEFORE.search(before) and _NOT_TO_SHARE.search(after)):
                continue  # "friend code is …", "zip code: …", "promo code 是 …" (not "confirmation code: … Do not share.")
            if _EXAMPLE_BEFORE.search(before[-24:]) or re.fullmatch(r"(\d)\1+|0?123456(?:78?9?)?|98765(?:43?2?1?)?|654321", digits):
                continue  # "OTP 输入框 placeholder 是 "123456"": a form's example, no code anyone was sent
            yield Finding("otp", start, end, 0.85)


# --- recovery / backup code lists ----------------------------------------------------

# (a bare item number set off by a wide gap, "01  M6AP-U5PQ", is a list mark too)
# (items are marked by numbers, letters or circled numbers too: "(a) 2285 7303", "b) …", "① 8b818-a44e8")
# (a task list's box after its bullet, "- [ ] ywz7mcxr", and Chinese numerals, "一、20b45a3b…", too; a used
# code struck through, "~~ygjqimmq~~", keeps its place in the list)
_MARK = r"(?:[-*•·+☐☑✓✔]|#\d{1,2}(?=[ \t])|\d{1,2}[.)、]|(?-i:[ivx]{1,5})[.)](?=[ \t])|\d{1,2}(?=[ \t]{2,}|\t)|\(\w{1,2}\)|(?-i:[a-z])\)|[①-⑳]|\[[ xX]?\]|[一二三四五六七八九十]{1,3}[、.)）])"
_LIST_MARK = pattern_cache.compile(rf"^\s*(?:{_MARK}[ \t]*){{0,2}}(?:~~)?\s*")
# a mark inside a line, before each column of a grid: "1. 8783 5216    6. 9805 2670"
_CELL_MARK = pattern_cache.compile(r"^(?:\d{1,2}[.)、]|\(\w{1,2}\)|[①-⑳])[ \t]*")
_CODE_CELL = pattern_cache.compile(r"[A-Za-z0-9]{4,6}(?:[ -][A-Za-z0-9]{3,6}){1,3}|[A-Za-z0-9]{6,16}")
_CELL_SPLIT = pattern_cache.compile(r"\s{2,}|\t+|\s*[,;|/，；、]\s*")
_RECOVERY_CONTEXT = pattern_cache.compile(
    r"recovery|backup|back-up|emergency|scratch|rescue|break[- ]?glass|\b2fa\b|\bmfa\b|two[- ]factor|2-step|two-step|locked out|"
    r"lose (?:my|your) phone|one[- ]time|single[- ]use|each (?:one )?(?:works|can be used|is valid)? ?once|"
    r"use one of these|cross (?:them|it|each)? ?off|恢复|恢復|备用|備用|救援|两步|兩步|二次验证|双重验证|一次性|"
    r"用过|用過|划掉|划一个|劃掉|紧急|緊急|应急|應急|备份码|備份碼|备份代码",
    _I,
)
_RECOVERY_NEEDLES = Needles((
    "recover", "backup", "back-up", "emergency", "scratch", "rescue", "glass", "2fa", "mfa", "factor", "step", "locked",
    "phone", "one-time", "one time", "single", "once", "use one", "cross", "恢复", "恢復", "备用", "備用", "救援",
    "两步", "兩步", "二次", "双重", "一次性", "用过", "用過", "划", "劃", "紧急", "緊急", "应急", "應急", "备份码", "備份碼", "备份代码",
))  # fmt: skip
_NOT_RECOVERY = pattern_cache.compile(r"promo|coupon|discount|voucher|gift|referral|invite|tracking|order|优惠|兑换|礼品|快递|订单", _I)


def _shape(cell: str) -> str:
    return re.sub(r"[A-Za-z0-9]", "x", cell)


# a chat speaker before a line of codes: "[21:15] Esi: J3LQ-03UD  AH9O-G8EQ  …"
_SPEAKER_LEAD = pattern_cache.compile(r"[ \t]*(?:\[[^\]\n]{1,24}\][ \t]*)?[\w .'’-]{1,20}[:：][ \t]*(?=\S)")


def _line_lead(line: str) -> int:
    """Where a line's codes start: after its list mark, or after a chat speaker's name."""
    speaker = _SPEAKER_LEAD.match(line)
    if speaker and _code_cells_of(line[speaker.end() :].strip()):
        return speaker.end()
    return _LIST_MARK.match(line).end()


def _code_cells(line: str) -> list[str] | None:
    return _code_cells_of(line[_line_lead(line) :].strip())


def _code_cells_of(body: str) -> list[str] | None:
    if not body:
        return None
    cells = [_CELL_MARK.sub("", c).strip("~") for c in _CELL_SPLIT.split(body) if c]
    cells = [c for c in cells if c and not re.fullmatch(r"\d{1,2}", c)]  # (a column's bare item number: " 1  3753 4695   6  5499 2596")
    if not cells or not all(_CODE_CELL.fullmatch(c) for c in cells):
        return None
    if len(cells) == 1 and " " in cells[0] and not re.fullmatch(r"[A-Za-z0-9]{4,6} [A-Za-z0-9]{4,6}", cells[0]):
        if len({len(group) for group in cells[0].split(" ")}) != 1:
            return None  # (groups of one length are one code: "qwtm jquz zhkp"; words vary)
    return cells


_CELL = r"[A-Za-z0-9]{3,16}(?:[ -][A-Za-z0-9]{3,6}){0,3}"
_CODE_LINE = rf"[ \t]*(?:{_MARK}[ \t]*){{0,2}}(?:~~)?{_CELL}(?:~~)?(?:(?:[ \t]{{2,}}|\t+|[ \t]*[,;|/，；、][ \t]*)(?:{_MARK}[ \t]*)?{_CELL})*[ \t]*[,;]?[ \t]*"
# Three or more lines in a row that could each be a line of codes, or one line of four or
# more (checked closely after).
_CANDIDATE_BLOCK = pattern_cache.compile(
    rf"(?m)^{_CODE_LINE}(?:\n{_CODE_LINE}){{2,}}$"
    rf"|^[ \t]*(?:\[[^\]\n]{{1,24}}\][ \t]*)?(?:[\w .'’-]{{1,20}}[:：][ \t]*)?{_CELL}(?:(?:[ \t]{{2,}}|\t+|[ \t]*[,;|/，；、][ \t]*){_CELL}){{3,}}[ \t]*$"
)


# a page's or a table's markup around the codes: "<li>f87hq54m</li>", "| 33800835 | 63771249 |"
# (LaTeX's list too: "\begin{enumerate}⏎ \item 51237030"; and a JSON array's quotes and brackets: "codes": ["VFQ8…", …])
_CIRCLED_NUMBER = pattern_cache.compile("[①-⑳]")
_MARKUP_AROUND = pattern_cache.compile(
    r"</?[A-Za-z][A-Za-z0-9]*(?:\s[^<>\n]{0,80})?/?>|(?m:^[ \t]*\|)|\|[ \t]*$|(?<=\S)[ \t]*\|[ \t]*(?=\S)"
    # (a task list's boxes and a struck-out item: "- [x] ~~5ajs-uajy~~")
    r"|(?<=[-*][ \t])\[[ xX]\](?=[ \t])|~~|第\d{1,2}个[ \t]*[：:]"  # (…and an item's number in Chinese: "第1个：X8CD8URNUX")
    # (a LaTeX table's cell marks and row ends: "WNBQV9BXQB & X6VRNUR39A \\"; a list's quoted item on a line of its own)
    r"|\\(?:item\b|(?:begin|end)\{[a-z*]+\}(?:\{[a-z|]+\})?)|(?<=\S)[ \t]+&[ \t]+(?=\S)|[ \t]*\\\\[ \t]*$|(?:(?<=[\[,(])|^)[ \t]*\"(?=[A-Za-z0-9-]{4,24}\")|(?<=[ \t])\"(?=[A-Za-z0-9-]{4,24}\"[ \t)])|(?<=[A-Za-z0-9])\"(?=[ \t]*[,\])]|[ \t]+\")|\[(?=[ \t]*\"?[A-Za-z0-9])|(?<=[A-Za-z0-9\"])\]"
    # (a shell array's brackets: RECOVERY_CODES=("…" "…"); a list's circled numbers: "①cdc8d8ff74 ②6c22…")
    r"|(?<==)\((?=\")|(?<=\")\)|[①-⑳]",
    re.M,
)


def scan_recovery_blocks(text: str) -> Iterator[Finding]:
    """Blocks of three or more lines of same-shaped codes under a heading that names
    them (within the five lines above, or the line just after), and lists of four or more
    on the line of their heading ("GitHub 的恢复码：6b9de-161ff, 42dba-c64da, …"). Under a
    heading that names recovery codes outright, the codes need not share one shape. A web page's
    list or a table is read with its markup blanked (same length: offsets hold)."""
    if "<" in text or "|" in text or "\\" in text or '"' in text or "~~" in text or "- [" in text or "个：" in text or _CIRCLED_NUMBER.search(text):
        text = _MARKUP_AROUND.sub(lambda m: " " * len(m.group()), text)
    lowered = text.lower()
    if not _RECOVERY_NEEDLES.found_in(lowered) or not _RECOVERY_CONTEXT.search(text):
        return
    named = bool(_NAMED_CODES.search(text))
    for m in _RECOVERY_KEY.finditer(text):
        if re.search(r"\d", m.group("v")) and not is_placeholder(m.group("v")):
            yield Finding("recovery_code", m.start("v"), m.end("v"), 0.9)
    for m in _ONE_CODE.finditer(text):
        if re.search(r"\d", m.group("v")) and not is_placeholder(m.group("v")):
            yield Finding("recovery_code", m.start("v"), m.end("v"), 0.85)
    if "\n" in text:
        for candidate in _CANDIDATE_BLOCK.finditer(text):
            yield from _recovery_block(text, candidate.start(), candidate.end(), named)
    for m in _INLINE_SPACED.finditer(text) if named else ():
        # named outright, a line of same-length codes set apart by spaces ("…recovery codes, generated
        # 2026-09-19: ggq59ka06y olqd1bptci kggdja5p3z s7r6g2qpxx")
        cells = m.group("list").split()
        if len({_shape(c) for c in cells}) == 1 and sum(1 for c in cells if re.search(r"\d", c)) >= len(cells) * (0.6 if "-" not in cells[0] else 0.3):
            yield Finding("recovery_code", m.start("list"), m.end("list"), 0.9)
    for name in _NAMED_CODES.finditer(text) if named else ():
        # named outright, then listed later in the same sentence with no colon: "reading the backup codes off the
        # printout so you've got them too 49356234, 64283648, …" (four or more of one shape, digits in them)
        run = _LISTED_RUN.search(text, name.end(), min(len(text), name.end() + 160))
        if run is None or re.search(r"[.!?。！？\n]", text[name.end() : run.start()]):
            continue
        cells = [c for c in _CELL_SPLIT.split(run.group("list")) if c]
        if len({_shape(c) for c in cells}) == 1 and all(re.search(r"\d", c) for c in cells):
            yield Finding("recovery_code", run.start("list"), run.end("list"), 0.85)
    for m in _CODE_ARRAY.finditer(text):
        # a program's list under a name that says what it holds: "const backupCodes = ["WNZ5-VXR9", …]"
        cells = [c for c in _CELL_SPLIT.split(m.group("list")) if c]
        if len({_shape(c) for c in cells}) == 1 and sum(1 for c in cells if re.search(r"\d", c)) >= len(cells) * 0.6 and not is_placeholder(cells[0]):
            yield Finding("recovery_code", m.start("list"), m.end("list"), 0.9)
    for m in _INLINE_LIST.finditer(text):
        heading = text[max(0, m.start() - 200) : m.start()]
        cells = [c for c in _CELL_SPLIT.split(m.group("list")) if c]
        with_digit = sum(1 for c in cells if re.search(r"\d", c))
        if (named or len({_shape(c) for c in cells}) == 1) and with_digit >= len(cells) * 0.6 and _RECOVERY_CONTEXT.search(heading) and not _NOT_RECOVERY.search(heading):
            yield Finding("recovery_code", m.start("list"), m.end("list"), 0.9)


# one recovery key, a long code in groups, after its name ("Apple recovery key — …: 4ZUP-RGA6-…",
# a BitLocker key's eight groups of six digits, 恢复密钥)
_RECOVERY_KEY = pattern_cache.compile(
    # (or on the next line after a short label: "申请事项：保存管理员恢复代码⏎内容：RH483-…", "recovery code for the vault⏎FR9Y AT4A …")
    r"(?:\b(?:recovery|rescue|backup|break[- ]?glass)[ -](?:keys?|code)\b|恢复密钥|恢复秘钥|恢復金鑰|恢复代码|恢复码|恢復碼|应急码|應急碼|紧急码|緊急碼|备用码|備用碼)"
    # (or two lines down, past a line of advice: "Your Microsoft account recovery code⏎Keep this code somewhere safe.⏎A9GDK-…")
    r"(?:[^\n]{0,60}?|[^\n]{0,80}\n(?:[^\n]{0,120}\n)?[^\n\w]{0,4}(?:[^\W\d_]{1,8}[ \t]*[:：][ \t]*)?)(?<![\w-])(?P<v>(?=[A-Z0-9 -]{0,70}?\d)[A-Z0-9]{4,6}(?:[- ][A-Z0-9]{4,6}){2,9})(?![\w-])",
    _I,
)
# one code of such a list, told in passing: "used one of the backup codes (56b21-6f7b5)", "recovery code: 0318 6864"
_ONE_CODE = pattern_cache.compile(
    r"\b(?:recovery|backup|scratch|rescue|emergency)[ -]codes?\b[^\n.;()]{0,40}?[(:：][ \t]*(?P<v>[A-Za-z0-9]{4,5}[- ][A-Za-z0-9]{4,5}|[A-Za-z0-9]{8,10})(?![\w-])",
    _I,
)
# what names a list as recovery codes, whatever their shapes
_NAMED_CODES = pattern_cache.compile(r"\b(?:recovery|backup|scratch|rescue|emergency|break[- ]?glass)[ -]codes\b|恢复码|恢復碼|备用码|備用碼|救援码|备份码|应急码|應急碼", _I)
_LISTED_CODE = r"(?:[A-Za-z0-9]{6,16}|[A-Za-z0-9]{3,6}-[A-Za-z0-9]{3,6})"
_LISTED_RUN = pattern_cache.compile(rf"(?<![\w-])(?P<list>{_LISTED_CODE}(?:[ \t]*[,;，；、][ \t]*{_LISTED_CODE}){{3,}})(?![\w-])")
_INLINE_SPACED = pattern_cache.compile(rf"[:：=][ \t]*(?P<list>{_LISTED_CODE}(?:[ \t]+{_LISTED_CODE}){{3,}})[ \t]*(?:[.。][^\n]*)?$", re.M)
# (a few words of a reply may come first: "Ravi: here you go 16366452, 77815123, …")
_INLINE_LIST = pattern_cache.compile(rf"[:：][ \t]*(?:[A-Za-z'’]{{1,8}}[,!]?[ \t]+|[\u4e00-\u9fff]{{1,4}}[，,！!][ \t]*){{0,3}}(?P<list>{_CELL}(?:[ \t]*[,;，；/、][ \t]*{_CELL}){{3,}})[ \t]*[.。]?[ \t]*$", re.M)


_CODE_ARRAY = pattern_cache.compile(
    rf"(?i:\b[\w.]*(?:backup|recovery|emergency|rescue|scratch)[_-]?codes\w*)[ \t]*(?:=|:|:=)[ \t]*\[?[ \t\n]*(?P<list>{_CELL}(?:[ \t\n]*,[ \t\n]*{_CELL}){{3,}})(?![\w-])"  # (its quotes and brackets blanked)
)


def _recovery_block(text: str, block_start: int, block_end: int, named: bool = False) -> Iterator[Finding]:
    lines = text[block_start:block_end].split("\n")
    offsets = []
    pos = block_start
    for line in lines:
        offsets.append(pos)
        pos += len(line) + 1
    i = 0
    while i < len(lines):
        cells = _code_cells(lines[i])
        if cells is None:
            i += 1
            continue
        shape = _shape(cells[0])
        block, tokens, j = [i], list(cells), i + 1
        while j < len(lines):
            more = _code_cells(lines[j])
            if more is None or (not named and any(_shape(c) != shape for c in more)):
                break
            block.append(j)
            tokens.extend(more)
            j += 1
        i = j
        if len(block) < 3 and len(tokens) < 4:
            continue
        if not named and not all(_shape(c) == shape for c in tokens):
            continue
        with_digit = sum(1 for t in tokens if re.search(r"\d", t))
        if (with_digit < max(2, len(tokens) * 0.4) or all(re.fullmatch(r"[A-Za-z]+", t.replace("-", "")) for t in tokens)) and not (
            named and _random_letters(tokens)
        ):
            continue
        first_line = offsets[block[0]]
        heading_start = first_line
        for _ in range(5):
            if heading_start == 0:
                break
            heading_start = text.rfind("\n", 0, heading_start - 1) + 1
        after_end = text.find("\n", offsets[block[-1]] + len(lines[block[-1]]) + 1)
        heading = text[heading_start:first_line] + text[offsets[block[-1]] + len(lines[block[-1]]) : after_end if after_end >= 0 else len(text)]
        if not _RECOVERY_CONTEXT.search(heading) or _NOT_RECOVERY.search(heading):
            continue
        start = offsets[block[0]] + _line_lead(lines[block[0]])
        end = offsets[block[-1]] + len(lines[block[-1]].rstrip())
        yield Finding("recovery_code", start, end, 0.9)


def _random_letters(tokens: list[str]) -> bool:
    """Codes of letters alone that no language spells ("qwtm jquz zhkp", as Zoho prints backup
    codes): eight or more of one length, with the few vowels random letters have — a fifth of
    them, where words have two fifths."""
    groups = [g for t in tokens for g in re.split(r"[ -]", t) if g]
    letters = "".join(groups).lower()
    if len(groups) < 8 or len({len(g) for g in groups}) != 1 or not letters.isalpha():
        return False
    return sum(ch in "aeiou" for ch in letters) < 0.28 * len(letters)


# --- TOTP seeds (base32) --------------------------------------------------------------

_BASE32_SEED = pattern_cache.compile(
    # (in groups of four, or of eight as some setup pages print it: "YP5KNMXD FKO5OR5C E3IFLN5R ADMBCDNS")
    r"(?:[A-Z2-7](?<![A-Za-z0-9/+=_-][A-Z2-7])(?:[A-Z2-7]{3}(?:[ -][A-Z2-7]{4}){3,15}(?:[ -][A-Z2-7]{1,4})?|[A-Z2-7]{7}(?:[ -][A-Z2-7]{8}){1,7}(?:[ -][A-Z2-7]{1,8})?|[A-Z2-7]{15,63})"
    r"|[a-z2-7](?<![A-Za-z0-9/+=_-][a-z2-7])(?:[a-z2-7]{3}(?:[ -][a-z2-7]{4}){3,15}(?:[ -][a-z2-7]{1,4})?|[a-z2-7]{7}(?:[ -][a-z2-7]{8}){1,7}(?:[ -][a-z2-7]{1,8})?|[a-z2-7]{15,63}))"
    r"(?![A-Za-z0-9/+=_-])"
)
_TOTP_NEEDLES = Needles((
    "totp", "2fa", "mfa", "factor", "step", "authenticat", "authy", "otp", "setup", "secret", "seed", "manual", "key",
    "qr", "密钥", "秘钥", "密鑰", "验证", "驗證", "两步", "兩步", "二次", "双重", "口令", "手动", "手動", "种子", "種子",
    "二维码", "二維碼", "oath", "yubikey", "ykman",
))  # fmt: skip
_TOTP_CONTEXT = pattern_cache.compile(
    r"totp|\b2fa\b|\bmfa\b|two[- ]factor|2-step|two-step|authenticat|authy|\botp|setup key|secret|seed|manual|\bkey\b|"
    r"\bqr\b|密钥|秘钥|密鑰|验证器|驗證器|两步|兩步|二次验证|双重验证|动态口令|手动|手動|种子|種子|二维码|二維碼|"
    r"\boath\b|yubikey|ykman",  # (OATH: the standard one-time codes are made by, as hardware keys name it)
    _I,
)


# an authenticator's enrolment link carries the seed itself
_OTPAUTH = pattern_cache.compile(r"otpauth://[th]otp/[^\s?]*\?(?:[^\s#]*?&)?secret=(?P<v>[A-Za-z2-7]{16,128})", _I)
_OTPAUTH_EXPORT = pattern_cache.compile(r"otpauth-migration://offline\?data=(?P<v>[A-Za-z0-9%+/=_-]{16,})", _I)
# a seed's own label: with it, a seed of letters alone in groups is one ("setup key: CSLE-CAKL-QCJU-JDWX")
_SEED_LABEL = pattern_cache.compile(r"\b(?:setup|secret|totp|2fa|mfa|authenticator|manual(?: entry)?) key\b|密钥|秘钥|密鑰", _I)


def scan_totp_seeds(text: str) -> Iterator[Finding]:
    lowered = text.lower()
    if "otpauth:" in lowered:
        for m in _OTPAUTH.finditer(text):
            yield Finding("totp_secret", m.start("v"), m.end("v"), 0.95)
    if "otpauth-migration:" in lowered:  # an authenticator's export of every seed it holds
        for m in _OTPAUTH_EXPORT.finditer(text):
            yield Finding("totp_secret", m.start("v"), m.end("v"), 0.95)
    if len(text) < 16 or not _TOTP_NEEDLES.found_in(lowered):
        return
    for m in _BASE32_SEED.finditer(text):
        value = m.group(0)
        compact = re.sub(r"[ -]", "", value)
        if not 16 <= len(compact) <= 64 or is_placeholder(compact):
            continue
        digits = sum(c.isdigit() for c in compact)
        grouped = compact != value and (value.isupper() or value.islower())
        labelled = grouped and _SEED_LABEL.search(text, max(0, m.start() - 40), m.start())
        if (digits == 0 and not labelled) or digits > len(compact) * 0.4 or len(set(compact)) < 8:
            continue
        if compact.islower() and not re.search(r"[g-z]", compact):
            continue  # hex, not base32
        # the two lines before with words (over blank ones: a setup page's "Enter this setup key instead:" a
        # blank line above the seed, a mail's "Subject: … 2FA key" above its first line) and this one
        line_start = text.rfind("\n", 0, m.start()) + 1
        for _ in range(2):
            while line_start > 0 and not text[text.rfind("\n", 0, line_start - 1) + 1 : line_start - 1].strip():
                line_start = text.rfind("\n", 0, line_start - 1) + 1  # (skip blank lines)
            if line_start > 0:
                line_start = text.rfind("\n", 0, line_start - 1) + 1
        line_end = text.find("\n", m.end())
        window = text[max(line_start, m.start() - 200) : m.start()] + text[m.end() : (line_end if line_end >= 0 else len(text))][:60]
        if line_end >= 0 and not text[m.end() : line_end].strip():
            window += " " + text[line_end + 1 : line_end + 61]  # a seed alone on its line, named below it ("↑ Bitbucket 2FA 的 key")
        if _TOTP_CONTEXT.search(window):
            yield Finding("totp_secret", m.start(), m.end(), 0.9)
