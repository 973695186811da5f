"""Templates: TOTP seeds, private keys, seed phrases (English and Chinese lists), wallet keys."""
TEMPLATES = []


def add(kind, lang, *texts):
    for t in texts:
        TEMPLATES.append((kind, lang, t))


# ===========================================================================
# totp_secret
# ===========================================================================
add("totp_secret", "en",
"""⟪Can't scan the QR code?¦Unable to scan?¦QR code not working?⟫ Enter this key instead:
⟦S:totp_g4⟧
⟪Spaces don't matter.¦Time-based: on.¦Then enter the 6-digit code shown.⟫""",
"""@code url,username,password,totp,extra,name,grouping,fav
https://⟪grafana¦gitea¦sentry⟫.⟦host⟧/login,admin,,⟦S:totp_uri⟧,,⟪Grafana¦Gitea¦Sentry⟫,Ops,0""",
"""2FA seed for the ⟪club's Namecheap¦shop's Hetzner¦league's Mastodon⟫ account (set up ⟦date_en⟧): ⟪⟦S:totp⟧¦⟦S:totp_dash⟧⟫ — ⟪add it to the second phone too¦keep it off the shared drive¦the treasurer has a copy⟫""",
"""@code {"algo":"SHA1","counter":0,"digits":6,"issuerExt":"⟪Hetzner¦Kraken¦Zoho⟫","label":"⟪ops¦admin¦treasurer⟫","period":30,"secret":⟦S:totp_bytes⟧,"type":"TOTP"}""",
"""Speaker 2  ⟦ts_otter⟧
the setup key on the screen is ⟦S:totp_g4⟧, type it into the authenticator on the ⟪office phone¦spare iPad¦treasurer's phone⟫""",
"""@code const token = speakeasy.totp({
  secret: '⟦S:totp⟧',
  encoding: 'base32'
});""",
"""YubiKey OATH slot ⟪1¦2⟫ programmed with the hex seed ⟦S:totp_hex⟧ (TOTP, 30 s, 6 digits) for the ⟪wholesaler login¦bank token¦NHS mail⟫.""",
"""@code $ pass otp insert ops/kraken
Enter otpauth:// URI for ops/kraken: ⟦S:totp_uri⟧""",
)

add("totp_secret", "zh",
"""⟪两步验证密钥（手动输入）¦无法扫码时输入此密钥¦身份验证器设置密钥⟫：⟦S:totp_g4⟧
⟪空格可以忽略¦输入时不区分大小写¦绑定后记得验证一次⟫""",
"""⟪金山云¦京东云¦又拍云⟫ MFA 绑定密钥 ⟦S:totp⟧，换手机的时候要重新⟪扫¦绑¦输入⟫""",
"""| 账号 | 密钥 |
|---|---|
| ⟪运维¦财务¦店长⟫ | ⟦S:totp_g8⟧ |""",
"""⟪身份验证器备份¦谷歌验证器导出¦两步验证备份链接⟫：⟦S:totp_uri⟧""",
"""⟪手机拍的屏幕¦电脑截图转文字¦抄下来的⟫：无法扫描二维码？请输入密钥：⟦S:totp_dash⟧""",
"""⟦name_zh⟧ ⟦ts_wx⟧
⟪服务器¦堡垒机¦VPN⟫二次验证的种子发你：⟦S:totp_lower⟧
⟦name_zh⟧ ⟦ts_wx⟧
加好了""",
)

add("totp_secret", "mixed",
"""⟪Binance¦OKX¦Crypto.com⟫ 嘅 2FA setup key：⟦S:totp_g4⟧，我 backup 喺度""",
"""⟪Tailscale¦Cloudflare¦Namecheap⟫ admin 的 TOTP secret ⟦S:totp⟧，新 laptop 要用""",
"""La clé secrète pour l'authentificateur ⟪我抄下来了¦先记在这¦impots 账户的⟫：⟦S:totp_g4⟧""",
"""@code # Sentry 2FA 种子（staging bot 用）
TOTP_SEED=⟦S:totp⟧""",
"""⟪OKX¦Bybit¦Kraken⟫ 的 authenticator key ⟦S:totp_dash⟧ —— 别截图发群里""",
"""⟪Kaspi Business¦Gitea admin¦Grafana⟫ 那个 2FA 用的 otpauth link：⟦S:totp_uri⟧""",
)

# ===========================================================================
# private_key
# ===========================================================================
add("private_key", "en",
"""deploy key for the ⟪forge webshop¦tour site¦ticketing box⟫, copied off ⟦name_en⟧'s laptop:

⟦S:pk_ossh⟧""",
"""signing key for the ⟪club app¦booking API¦members portal⟫ (⟪do not commit¦prod only¦rotate in June⟫):
⟦S:pk_jwk⟧""",
"""@code # roles/web/files/pmr-gateway.key
⟦S:pk_ec⟧""",
"""Subject: key for the ⟪dig cabin NUC¦site laptop¦finds database box⟫

⟦name_en⟧, here's the private key as promised, delete after use:

⟦S:pk_rsa⟧

⟦name_en⟧""",
"""@code # created: 2026-03-14T10:22:31Z
# public key: ⟦age_pub⟧
⟦S:pk_age⟧""",
"""@code [Interface]
Address = 10.66.0.2/32
PrivateKey = ⟦S:pk_wg⟧

[Peer]
PublicKey = ⟦wg_pub⟧
Endpoint = vpn.⟦host⟧:51820""",
)

add("private_key", "zh",
"""⟪服务器私钥备份（别外传）¦跳板机私钥¦阿里云 ECS 的登录私钥⟫：
⟦S:pk_any⟧""",
"""⟪商户API证书私钥 apiclient_key.pem 的内容¦支付宝应用私钥¦开放平台 RSA 私钥⟫：
⟦S:pk_rsa⟧""",
"""@code // 小程序推送配置（京东云函数）
{
  "appId": "wx⟦hexid8⟧⟦hexid8⟧",
  "privateKey": "⟦S:pk_json_esc⟧"
}""",
"""⟪码云部署用的 SSH 私钥¦Gitee 自动部署私钥¦CI 拉代码用的私钥⟫：
⟦S:pk_ossh⟧
公钥已经加到仓库了""",
)

add("private_key", "mixed",
"""⟪Firebase¦GCP¦Google Play⟫ service account 的 private_key 贴这："⟦S:pk_json_esc⟧\"""",
"""APNs .p8 key（⟪push 用¦iOS 推送¦App Store Connect API 用⟫）：
⟦S:pk_ec⟧""",
"""WireGuard 配置 for 我的 VPS：PrivateKey = ⟦S:pk_wg⟧，server 在⟪新加坡¦香港¦法兰克福⟫""",
"""@code # 发给 ⟦name_en⟧ 的 ssh key，用完 revoke
⟦S:pk_ossh⟧""",
)

# ===========================================================================
# mnemonic_bip39_en
# ===========================================================================
add("mnemonic_bip39_en", "en",
"""⟪Sunday¦Bank holiday¦Snow day⟫. Rain all day so I finally set up the hardware wallet Dad gave me. It asked me to write the recovery words down, so here they are before I copy them onto the steel card:
⟦S:mn_rows4⟧
⟪Then made soup.¦Then walked the dog.¦Then slept.⟫ ⟦name_en⟧ rang about the ⟪allotment¦boat¦rota⟫.""",
"""## Wallet backup

⟦S:mn_table⟧

(⟪verified on the device¦checked twice¦restored on the spare⟫ ⟦date_en⟧)""",
"""@code const wallet = ethers.Wallet.fromPhrase("⟦S:mn12⟧");""",
"""@code from bip_utils import Bip39SeedGenerator
seed = Bip39SeedGenerator("⟦S:mn_line⟧").Generate()""",
"""> did you write the words down?
⟪yes, here, don't forward this¦here they are, delete after¦yes — only you see this⟫:
⟪⟦S:mn_perline⟧¦⟦S:mn_rows3⟧⟫""",
"""Voice memo ⟦dur⟧: "okay, ⟪reading them off the card¦here are the words¦from the steel plate⟫: ⟦S:mn_comma⟧. Done.\"""",
"""⟪Trezor¦Ledger¦Keystone⟫ recovery card (photo transcribed):
⟦S:mn24_num⟧""",
"""Moving-house checklist
- cancel the gas
- forward the post
- crypto: ⟪⟦S:mn_caps⟧¦⟦S:mn_boxes⟧¦⟦S:mn_middot⟧¦⟦S:mn_title⟧⟫
- pick up keys from ⟦name_en⟧""",
)

add("mnemonic_bip39_en", "zh",
"""⟪助记词（英文）¦钱包助记词¦英文恢复短语⟫：
⟦S:mn_line⟧
⟪抄了两份，一份放保险箱¦纸质版放在⟦rel_zh⟧那¦千万别截图⟫""",
"""⟪钱包恢复短语备份¦冷钱包备份¦助记词抄写⟫ ⟦date_zh⟧
⟪⟦S:mn_num⟧¦⟦S:mn_wordn⟧¦⟦S:mn_numinline⟧⟫""",
"""⟦S:mn_table4⟧
——以上是⟦rel_zh⟧的⟪冷钱包¦硬件钱包¦小狐狸钱包⟫，千万别拍照""",
"""⟦name_zh⟧ ⟦ts_wx⟧
⟪你要的那串英文单词¦钱包那12个词¦助记词给你⟫：⟦S:mn_hyphen⟧""",
"""备份文件 ⟪mnemonic.json¦wallet_backup.json¦seed.json⟫ 里的内容：⟦S:mn_json⟧""",
"""（语音转文字）你记一下啊，⟦S:mn_comma⟧，⟪就这些¦别抄错¦按顺序⟫""",
)

add("mnemonic_bip39_en", "mixed",
"""⟪Ledger¦Trezor¦Keystone⟫ 嘅 24 個 words 我寫低咗：
⟦S:mn24_num⟧""",
"""MetaMask secret recovery phrase 在这里 ok：⟪⟦S:mn_line⟧¦⟦S:mn_csv⟧⟫ ⟪¦，别 screenshot¦，backup 完就删⟫""",
"""La phrase de récupération ⟪钱包的¦du wallet 的¦我的钱包⟫：
⟦S:mn_perline⟧""",
"""@code # 测试网 faucet 钱包，不要用在 mainnet
MNEMONIC="⟦S:mn12⟧\"""",
"""⟪Phantom¦Rabby¦Exodus⟫ wallet 的 recovery phrase 先存这：⟦S:mn_slash⟧ —— 回家再抄纸上""",
"""@code # 出海项目 relayer 配置
relayer:
  chain: polygon
  words:
  ⟦S:mn_yaml⟧""",
)

# ===========================================================================
# mnemonic_zh
# ===========================================================================
add("mnemonic_zh", "en",
"""Chinese-language wallet backup for ⟦name_en⟧'s ⟪mum¦dad¦grandma⟫ (⟪she set it up in Chinese¦the app was in Chinese¦from the Chinese-language app⟫):
⟦S:mz_sp⟧""",
"""⟪Recovery words (Chinese list, numbered)¦Seed words, Chinese word list¦Wallet backup — Chinese characters⟫:
⟦S:mz_num⟧""",
"""Photo of ⟪Grandma's¦Uncle Wei's¦Mum's⟫ notebook, transcribed: ⟦S:mz_nosp⟧ — that's the wallet phrase.""",
"""Wallet phrase in traditional characters, from the ⟪Hong Kong exchange¦Taipei app¦HK cousin's wallet⟫:
⟦S:mzt_sp⟧""",
)

add("mnemonic_zh", "zh",
"""⟪助记词¦钱包助记词¦恢复词⟫：⟪⟦S:mz_sp⟧¦⟦S:mz_ideo⟧⟫⟪¦，别外传¦（⟦date_zh⟧抄）⟫""",
"""⟪钱包助记词备份¦冷钱包恢复词¦助记词⟫
⟦S:mz_perline⟧
⟪抄在本子第3页¦原件在保险柜¦别拍照⟫""",
"""⟪⟦S:mz_table⟧¦⟦S:mz_cols2⟧⟫
（⟪冷钱包¦硬件钱包¦imToken⟫，⟦date_zh⟧ 核对过）""",
"""日记 ⟦date_zh⟧ 阴
今天终于把钱包弄好了，助记词先记在这里：⟦S:mz_g3⟧。⟪晚上去外婆家吃饭。¦下午去游泳。¦明天上班。⟫""",
"""⟦name_zh⟧ ⟦ts_wx⟧
⟪你要的助记词¦钱包恢复词发你¦这是那个钱包的词⟫
⟪⟦S:mz_num⟧¦⟦S:mz_numinline⟧⟫""",
"""⟪备份文件里是这样的¦导出的 json¦钱包备份内容⟫：⟦S:mz_json⟧""",
"""⟪助记词（分行抄的）¦恢复词，抄成了几行¦钱包词⟫：
⟪⟦S:mz_g4⟧¦⟦S:mz_rows6⟧⟫""",
"""⟪爸爸¦妈妈¦舅舅⟫的钱包恢复短语：⟦S:mz_brackets⟧ 千万别丢""",
"""（语音转文字）⟪你记好¦写下来啊¦听好了⟫，⟪⟦S:mz_comma⟧¦⟦S:mz_middot⟧⟫，就这么多""",
"""繁体版助记词（⟪香港交易所导出的¦台湾版钱包¦表哥的钱包⟫）：⟦S:mzt_numinline⟧""",
)

add("mnemonic_zh", "mixed",
"""⟪阿爸¦阿媽¦細佬⟫個 wallet 用咗中文 seed phrase：⟦S:mzt_sp⟧""",
"""⟪imToken¦TokenPocket¦Bitget Wallet⟫ 中文助记词 backup：
⟦S:mz_num⟧""",
"""⟪Trust Wallet¦OKX Wallet¦SafePal⟫ 的中文 mnemonic：⟦S:mz_nosp⟧（copy 的时候别加空格）""",
"""@code # 测试用 wallet，中文助记词
MNEMONIC_ZH="⟦S:mz_sp⟧\"""",
"""Recovery phrase（中文版⟪¦，全角数字¦，from the card⟫）：⟦S:mz_fwnum⟧""",
"""Cold wallet backup 中文词，⟪两列¦按 number 排¦copy from the card⟫：
⟦S:mz_cols2⟧""",
)

# ===========================================================================
# crypto_wallet_key
# ===========================================================================
add("crypto_wallet_key", "en",
"""⟪Paper wallet¦Old paper wallet¦Cold wallet printout⟫ (printed ⟦date_en⟧)
Public address: ⟦btc_legacy⟧
Private key (WIF): ⟦S:wk_wif_u⟧""",
"""@code const keyPair = ECPair.fromWIF('⟦S:wk_wif_c⟧');""",
"""@code const wallet = new ethers.Wallet('⟦S:wk_0x⟧', provider);""",
"""@code >>> accounts.add('⟦S:wk_hex⟧')
<LocalAccount '⟦eth_addr⟧'>""",
"""Sparrow → Export → master private key for the ⟪old testnet wallet¦signet test wallet¦workshop demo wallet⟫: ⟦S:wk_tprv⟧""",
"""Phantom → Show private key:
⟦S:wk_sol58⟧
(⟪old NFT wallet, probably nothing in it now¦the mint wallet¦airdrop wallet⟫)""",
"""TronLink export for the ⟪shop's¦supplier's¦family's⟫ USDT wallet — private key ⟦S:wk_hex⟧, address ⟦tron_addr⟧""",
"""Cold-storage note: the extended private key from the Coldcard SD backup is ⟪⟦S:wk_xprv⟧¦⟦S:wk_zprv⟧⟫""",
)

add("crypto_wallet_key", "zh",
"""⟪冷钱包私钥（WIF）¦比特币私钥¦纸钱包私钥⟫：⟦S:wk_wif⟧，地址 ⟦btc_addr⟧""",
"""小狐狸钱包导出的私钥：⟦S:wk_0x⟧⟪¦，账户2¦，测试完就转走⟫""",
"""⟪波场¦TronLink¦TP钱包⟫私钥 ⟦S:wk_hex⟧（⟪店里收U用的¦收货款的¦别用于大额⟫）""",
"""@code // 部署脚本，私钥别提交！
const PRIVATE_KEY = "⟦S:wk_0x⟧";""",
"""⟦name_zh⟧ ⟦ts_wx⟧
⟪测试币钱包的私钥¦testnet 水龙头钱包私钥¦测试网钱包⟫：⟦S:wk_wif_test⟧""",
"""Solana ⟪钱包¦部署账号¦测试账号⟫ id.json 的内容：
⟦S:wk_sol_arr⟧""",
)

add("crypto_wallet_key", "mixed",
"""⟪Coldcard¦Keystone¦Passport⟫ 嘅 xprv 我 export 咗：⟦S:wk_xprv⟧""",
"""Nostr 的 nsec ⟦S:wk_nsec⟧，don't share 给任何人⟪¦，npub 可以¦，backup 在 password manager⟫""",
"""Litecoin ⟪paper wallet¦cold wallet¦old wallet⟫ 的 private key：⟦S:wk_ltc⟧""",
"""@code # 出海团队 hot wallet，只放 gas fee
export DEPLOYER_KEY=⟦S:wk_0x⟧""",
"""Phantom export 的 private key：⟦S:wk_sol58⟧，⟪NFT 都在里面¦只剩 0.2 SOL¦别 import 到 browser⟫""",
"""Bitcoin Core dumpprivkey 出来的：⟦S:wk_wif_c⟧ —— ⟪老 wallet.dat 的¦2017 年的 address¦mining 时期的⟫""",
)
