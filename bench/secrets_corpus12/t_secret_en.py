"""English templates of the secret kinds. Slots: ⟨S:gen⟩ the secret (span), ⟨?a|b⟩ a variant,
⟨#a-b⟩ an integer, ⟨name⟩ a filler from values.FILL (⟨name@t⟩ binds it, ⟨@t⟩ repeats it).
Templates are dealt alternately to dev and test in the order written here."""

TEMPLATES = {}

TEMPLATES["pin"] = [
    "[⟨time⟩] ⟨en_first⟩: new debit card came for the bakery co-op account. PIN is ⟨S:pin4⟩, I'll change it at the cashpoint on ⟨day⟩",
    """Voicemail transcript, renal unit bay ⟨bay⟩ handset:
"Hi, it's ⟨en_first⟩ from the dialysis office. The new voicemail PIN for the ward phone is, um, ⟨S:pin_words⟩, so the night team can pick up the messages. Thanks, bye." """,
    "note to self: parental controls on the Switch are ⟨S:pin4⟩. the kids think it's my birthday. it isn't.",
    """Diary, ⟨date⟩. Rowing club dinner at the boathouse. ⟨en_first⟩ had forgotten the PIN for the club card again so I wrote it on the back of the menu for her: ⟨S:pin_sp⟩. Probably a mistake, but the bar was closing.""",
    "Phone locked after three wrong tries. The PUK on the card the SIM came in is ⟨S:puk⟩, typing it in now before I lose the card.",
    """- bins out Thursday
- renew the cinema's premises licence
- Mum's phone PIN = ⟨S:pin46⟩ (she keeps asking)
- order ⟨plant⟩ for the front beds""",
    "Voice memo ⟨time12⟩: okay so the card for the taxi rank float, the PIN for it, it's ⟨S:pin_words⟩. Don't write that down. Ha. Writing it down.",
    """Subject: Band van fuel card

Hi ⟨en_first⟩,

The replacement fuel card for the van arrived this morning. PIN: ⟨S:pin_dash⟩

Please shred this once you've learnt it.
⟨en_first⟩ (Brightstone Band, transport)""",
    "Set up Windows Hello on the nursery till laptop. PIN ⟨S:pin6⟩, six digits, no letters. Face unlock doesn't like the polytunnel light.",
    "The telly in the dialysis family room has an adult lock on the film channels. Unlock code is ⟨S:pin4⟩ - nurse in charge only please.",
    "why does my ⟨bank⟩ app keep rejecting my pin?? I'm typing ⟨S:pin6⟩ like always and it says incorrect. third time today",
    """CARD DETAILS (sailing club bar float)
Holder: ⟨en_full⟩
Card ending ⟨last4⟩
PIN ⟨S:pin_dot⟩
Keep in the cash tin, not the bar drawer""",
]

TEMPLATES["door_code"] = [
    "Boathouse keypad was changed today. New code ⟨S:door_hash⟩. Please don't give it to the juniors' parents, they leave it open.",
    """Welcome to the flat above the bakery! The key safe is to the left of the blue door, code ⟨S:keysafe⟩. Check-in from ⟨time⟩, bread's on the table.""",
    "Cinema alarm: set it on the way out, code ⟨S:pin4⟩ then ON. If it keeps beeping you've got thirty seconds to get out the fire door.",
    "Padlock on the polytunnel shed: ⟨S:combo3⟩ (turn right first, go past zero twice).",
    "Locker ⟨n2⟩ at the sailing club, my combination is ⟨S:wheel3⟩. Grab my drysuit if I'm late?",
    "Night handover, renal unit: staff room door code is now ⟨S:door_c⟩ (estates changed it after the break-in). Drug fridge keys stay with the nurse in charge.",
    "To whoever is on nights: the gate at the back of the rank opens with ⟨S:door_hash⟩. Press hard on the keypad, it sticks.",
    "Got to the band hut at seven and stood in the rain like a lemon because nobody had told me the door code. ⟨en_first⟩ texted it in the end, ⟨S:pin4⟩, and we started twenty minutes late.",
    """Voicemail: "Hiya, it's ⟨en_first⟩. You're locking up tonight. The side gate is ⟨S:pin_words⟩, then the little key symbol. Cheers, see you ⟨day⟩." """,
    """NOTE TAPED INSIDE THE VAN
Yard gate  ⟨S:door_ab⟩
Diesel key in the glovebox
Ring ⟨en_first⟩ if the barrier's down""",
    "Bike cage in the hospital car park: code ⟨S:pin_sp⟩. Ask ⟨en_first⟩ on reception for a fob if the keypad's dead.",
    "Allotment society: the main gate combination changes on the 1st. For ⟨month⟩ it's ⟨S:wheel3⟩. Please do NOT post it in the public Facebook group again.",
]

TEMPLATES["login_pair"] = [
    """ticketing laptop
user: ⟨user⟩
pass: ⟨S⟩""",
    "Tills login for Saturday's market stall: ⟨user⟩ / ⟨S⟩",
    """| system | username | password |
|---|---|---|
| boat booking site | ⟨email⟩ | ⟨S⟩ |
| hall calendar | (ask ⟨en_first⟩) | |""",
    """site,username,password
rota.⟨domain⟩,⟨user⟩,⟨S⟩""",
    """{"username": "⟨user⟩", "password": "⟨S⟩", "remember_me": true}""",
    "box office terminal -> ⟨user⟩:⟨S⟩",
    "The login for the projection booth PC is ⟨user⟩ and the password is ⟨S⟩, same as last season, nobody changed it.",
    """Hi ⟨en_first⟩,

Here is your account for the club's boat booking system:

    Username: ⟨email⟩
    Temporary password: ⟨S⟩

You'll be asked to choose a new one the first time you log in.""",
    "Phone call notes ⟨date⟩: ⟨en_first⟩ from the trust's IT read it out. username ⟨user⟩, password ⟨S:pw_spelled_en⟩.",
    "captive portal at the regatta: id ⟨user⟩ pw ⟨S⟩",
    """PC 2 (dispatch)
U  ⟨user⟩
P  ⟨S⟩""",
    "⟨en_first⟩ can you log in to the band's music library for me? it's ⟨email⟩, password ⟨S⟩. I'm on the bus",
]

TEMPLATES["recovery_codes"] = [
    """GitHub recovery codes for the club organisation account (⟨isodate⟩):

⟨S:rc_github⟩

Keep these somewhere safe. Each works once.""",
    """BACKUP VERIFICATION CODES
⟨email⟩

⟨S:rc_sheet⟩

Each code can be used only once. Printed ⟨date⟩""",
    "Apple recovery key for the box office iPad: ⟨S:rc_apple⟩. We need this if we lose the passcode AND the Apple ID.",
    "Microsoft account recovery code (band treasurer's Outlook): ⟨S:rc_ms⟩",
    """BitLocker recovery key for the dispatch PC (identifier ⟨serial⟩):
⟨S:rc_bitlocker⟩""",
    """Discord backup codes, rowing team server owner account:
⟨S:rc_discord⟩""",
    "Used one of my backup codes to get into Xero at the stall today: ⟨S:rc_single⟩. Crossed it off the sheet.",
    "From the 1Password Emergency Kit: Secret Key ⟨S:rc_1pw⟩ (account ⟨email⟩)",
    "two-factor backup codes for the radio station's Mailchimp: ⟨S:rc_inline⟩",
    """## 2FA backup (Cloudflare, community radio)
⟨S:rc_bullets⟩

(tick them off as they get used)""",
    """Proton recovery codes
⟨S:rc_numbered⟩""",
    """[⟨time@t⟩] ⟨en_first⟩: can you send me the recovery codes for the shop's Shopify? locked out again
[⟨@t⟩] ⟨en_first⟩: ⟨S:rc_generic⟩""",
]

TEMPLATES["security_answer"] = [
    """Security question: Name of your first pet?
> ⟨S:ans_pet⟩""",
    "Memorable word for the building society account: ⟨S:ans_maiden⟩",
    "what did we put for 'street you grew up on' on the club bank account? -- ⟨S:ans_street⟩ I think, it was Grandma's road",
    """Agent: Before I go on, can you confirm your mother's maiden name?
Caller: It's ⟨S:ans_maiden⟩.
Agent: Thank you. And the first line of the address?""",
    "Q: City you were born in -- ⟨S:ans_city⟩",
    "For the ⟨en_app⟩ account I set the 'favourite teacher' question to ⟨S:ans_teacher⟩, just so you know if you ever have to ring them.",
    "First car: ⟨S:ans_car⟩ (for the ⟨bank⟩ security questions)",
    "Spent the evening resetting Mum's accounts. Every single one asks for her primary school, which is ⟨S:ans_school⟩, and she spells it differently every time.",
    """security_q_1: childhood best friend
security_a_1: ⟨S:ans_friend⟩""",
    """Recovery questions for the band's PayPal:
1. Favourite food: ⟨S:ans_food⟩
2. (not set)""",
    "Voice memo: so the, er, the secret question on the energy account is 'your hero' and I put ⟨S:ans_hero⟩, full name, capital letters and everything.",
    "If the bank asks the childhood book thing, it's \"⟨S:ans_book⟩\". Don't say the film.",
]

TEMPLATES["otp"] = [
    "Your ⟨issuer⟩ verification code is ⟨S:otp6⟩. It expires in ⟨mins⟩ minutes. Don't share it with anyone.",
    "⟨S:otp_g⟩ is your Google verification code.",
    "⟨bank⟩: Enter ⟨S:otp6⟩ to approve your payment of ⟨gbp⟩ to ⟨?BAKERY CO-OP|GREENHOLLOW NURSERY|KINGSWAY TAXIS LTD⟩. We will never call you to ask for this code.",
    """Mum: can you read me the code that just came to your phone, the six number one
Me: it says ⟨S:otp_sp⟩
Mum: got it""",
    "Tried to log in to the club Dropbox on the train and the code arrived just as we went into the tunnel. ⟨S:otp6⟩. By the time I had signal again it had expired, obviously.",
    "Automated call transcript: Hello. Your verification code is ⟨S:otp_words⟩. Goodbye.",
    "Use code ⟨S:otp_alnum⟩ to sign in to ⟨en_app⟩. If you didn't request this, you can ignore this message.",
    """Your WhatsApp code: ⟨S:otp_dash⟩
Don't share this code with others""",
    """[⟨time@t⟩] ⟨en_first@a⟩: the cinema's Stripe login wants a code, it went to your phone
[⟨@t⟩] ⟨en_first@b⟩: ⟨S:otp6⟩
[⟨@t⟩] ⟨@a⟩: in, thanks""",
    """Subject: Your sign-in code

Hi ⟨en_first⟩,

Here is your sign-in code for the rowing club members' portal:

    ⟨S:otp8⟩

It will expire in ⟨mins⟩ minutes.""",
    "⟨S:otp4⟩ is your ⟨en_app@a⟩ login code. Do not give this code to anyone, even if they say they're from ⟨@a⟩.",
    "(expired) the 2FA code from this morning was ⟨S:otp6⟩. writing it down because support asked which one I used before it locked me out.",
]

TEMPLATES["totp_secret"] = [
    "Can't scan the QR code? Enter this key manually instead: ⟨S:b32_grp⟩",
    "otpauth://totp/⟨issuer@i⟩:⟨email⟩?secret=⟨S:b32⟩&issuer=⟨@i⟩&digits=6&period=30",
    "Setup key for the shared ⟨issuer⟩ account, so both treasurers can get codes: ⟨S:b32_grp_up⟩",
    "2FA seed, community radio Cloudflare: ⟨S:b32⟩",
    "authenticator secret ⟨S:b32_lower⟩ (time-based, 30 s)",
    """Secret key:
⟨S:b32_lines⟩
Account: ⟨email⟩""",
    """[totp]
account = ⟨email⟩
seed = ⟨S:b32⟩
digits = 6""",
    "just add the key to your authenticator app instead of the QR: ⟨S:b32_grp⟩. type it exactly, the spaces don't matter",
    """name,url,username,password,totp
⟨issuer⟩,https://⟨domain⟩,⟨user⟩,,⟨S:b32⟩""",
    """import pyotp
totp = pyotp.TOTP("⟨S:b32⟩")
print(totp.now())""",
    """Moving 2FA to the new phone. Keys so far:
- ⟨issuer⟩: ⟨S:b32_grp⟩
- the bank ones use their own app""",
    "...and your two-factor secret is ⟨S:b32_16⟩. You will need this if you lose your device, so store it securely.",
]

TEMPLATES["mnemonic_zh"] = [
    """Mum's wallet uses the Chinese word list. Her recovery phrase:
⟨S:mn_zh_line⟩""",
    "Seed (Chinese simplified list): ⟨S:mn_zh_nospace⟩",
    """Backup phrase, copied off the card in the hardware wallet box:
⟨S:mn_zh_num⟩""",
    """Transcribed from the photo of the seed card:
⟨S:mn_zh_grid⟩""",
    """Dad read these out over the phone, one character at a time:
⟨S:mn_zh_lines⟩
that's the lot""",
    """Shopping: oat milk, ⟨bread⟩, bin bags

wallet words (zh):
⟨S:mn_zh_ideo⟩

Call the vet about Pickle""",
    "Recovery words, in order: ⟨S:mn_zh_comma⟩",
    """Seed phrase, two columns as printed:
⟨S:mn_zh_cols⟩""",
    """## Cold wallet (Chinese list)

⟨S:mn_zh_table⟩""",
    "mnemonic: ⟨S:mn_zh_inline_num⟩",
    "exported from the app like this: ⟨S:mn_zh_dash⟩",
    "Voice memo, ⟨date⟩: okay, so the, er, the Chinese words for Grandad's wallet are ⟨S:mn_zh_line⟩. That's all of them. I think.",
]

TEMPLATES["wifi_password"] = [
    """WiFi: ⟨ssid⟩
Password: ⟨S⟩""",
    """Free WiFi for customers
Network ⟨ssid⟩ · key ⟨S⟩
Ask at the counter if it drops""",
    "WIFI:T:WPA;S:⟨ssid⟩;P:⟨S⟩;;",
    "what's the wifi in the clubhouse? -- ⟨ssid⟩, pw ⟨S⟩",
    "Welcome aboard! Internet: the router is under the bench seat. The password on its sticker is wrong, use ⟨S⟩ instead.",
    "Staff wifi (NOT for patients or visitors): ⟨ssid⟩ / ⟨S⟩. It changes every quarter.",
    """network={
    ssid="⟨ssid⟩"
    psk="⟨S⟩"
}""",
    "Router sticker in the ticket office says SSID ⟨ssid⟩, WPA key ⟨S:wifi_digits⟩.",
    "Voicemail from ⟨en_first⟩: \"...and the wifi password is ⟨S:pw_spelled_en⟩, all one word. See you at rehearsal.\"",
    """wifis:
  wlan0:
    access-points:
      "⟨ssid⟩":
        password: "⟨S⟩\"""",
    "The hall's wireless network is ⟨ssid⟩ and the passphrase is ⟨S:passphrase⟩ (with the spaces). Please don't stream the match on it.",
    "Spent ten minutes at the taxi office trying to guess before ⟨en_first⟩ shouted across that the wifi key is ⟨S⟩.",
]

TEMPLATES["password_nl"] = [
    "Treasurer's laptop password is ⟨S⟩. It was on a post-it on the lid, I've moved it here and binned the post-it.",
    "Voice memo: the password for the band's email, it's ⟨S:pw_spelled_en⟩. Okay. Done.",
    "Read it back to me? ... ⟨S:pw_nato⟩. Yes, that's it.",
    "$ mysql -u root -p'⟨S⟩' stockroom",
    "Changed the projection booth PC password to ⟨S⟩ after the students saw me type the old one.",
    "New passphrase for the sailing club shared drive: \"⟨S:passphrase⟩\", all lower case.",
]

TEMPLATES["mnemonic_bip39_en"] = [
    """Recovery phrase for the club's donation wallet:
⟨S:mn_en_num⟩""",
    "seed: ⟨S:mn_en_line⟩",
    """Seed card (photo transcribed):
⟨S:mn_en_grid⟩
-- keep with the deeds""",
    """Things for Saturday
- ⟨bread⟩ order
- float for the till

⟨S:mn_en_lines⟩

- collect ⟨plant⟩ from the wholesaler""",
    "STAMPED ON THE STEEL PLATE: ⟨S:mn_en_upper⟩",
    """Written in two columns on the back of the manual:
⟨S:mn_en_cols⟩""",
]

TEMPLATES["card_number"] = [
    "Card for the nursery's supplier account: ⟨S:card⟩ exp ⟨#1-12⟩/⟨#27-31⟩ CVC ⟨n3⟩",
    "can you pay the hall hire? use the band card ⟨S:card⟩, ⟨en_first⟩ said it's fine",
    """Cardholder: ⟨en_full⟩
Card number: ⟨S:card⟩
Expiry: ⟨#1-12⟩/⟨#27-31⟩""",
    "Booked the minibus for the regatta on ⟨S:card⟩ (the club Visa), confirmation to follow.",
    "Bank transfer bounced, so I topped up the taxi account by card: ⟨S:card_plain⟩, security code ⟨n3⟩.",
    "Caller: the long number on the card is ⟨S:card⟩. Agent: thank you, and the expiry?",
]

TEMPLATES["api_key"] = [
    "key for the rota bot: ⟨S⟩ (please don't paste it into the group chat)",
    "curl -H \"Authorization: Bearer ⟨S⟩\" https://api.⟨domain⟩/v1/bookings",
    "temporary token for the radio playout integration, rotate after the weekend: ⟨S⟩",
    """newsletter:
  provider: sendy
  api_key: ⟨S⟩""",
    """[default]
aws_access_key_id = ⟨aws_id⟩
aws_secret_access_key = ⟨S:aws_secret⟩""",
    "client = Client(token=\"⟨S⟩\")  # TODO move to env before the nursery site goes live",
]

TEMPLATES["jwt"] = [
    "session cookie from the booking site, in case it helps debugging: ⟨S⟩",
    """GET /api/members HTTP/1.1
Host: rota.⟨domain⟩
Authorization: Bearer ⟨S⟩""",
    "curl -H 'Authorization: Bearer ⟨S⟩' https://rota.⟨domain⟩/api/shifts",
    "localStorage.setItem('auth', '⟨S⟩');",
    "here's the token that keeps expiring on the ticket scanner, can you decode it? ⟨S⟩",
    "⟨isodate⟩T⟨time⟩:00Z INFO auth ok user=⟨user⟩ token=⟨S⟩",
]

TEMPLATES["private_key"] = [
    """Key for the kiosk Pi (deploy user):
⟨S:ssh_key⟩""",
    """Here's the private key for the box office site's certificate:

⟨S:pem_key⟩

Don't commit it.""",
    """exported my key for signing the newsletter:
⟨S:pgp_key⟩""",
    """$ cat ~/.ssh/id_ed25519
⟨S:ssh_key⟩""",
    """```
⟨S:pem_key⟩
```""",
    """Pasting the key so ⟨en_first⟩ can get into the NAS at the studio:
⟨S:pem_key⟩""",
]

TEMPLATES["crypto_wallet_key"] = [
    "WIF for the paper wallet in the club safe: ⟨S:wif⟩",
    "private key (hex): ⟨S:hexkey⟩",
    "xprv from the old Electrum backup: ⟨S:xprv⟩",
    "Phantom export, secret key: ⟨S:sol_secret⟩",
    "keypair file for the tip-jar bot: ⟨S:sol_json⟩",
    "import this into MetaMask on the shop tablet: ⟨S:hexkey⟩",
]

TEMPLATES["connection_string"] = [
    "DATABASE_URL in the compose file is ⟨S:conn_url⟩, can you check it's reachable from the kiosk?",
    "$ psql \"⟨S:conn_pg⟩\"",
    """services:
  web:
    environment:
      - DB_DSN=⟨S:conn_url⟩""",
    "\"ConnectionStrings\": { \"Default\": \"⟨S:mssql_ado⟩\" }",
    "ticket #⟨n4⟩: booking app can't connect since the move, it's using ⟨S:conn⟩",
    "SQLALCHEMY_DATABASE_URI = \"⟨S:conn_pg⟩\"",
]

TEMPLATES["url_credentials"] = [
    """$ git remote -v
origin  ⟨S:cred_git⟩ (fetch)""",
    "NVR camera 3 (yard): ⟨S:cred_rtsp⟩",
    "bookmark for the shared files: ⟨S:cred_share⟩",
    "*/15 * * * * curl -s \"⟨S:cred_token_q⟩\" > /dev/null",
    "Committee meeting link, please don't forward it outside the band: ⟨S:cred_zoom⟩",
    "rota calendar feed (subscribe in Outlook): ⟨S:cred_ical⟩",
    "Slack incoming webhook for the regatta results channel: ⟨S:cred_slack⟩",
    "Found this in the old volunteer handbook, is it still live? ⟨S:cred_smtp⟩",
]

TEMPLATES["env_file"] = [
    """# .env (nursery shop)
NODE_ENV=production
PORT=⟨#3000-3999⟩
STOCK_SYNC_SECRET=⟨S:env_val⟩""",
    """BOATHOUSE_SMTP_HOST=smtp.⟨domain⟩
BOATHOUSE_SMTP_PASS=⟨S:env_val⟩""",
    "export PLAYOUT_TOKEN=⟨S:env_val⟩  # from ~/.bashrc on the studio PC",
    """[Service]
Environment=TICKETS_HMAC=⟨S:env_val⟩
ExecStart=/usr/local/bin/tickets""",
    """apiVersion: v1
kind: Secret
metadata:
  name: rota
stringData:
  ROTA_SIGNING_KEY: ⟨S:env_val⟩""",
    """env:
  DEBUG: "false"
  UPLOAD_KEY: ⟨S:env_val⟩""",
]
