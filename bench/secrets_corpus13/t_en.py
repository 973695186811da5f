# English templates. Settings: a beekeeping association, a holiday let by the sea,
# a mobile dog-grooming van, an amateur astronomy society and its dome, a care
# home (relatives), a makerspace, a food bank, a parish hall, an escape-room
# business, a glamping field, a tattoo studio, a student house share, a bowls club.
# Syntax: see make_corpus.py.  Odd positions -> dev, even positions -> test.

T = {}

T["pin"] = [
    "btw mum's card pin is ⟦S:pin4⟧ if you end up getting cash out for her at the big Tesco x",
    "Nana — post office card account\nPIN: ⟦S:pin4⟧\n(she keeps trying her birthday, it's NOT that)",
    "dog sitter list\n- kibble: 2 scoops at ⟦clock⟧ and again at 6\n- alarm panel: PIN ⟦S⟧ then press OFF\n- vet number is on the fridge\n- bins go out «Thursday|Tuesday» night",
    "[00:00:03] okay note for future me\n[00:00:06] the card reader in the grooming van, the pin is ⟦S:pin_words⟧\n[00:00:11] and don't give it to the Saturday temp",
    "OCR of the letter from the bank:\n\nYour new Personal Identification Number\n\nPIN   ⟦S:pin4⟧\n\nPlease memorise your PIN and destroy this notice.",
    "voice note (auto-transcribed): yeah so the pin for the joint account is uh ⟦S:pin_pairs⟧ I think, no, yeah, definitely",
    "Dad\nToday ⟦clock⟧\nwhat's the pin for the holiday card again\n\nit's ⟦S:pin4⟧ x\nDelivered",
    "SIM PIN ⟦S:pin4⟧ — the PUK is on the plastic card in the kitchen drawer",
    "new phone passcode: ⟦S:pin6⟧ («the kids watched me type the old one|Kit guessed the old one»)",
    "«Hi love|Hiya», the PIN for the parental lock on the Sky box is ⟦S:pin4⟧ — don't tell ⟦name⟧",
    "Mum's card for the hairdresser — PIN ⟦S⟧. Receipts go in the blue folder by her bed. Thanks, ⟦name⟧ (key worker, Rosewood wing)",
    "Till 2 supervisor override PIN: ⟦S⟧ (⟦name⟧'s — ask before you use it)",
    "(post-it stuck to the back of the card)\nPIN\n⟦S:pin_sp⟧",
    "the pin? ⟦S:pin_double⟧. easy, like the bus number but twice",
    "Q for ⟦name⟧: is the card pin still ⟦S:pin4⟧ or did you change it after the skimmer thing?",
    "Forwarded from ⟦name⟧:\n> Card: the green Monzo one\n> PIN: ⟦S:pin4⟧\n> Limit's £200 a day",
    "Voicemail from Dad, ⟦date⟧ ⟦clock⟧ — \"...it's your father. The PIN for the caravan park card is ⟦S:pin_words⟧. Ring me back when you get this.\"",
    "things I keep forgetting:\n1. bin day = Wednesday\n2. boiler pressure should be 1.5\n3. debit card PIN ⟦S:pin4⟧\n4. ⟦name⟧'s birthday is the 14th",
    "texts with ⟦name#1⟧:\n⟦name#1⟧: what's Nan's pin, she's at the till and getting flustered\nme: ⟦S:pin4⟧\n⟦name#1⟧: got it, done",
    "Subject: FW: card for the trip\n\n---------- Forwarded message ---------\nFrom: ⟦fullname⟧\n\nThe prepaid travel card is in the envelope. PIN is ⟦S:pin4⟧. Top it up in the app, not at the airport.",
    "PIN for the club debit card (treasurer only!!): ⟦S:pin4⟧",
    "[Voice memo · 0:14] um right, the pin, it's... ⟦S:pin_words⟧. yeah. that's it. okay bye",
    "Grandad's hearing is bad so I wrote it big on the pad by the phone:\n\nCARD PIN\n⟦S:pin_dash⟧",
    "Dear ⟦name⟧,\nThanks for doing the shopping while I'm in hospital. My card is in the blue purse and the number you need at the till is ⟦S:pin4⟧.\nLove, Mum",
]

T["door_code"] = [
    "Welcome to «The Old Rectory|Bramble Cottage|Harbour View»!\nCheck-in from 4pm.\nThe key safe is to the left of the green door — code ⟦S:padlock4⟧. Please scramble the dials after.\nWi-Fi details are in the welcome folder.",
    "observatory dome keypad changed → ⟦S:door_star⟧ (committee decided on ⟦date⟧, tell your buddy)",
    "apiary shed combination: ⟦S:padlock⟧, spin it right first then back past zero",
    "makerspace front door: ⟦S⟧ then the key button. the back door's broken, don't bother with it",
    "[voice memo, transcribed] right so for Saturday the back gate code is ⟦S:pin_pairs⟧ and the cage with the tins is already open, just pull the bolt",
    "Gate: ⟦S⟧\nFront door: key under the heron\nBins: Tues\nParking: the gravel bit only",
    "the hall door code is ⟦S:year_old⟧ — it's the year the hall was built, so you won't forget",
    "escape room staff door ⟦S:door_letters⟧ — the letter is the button bottom left of the pad",
    "From: Parish Hall bookings\nSubject: Your booking on ⟦date⟧\n\nHi ⟦name⟧,\nthe key box by the side entrance opens with ⟦S:padlock4⟧. Please return the key and reset the code to 0000.\n\nThanks,\nThe hall committee",
    "glamping field gate: ⟦S⟧ (if it beeps twice you got it wrong, wait 30 seconds and retry)",
    "Bike store at work — ⟦S:pin_dash⟧, the lock sticks so push the door hard",
    "Mum's building: press ⟦S:door_star⟧ on the panel by the door, then it's the lift to the 4th floor",
    "Studio shoot — aftercare video\nLocation: Ink & Anchor, back entrance\nNotes: door code ⟦S⟧, come straight up the stairs",
    "Handover sheet (nights)\n• Med room keypad: ⟦S⟧\n• Fire panel: reset with the key only\n• Visitors sign out at reception",
    "the garage keypad code is ⟦S:pin_words⟧ — spelling it out so the kids don't clock it if they read this",
    "lockbox ⟦S:padlock4⟧ / dome key inside / PUT IT BACK",
    "office safe: ⟦S:pin6⟧ — the float bags are labelled by till",
    "ugh the gym locker combo is ⟦S:padlock4⟧ and I still managed to forget it twice this week",
    "WhatsApp from the host:\n[⟦clock⟧] Hi ⟦name⟧! Just so you have it — front door keypad ⟦S⟧, press the tick after. Enjoy the beach!",
    "doorbell's broken, just punch in ⟦S:pin_pairs⟧ on the keypad and come up",
    "Directions to the dome:\n1. Park in the layby\n2. Follow the track through the farm gate (code ⟦S:padlock4⟧)\n3. Dome is on the left, key's in the lockbox",
    "Committee minutes, ⟦date⟧\nItem 4: the store room keypad changes to ⟦S⟧ from Monday. The old code will be disabled.",
    "Voicemail from ⟦name⟧: \"hiya, I'm at work so I can't let you in, the code for the side gate is ⟦S:pin_words⟧, and the dog's fine, she just barks\"",
    "whoever's on first shift: the food bank cage padlock is ⟦S:padlock⟧ now, not the old one",
]

T["security_answer"] = [
    "Mum's bank security question (for when I ring up on her behalf): her mother's maiden name → ⟦S:ans_maiden⟧",
    "they asked for the name of my first pet and I just said ⟦S:ans_pet⟧ lol, which is true",
    "Building society online —\nmemorable place: ⟦S:ans_city⟧\n(not where I was born, where we went on holiday that year)",
    "if the insurance people ask for the memorable word it's ⟦S:ans_word⟧",
    "@| Question | What I put |\n|---|---|\n| Favourite teacher | ⟦S:ans_teacher⟧ |",
    "Q3. Name of the street you grew up on?\n↳ ⟦S:ans_street⟧",
    "[transcript] uh so for the pension website, the security question is first car and I put ⟦S:ans_car⟧, with a capital letter",
    "Dad forwarded this:\n> Security question: In what town did you meet your spouse?\n> ⟦S:ans_city⟧",
    "I set every single security question to ⟦S:ans_word⟧ so I never forget. genius or terrible?",
    "childhood best friend = ⟦S:ans_friend⟧ (for the Apple ID if it ever locks again)",
    "Favourite childhood book: ⟦S:ans_book⟧ — typed exactly like that, capitals and all",
    "Call notes ⟦date⟧: the agent asked for Mum's place of birth, I told them ⟦S:ans_city⟧, then her date of birth, then they let me through",
    "Recovery question on the old Yahoo: where did you go on honeymoon? → ⟦S:ans_honey⟧",
    "sec q: fav food as a kid / ⟦S:ans_food⟧ (all lowercase)",
    "note from ⟦name⟧: if the vet practice portal asks 'first school' it wants ⟦S:ans_school⟧",
    "the question was 'what was your childhood nickname' and I put ⟦S:ans_pet⟧ because that's what Grandad called me",
    "Security answer for the council tax account: ⟦S:ans_maiden⟧",
    "filling in the form now — 'mother's maiden name' — is it ⟦S:ans_maiden⟧ or did Nan change the spelling when she married?",
    "texts with Dad:\nDad: what did I put for 'name of first pet' on the bank thing\nme: ⟦S:ans_pet⟧, the budgie\nDad: ah yes",
    "---------- Forwarded message ---------\nFrom: ⟦fullname⟧\nSubject: Nan's accounts\n\nThe memorable name for the pension line is ⟦S:ans_friend⟧ (her sister).",
    "[Voice memo · 0:31] so the gas people asked the security question, and it's, um, the street I grew up on, so ⟦S:ans_street⟧, and they were happy with that",
    "Account recovery sheet\n- Q: Favourite teacher?\n- A: ⟦S:ans_teacher⟧",
    "what was the name of your first school → ⟦S:ans_school⟧ (⟦name⟧ set this up for me, I'd never have remembered)",
    "'where were you born' on the tax account is ⟦S:ans_city⟧, NOT the town the hospital was in",
]

T["password_nl"] = [
    "laptop password is ⟦S⟧ if it asks after the update",
    "new pw for the beekeepers' association site → ⟦S⟧",
    "[voice memo] the password for the dome PC is ⟦S:pw_spoken⟧, got that? okay",
    "reminder: changed the Netflix password to ⟦S⟧ because of Callum's ex",
    "Grooming van tablet\n- passcode for the booking app: ⟦S⟧\n- charger lives in the glovebox\n- don't update it mid-day",
    "Read back over the phone: ⟦S:pw_phonetic⟧ — that's the admin password for the parish printer",
    "> what's the password for the shared drive?\nit's ⟦S⟧, capital at the start",
    "passphrase for the backup disk: \"⟦S:pw_phrase⟧\" (exactly as typed)",
    "Jot: PW = ⟦S⟧ (the new one, old one retired)",
    "Forwarded from ⟦name⟧: the password for the till software is now ⟦S⟧. Please don't write it on the till again.",
    "my Steam password is ⟦S⟧ if you want to play while I'm away, just don't buy anything",
    "encrypted zip from the accountant came through, password to open it: ⟦S⟧",
    "I've set the guest account password to ⟦S⟧ — tell the Saturday volunteers",
    "Mum keeps asking so I'm writing it down: her email password is ⟦S⟧",
    "the password's ⟦S:pw_camel⟧, all one word, each word capitalised",
    "sudo password on the pi in the dome: ⟦S⟧",
    "For ⟦name⟧ — the house laptop is unlocked with ⟦S⟧. Please log out of my Amazon.",
    "So the password (I'm saying it slowly) is ⟦S:pw_spoken⟧ ... yeah that's it, bye",
]

T["login_pair"] = [
    "user: ⟦username⟧\npass: ⟦S⟧",
    "⟦email⟧ / ⟦S⟧",
    "Shared login for the hive-records site\nusername ⟦username⟧\npassword ⟦S⟧",
    "@site,username,password\nbeekeepers-records.org.uk,⟦username⟧,⟦S⟧",
    "login ⟦username⟧ pw ⟦S⟧ (don't change it, the whole rota uses it)",
    "Account: ⟦email⟧\nPassword: ⟦S⟧\n2FA: SMS to the office phone",
    "Hi ⟦name⟧,\nyour volunteer account is ready.\nUsername: ⟦username⟧\nTemporary password: ⟦S⟧\nYou'll be asked to change it when you first log in.",
    "@{\"user\": \"⟦username⟧\", \"password\": \"⟦S⟧\", \"site\": \"booking\"}",
    "U: ⟦username⟧   P: ⟦S⟧",
    "creds for the glamping channel manager — ⟦username⟧ + ⟦S⟧",
    "router admin page (192.168.1.1) — admin:⟦S⟧",
    "@accounts:\n  - service: escape-room booking\n    login: ⟦username⟧\n    password: ⟦S⟧",
    "the Zoom host account is ⟦email⟧, password ⟦S⟧",
    "for the charity Canva: username is the info@ email, password is ⟦S⟧",
    "hi it's ⟦name⟧, the login for the rota app is username ⟦username⟧ and password ⟦S:pw_spoken⟧, okay bye",
    "@| system | user | password |\n|---|---|---|\n| EPOS | ⟦username⟧ | ⟦S⟧ |",
    "Log in as ⟦username⟧ with ⟦S⟧ and go to Settings > Users to add yourself",
    "sticker on the back of the NAS:\nUser name ⟦username⟧\nPassword ⟦S⟧",
]

T["otp"] = [
    "⟦S:otp6⟧ is your Hive Society verification code. Don't share it with anyone.",
    "⟦S:otp_g⟧ is your Google verification code.",
    "Use ⟦S:otp_dash⟧ to sign in to Xero. It expires in 10 minutes.",
    "mum can you read me the code that just came to your phone\n\nit says ⟦S:otp6⟧\n\nthank you!!",
    "Your Apple Account code is: ⟦S:otp6⟧. Don't share it with anyone.",
    "Voicemail transcription: Hello. Your verification code is ⟦S:otp_words⟧. Goodbye.",
    "8-digit sign-in code from Microsoft: ⟦S:otp8⟧ (already used, leaving it here for the log)",
    "the courier wanted the delivery code, ⟦S:otp4⟧ — gave it to him at the door",
    "Steam Guard code ⟦S:otp_alnum⟧",
    "[⟦clock⟧] Barclays: ⟦S:otp6⟧ is your one-time passcode to approve a payment of ⟦price⟧ to GROOMING SUPPLIES LTD. Never share this code.",
    "WhatsApp code ⟦S:otp_dash⟧\nYou can also tap this link to verify your phone.\nDon't share this code with others.",
    "code came through: ⟦S:otp_spaced⟧ (read it out slowly, the line's terrible)",
    "Your Deliveroo code is ⟦S:otp4⟧",
    "the text from the dome booking system said ⟦S:otp6⟧ but it expired before I typed it in lol",
    "OTP for the pension transfer: ⟦S:otp6⟧ — valid 5 minutes",
    "Subject: Your sign-in code\n\nHi ⟦name⟧,\nEnter this code to finish signing in:\n\n    ⟦S:otp8⟧\n\nIf you didn't request this, you can ignore this email.",
    "Your Uber code: ⟦S:otp4⟧. Never share this code. Reply STOP ASAP to unsubscribe.",
    "he rang pretending to be the bank and asked for the code — it was ⟦S:otp6⟧ and thank god I didn't read it out",
]

T["recovery_codes"] = [
    "GitHub recovery codes for the hivehouse org owner:\n⟦S:rc_gh⟧\nKeep these somewhere safe.",
    "Microsoft account recovery code: ⟦S:rc_ms25⟧",
    "Apple recovery key — DO NOT LOSE\n⟦S:rc_apple28⟧",
    "backup codes (each one works once):\n⟦S:rc_list⟧",
    "BitLocker recovery key for the dome PC: ⟦S:rc_bitlocker⟧",
    "Bitwarden two-step login recovery code: ⟦S:rc_bitwarden⟧ — printed copy is in the safe too",
    "used one of the 2FA backup codes (⟦S:rc_single⟧) this morning, 9 left",
    "Steam emergency recovery code ⟦S:rc_steam⟧ — for the account on the club laptop",
]

T["totp_secret"] = [
    "Can't scan the QR code? Enter this key manually: ⟦S:totp_groups⟧",
    "@[Authenticator export]\nissuer=Bitwarden\naccount=⟦email⟧\nsecret=⟦S:totp_plain⟧\ndigits=6",
    "2FA setup key for the club's AWS root account: ⟦S⟧",
    "QR decoded:\n⟦S:totp_uri⟧",
    "@totp = pyotp.TOTP(\"⟦S:totp_plain⟧\")\nprint(totp.now())",
    "moving phones, so writing the authenticator seed for the Xero login here: ⟦S⟧",
    "TOTP secret (base32) — ⟦S⟧",
    "the 'secret key' shown under the QR code when I set up 2FA was ⟦S:totp_groups⟧, saving it in case the phone dies",
]

T["mnemonic_bip39_en"] = [
    "wallet backup, 12 words:\n⟦S:mn_en_block⟧",
    "recovery phrase for the Ledger, written out ⟦date⟧: ⟦S:mn_en_line⟧",
    "@wallet_backup.json: {\"words\": ⟦S:mn_en_json⟧}",
    "Dear diary — finally set up the crypto thing ⟦name⟧ kept going on about. It gave me these words and said never to lose them:\n⟦S⟧\nThen it made me type them back in order. Scary.",
    "secret recovery phrase (MetaMask):\n⟦S⟧",
    "voice memo: okay the seed words are ⟦S:mn_en_line⟧ ... that's it, don't lose the paper",
    "To-do\n- feed the bees\n- seed phrase for the hardware wallet → ⟦S:mn_en_line⟧\n- ring ⟦name⟧ about Sunday",
    "Paper backup (photo transcribed):\n⟦S:mn_en_block⟧\nPassphrase: none",
]

T["mnemonic_zh"] = [
    "The wallet app was set to Chinese, so the backup words are characters:\n⟦S⟧",
    "Recovery phrase (Chinese simplified list), read left to right: ⟦S:mn_zh_line⟧",
    "Dad's imToken seed — his phone is in Chinese so it came out like this: ⟦S⟧",
    "seed words (Chinese wordlist): ⟦S:mn_zh_line⟧",
    "Backup phrase for the Trust Wallet, language Chinese (Simplified):\n⟦S:mn_zh_block⟧",
    "Uncle's handwritten wallet words, copied exactly:\n⟦S⟧\nnot sharing this with anyone",
    "From the photo of the card in the safe: ⟦S:mn_zh_line⟧ (BIP39, Chinese)",
    "@mnemonic = \"⟦S:mn_zh_line⟧\"",
]

T["api_key"] = [
    "here's the API key for the booking integration: ⟦S⟧",
    "@curl -H \"Authorization: Bearer ⟦S:api_http⟧\" https://api.⟦domain⟧/v1/bookings",
    "@headers = {\"X-Api-Key\": \"⟦S:api_http⟧\", \"Accept\": \"application/json\"}",
    "live secret key for the donations page: ⟦S:api_stripe⟧ — rotate it after the summer fair",
    "AWS keys for the backup bucket:\nAccess key ID: ⟦aws_id⟧\nSecret access key: ⟦S:aws_secret⟧",
    "@client = Client(api_key=\"⟦S:api_llm⟧\")",
    "pasting my key so I don't lose it again: ⟦S⟧",
    "the token for the rota bot is ⟦S:api_bot⟧ (don't paste it in the group chat this time)",
]

T["jwt"] = [
    "session token from the kiosk: ⟦S⟧",
    "@GET /api/rota HTTP/1.1\nHost: api.⟦domain⟧\nAuthorization: Bearer ⟦S⟧",
    "@Set-Cookie: auth=⟦S⟧; Path=/; HttpOnly; Secure",
    "@localStorage.setItem('token', '⟦S⟧');",
    "the access token for the POS tablet: ⟦S⟧ — expires tonight",
    "copying the id_token from the callback so I can debug it: ⟦S⟧",
    "embed link the ticketing people sent: https://tickets.⟦domain⟧/embed?token=⟦S⟧",
    "@refresh_token: ⟦S⟧",
]

T["private_key"] = [
    "deploy key for the pi:\n⟦S:pk_ssh⟧",
    "@~/.ssh/id_ed25519\n⟦S:pk_ssh⟧",
    "TLS key for the dome webcam site:\n⟦S:pk_rsa⟧",
    "@[Interface]\nPrivateKey = ⟦S:pk_wg⟧\nAddress = 10.8.0.2/32\n\n[Peer]\nPublicKey = ⟦wg_pub⟧\nEndpoint = vpn.⟦domain⟧:51820",
    "age identity for the backups: ⟦S:pk_age⟧",
    "service account key:\n⟦S:pk_rsa8⟧",
    "EC key for signing the tickets (don't commit this):\n⟦S:pk_ec⟧",
    "@key.pem\n⟦S:pk_ed8⟧",
]

T["crypto_wallet_key"] = [
    "paper wallet private key (WIF): ⟦S:wk_wif⟧",
    "ETH private key for the donations wallet: ⟦S:wk_hex⟧",
    "xprv for the club treasury wallet: ⟦S:wk_xprv⟧",
    "Phantom export — private key: ⟦S:wk_sol⟧",
    "@~/.config/solana/id.json\n⟦S:wk_sol_json⟧",
    "Nostr secret key, don't post it: ⟦S:wk_nsec⟧",
    "sweep this key into the new wallet: ⟦S:wk_wif⟧",
    "raw private key (hex): ⟦S:wk_hex⟧",
]

T["card_number"] = [
    "card for the grooming supplies order: ⟦S⟧ exp ⟦expiry⟧",
    "Mum's card details in case the care home office needs them: ⟦S⟧, expiry ⟦expiry⟧, CVV ⟦cvv⟧",
    "@Card number\n⟦S⟧\nName on card\n⟦fullname⟧\nExpiry\n⟦expiry⟧",
    "the long number on the front is ⟦S⟧",
    "[voice memo] card for the deposit — ⟦S⟧, expires ⟦expiry⟧, the three on the back are ⟦cvv⟧",
    "pay the deposit with the business card: ⟦S⟧",
    "company credit card: ⟦S⟧ (for the hotel guarantee only!)",
    "can you book the van service? use my card ⟦S⟧ exp ⟦expiry⟧ cvc ⟦cvv⟧",
]

T["connection_string"] = [
    "@DATABASE_URL: ⟦S:conn_url⟧",
    "prod db for the booking site: ⟦S⟧",
    "@engine = create_engine(\"⟦S:conn_sqlalchemy⟧\")",
    "@\"ConnectionStrings\": {\n  \"Default\": \"⟦S:conn_ado⟧\"\n}",
    "connect with: psql \"⟦S:conn_psql⟧\"",
    "@spring.datasource.url=⟦S:conn_jdbc⟧",
    "the analytics replica is ⟦S⟧, read-only please",
    "@sqlalchemy.url = ⟦S:conn_sqlalchemy⟧",
]

T["url_credentials"] = [
    "upload the photos here: ⟦S:url_upload⟧",
    "webhook for the dome alerts: ⟦S:url_hook⟧",
    "@git remote set-url origin ⟦S:url_git⟧",
    "camera stream for the hives (VLC → open network stream): ⟦S:url_cam⟧",
    "bot posts to ⟦S:url_hook⟧ every morning",
    "the shared link that works without logging in: ⟦S:url_upload⟧",
    "@ALERT_HOOK=⟦S:url_hook⟧",
    "paste this into the sync app: ⟦S:url_upload⟧",
]

T["env_file"] = [
    "@SECRET_KEY=⟦S:env_rand⟧\nDEBUG=false\nALLOWED_HOSTS=⟦domain⟧",
    "@export BOOKING_SIGNING_SECRET=⟦S:env_rand⟧",
    "@# .env (do not commit)\nDB_HOST=⟦host_en⟧\nDB_PASS=⟦S:env_pw⟧\nDB_PORT=5432",
    "@[Service]\nEnvironment=HIVE_API_TOKEN=⟦S:env_token⟧\nExecStart=/usr/local/bin/hive-sync",
    "@env:\n  STRIPE_WEBHOOK_SECRET: ⟦S:whsec⟧\n  NODE_ENV: production",
    "@MAIL_PASSWORD=\"⟦S:env_pw⟧\"\nMAIL_USER=bookings@⟦domain⟧",
    "@apiVersion: v1\nkind: Secret\nmetadata:\n  name: dome-app\nstringData:\n  session_secret: ⟦S:env_rand⟧",
    "@SESSION_COOKIE_KEY='⟦S:env_rand⟧'  # rotated ⟦date⟧",
]

T["wifi_password"] = [
    "Wi-Fi: ⟦ssid⟧\nPassword: ⟦S⟧",
    "the wifi in the hall is ⟦ssid⟧ and the password is ⟦S⟧",
    "@WIFI:T:WPA;S:⟦ssid⟧;P:⟦S:wifi_nospace⟧;;",
    "guest wifi code on the chalkboard this week: ⟦S⟧",
    "@network={\n    ssid=\"⟦ssid⟧\"\n    psk=\"⟦S⟧\"\n}",
    "router sticker says WPA key ⟦S:wifi_nospace⟧ (the network is ⟦ssid⟧)",
    "wifi pw for the van hotspot: ⟦S⟧",
    "Welcome pack p.2 — Internet\nNetwork ⟦ssid⟧\nKey ⟦S⟧\nIf it drops, the router is under the stairs.",
]

# ---------------------------------------------------------------------------
# benign
# ---------------------------------------------------------------------------
T["credential_talk"] = [
    "I forgot my PIN «again|for the second time this month|AGAIN» and the card's locked, going to the branch on ⟦date⟧",
    "the new password rules at «work|the council|uni» are mad: «14|16|12» characters, a symbol, and it can't match any of the last «5|10|3»",
    "«Never|Don't ever|Please never» read out the code they text you. The bank will never ask for it, «not even on the phone|not even if they sound legit|full stop».",
    "does anyone know the «wifi password|wi-fi code|internet password» for the «parish hall|bowls club|dome»? asking for ⟦name⟧",
    "can you «pin|pin up|please pin» the «rota|fixture list|swarm list|meeting notes» to the top of the chat",
    "Door code changed again — ask ⟦name⟧ at the desk, I'm not putting it in the group",
    "FYI «three|3» wrong PIN attempts «locks|blocks|freezes» the card for «24 hours|a day|the rest of the day»",
    "The code expires in «10|5|15» minutes so «be quick|type it straight in|don't faff» when you get it",
    "«Reminder|PSA|Tip from the safeguarding talk»: security questions can be guessed from «Facebook|Instagram|old school photos». Use made-up answers and keep them in a password manager.",
    "PINs must be «4 to 6|4–6|four to six» digits and can't be a sequence like «1234|4321|2345» or a repeat like «1111|0000|7777»",
    "Can someone reset my password for the booking site? I've tried three times and now it says wait ⟦num⟧ minutes",
    "lol the «one-time code|verification code|login code» took «20 minutes|half an hour|forever» to arrive, it had expired by then",
    "the keypad on the «bee shed|dome|side gate|bike store» is dead, the «9V|AA|AAA» battery needs changing",
    "Set up two-factor on the «club email|society account|Etsy shop» today, the app asks for a «6-digit|six-digit» code each time you log in from a new device",
    "Password hint: '«the usual one|you know|same as the other one|dog + year»'. Thanks, past me, «very helpful|genius|cheers».",
    "The recovery phrase is «24|12» words. Write it on paper, «never photograph it|don't take a photo of it|no screenshots», never type it into a website.",
    "he typed his PIN in with the whole «queue|shop|bus stop» watching, «I nearly died|I wanted the floor to swallow me|unbelievable»",
    "Voice memo: remind me to change the «wifi password|door code|key safe code» at the let before the ⟦date⟧ guests arrive",
    "Scam warning from the care home: someone is phoning relatives asking them to «confirm the code we just sent|read back a 6-digit code|confirm their PIN». Hang up.",
    "tried to log in to the «dome PC|till|booking laptop» and it says my password expired ⟦num⟧ days ago, who do I ask",
    "Forwarded: 'Your «account|mailbox|Microsoft» password will expire in 7 days. Click here to keep the same password.' — «this is phishing, delete it|don't click it|scam, ignore»",
    "the key safe is «stiff|sticky|fiddly», jiggle the dial a bit after you put the numbers in",
    "the kids keep guessing the «iPad|TV|laptop» passcode, any tips for a «better|harder» one?",
    "[voice memo] note for the «committee|staff|residents'» meeting: we need a policy on who gets the door code and how often it changes",
]

T["secret_reference"] = [
    "«Gate code|Key safe code|Back door code» → 1Password, vault '«Harbour View let|Bramble Cottage|The Old Rectory»', item '«Gate|Key safe|Doors»'",
    "The «dome PC|projector laptop|booking laptop» password is in the committee Bitwarden under '«Observatory PC|Dome|Laptops»'",
    "I've memorised the «alarm code|safe combination|card PIN», it's not written down «anywhere|on paper or my phone|at all»",
    "«Wi-Fi|Guest wifi|Internet» password is on the «card on the fridge|chalkboard by the door|back of the router»",
    "Safe combination: ask ⟦name⟧ in person, not over text",
    "Backup codes are printed and in the «fire safe|filing cabinet|lockbox», envelope marked '«GH|Google|2FA»'",
    "«Apple ID|Amazon|eBay» password: KeePass → «Personal|Family|Shared» → «Apple|Shopping|Accounts»",
    "The key safe code is in your «booking confirmation email|check-in message|Airbnb app», not «here|in this chat|on the fridge»",
    "Logins for the till → «red|blue|green» folder in the «office|back room», locked drawer",
    "Recovery phrase: «stamped on a steel plate|written on the card|engraved on the washer», in the «bank deposit box|safe at Mum's|fire safe»",
    "See the LastPass shared folder '«Hive society|Committee|Treasurer»' for the «website|WordPress|shop» admin password",
    "the «door|gate» code is in the pinned message in the «volunteers'|Saturday crew|committee» group",
    "Password reset link has been sent to ⟦email⟧ — check there",
    "The TOTP seed lives on the «YubiKey|old phone in the safe|Authy backup» only, nothing on «paper|any laptop»",
    "«Door|Staff door|Cellar» code: see the laminated sheet behind the «reception desk|bar|office door»",
    "Mum's PIN is in the sealed envelope with her «will|LPA papers|deeds»; «the solicitor|my brother» has the other copy",
    "Login details for the «council portal|HMRC account|energy account» are in our password manager («Dashlane|1Password|Bitwarden» → Shared)",
    "(from the handover doc) «alarm code|med room code|safe code»: ask the duty manager, it changes «monthly|weekly|every rota»",
]

T["masked_value"] = [
    "Paid ⟦price⟧ with the card ending ⟦last4⟧",
    "Card: ⟦mask_card⟧  Exp: ⟦expiry⟧",
    "Your password «has been changed|was updated|was reset» on ⟦date⟧: ********",
    "API key created: ⟦mask_key⟧ (shown once)",
    "Refund of ⟦price⟧ to ⟦mask_card⟧ will appear in 3–5 working days",
    "PIN: «****|••••|xxxx»  («hidden|masked|not shown») — card ending ⟦last4⟧",
    "Direct debit from account ****⟦last4⟧, sort code **-**-⟦num⟧",
    "Saved cards\n• Visa ⟦mask_card⟧\n• Mastercard ending ⟦last4⟧",
]

T["order_number"] = [
    "Amazon order ⟦amazon_order⟧ — arriving ⟦date⟧",
    "Royal Mail tracking: ⟦royalmail⟧",
    "UPS ⟦ups⟧ out for delivery",
    "eBay order ⟦ebay_order⟧, seller says it's posted",
    "Support ticket ⟦ticket⟧ opened about the broken hive scale",
    "Booking reference ⟦pnr⟧ — ferry, ⟦date⟧, ⟦clock⟧ sailing",
    "Invoice ⟦invoice⟧ for the grooming table, due in 30 days",
    "Your order #⟦order6⟧ is ready to collect from the counter",
]

T["version_string"] = [
    "updated the pi to kernel ⟦kernel⟧ and the camera stopped working",
    "Chrome is on ⟦chrome_ver⟧ now, still crashes on the booking page",
    "release ⟦semver⟧ of the rota app fixes the double-booking bug",
    "Android build ⟦android_build⟧, the card reader app needs an update",
    "router firmware ⟦firmware⟧ — check for updates monthly",
    "@requirements.txt\nrequests==2.32.⟦num⟧\npyotp==2.9.0\nDjango==⟦semver⟧",
    "node --version prints v20.⟦num⟧.1 on the dome PC",
    "App version ⟦semver⟧ (build ⟦bignum⟧)",
]

T["checksum"] = [
    "fixed in commit ⟦git_sha⟧",
    "SHA-256 of the installer: ⟦sha256hex⟧",
    "@<script src=\"https://cdn.jsdelivr.net/npm/«chart.js@4.4.1|alpinejs@3.14.1|htmx.org@2.0.2»\" integrity=\"⟦sri⟧\" crossorigin=\"anonymous\"></script>",
    "image: ghcr.io/hivehouse/site@⟦image_digest⟧",
    "md5 of the photo archive: ⟦md5hex⟧ (matches)",
    "reverted ⟦short_sha⟧, it broke the booking form",
    "@\"integrity\": \"⟦sri⟧\"",
    "@⟦sha256hex⟧  observatory-backup-«2024|2025|june».tar.gz",
]

T["phone_number"] = [
    "call the vet on ⟦phone_uk⟧ if she goes off her food",
    "new number for the grooming van: ⟦phone_uk⟧",
    "US office: ⟦phone_us⟧",
    "Emergency contact: ⟦fullname⟧, ⟦phone_uk⟧",
    "ring ⟦phone_uk⟧ and ask for the duty manager",
    "my mobile's ⟦phone_uk⟧ — text rather than call",
    "Bookings: ⟦phone_us⟧ (9–5)",
    "If the alarm goes off call the keyholder on ⟦phone_uk⟧",
]

T["date_time"] = [
    "swarm collection booked for ⟦date⟧ at ⟦clock⟧",
    "observing night moved to ⟦date⟧, doors open ⟦clock⟧",
    "checkout by 10:00 on ⟦date⟧ please",
    "Mum's care review: ⟦date⟧, ⟦clock⟧, room 2",
    "last inspection 2025-06-«03|14|21|28», next one due 2025-07-«05|12|19»",
    "food bank open «Tues and Fri|Mon, Wed and Fri|Saturdays», «10:30–13:00|9:00–12:30|14:00–16:00»",
    "Grooming: ⟦date⟧ ⟦clock⟧ – Bramble (cockapoo), 1h 30m",
    "born «14/03/1987|02/11/1990|29/07/1979», moved here in «2009|2014|2001»",
]

T["numeric_prose"] = [
    "⟦num⟧ jars of honey at ⟦price⟧ each, that's the lot",
    "Room ⟦room⟧, second floor, turn left out of the lift",
    "the «8|10|6»-inch Dobsonian, focal length «1200|1250|1500» mm, f/«5.9|4.9|4.7»",
    "bus ⟦num⟧ to the seafront, then a 12-minute walk",
    "we fed ⟦bignum⟧ households this month, up from 388",
    "pitch «14|9|22» on the glamping field, the one nearest the «showers|fire pit|gate»",
    "the hive weighed «38.4|36.1|40.7» kg on Sunday, «41.2|39.8|44.0» kg today",
    "table «7|12|3», «4|6|2» covers, «19:30|20:00|18:45»",
]

T["identifier"] = [
    "@2025-06-11T09:14:22Z INFO request_id=⟦uuid4⟧ path=/bookings status=200",
    "device serial ⟦serial⟧, still under warranty",
    "IMEI ⟦imei⟧ — from the box of the old phone",
    "trace ⟦trace_id⟧ shows the timeout in the payment step",
    "MAC address of the camera: ⟦mac⟧",
    "Stripe event ⟦req_id⟧ failed, retrying",
    "van VIN ⟦vin⟧ for the insurance form",
    "@[error] job ⟦uuid4⟧ exited with code 137 after ⟦num⟧s",
]

T["invalid_card"] = [
    "loyalty card number ⟦bad_card⟧, points don't show up",
    "the barcode under the gift voucher reads ⟦bad_card⟧",
    "library card: ⟦bad_card⟧",
    "consignment ref ⟦bad_card⟧ on the pallet sticker",
    "meter serial ⟦bad_card⟧ (electric, under the stairs)",
    "membership no. ⟦bad_card⟧ — bowls club, renewed for the year",
    "Oyster card ⟦bad_card⟧ has £3 left on it",
    "transfer reference ⟦bad_card⟧ — put that on the bank transfer so they can match it",
]

T["placeholder"] = [
    "@«OPENAI_API_KEY|STRIPE_SECRET_KEY|HIVE_API_TOKEN|SENDGRID_API_KEY»=«<your-key-here>|<YOUR_API_KEY>|your_key_here|changeme-in-prod»",
    "test card for the «sandbox|staging site|demo shop»: «4242 4242 4242 4242|4000 0566 5566 5556|5555 5555 5555 4444», any future expiry, any CVC",
    "@«password|db_password|admin_pass»: \"«CHANGE_ME|<set-me>|REPLACE_THIS|TODO»\"",
    "@aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nregion = «eu-west-2|us-east-1|eu-central-1»\noutput = «json|text»",
    "@«-----BEGIN OPENSSH PRIVATE KEY-----\n(paste your key here)\n-----END OPENSSH PRIVATE KEY-----|-----BEGIN RSA PRIVATE KEY-----\n...\n-----END RSA PRIVATE KEY-----|-----BEGIN EC PRIVATE KEY-----\n<key goes here>\n-----END EC PRIVATE KEY-----|-----BEGIN PRIVATE KEY-----\n\n-----END PRIVATE KEY-----|-----BEGIN OPENSSH PRIVATE KEY-----\n<redacted in docs>\n-----END OPENSSH PRIVATE KEY-----»\n# «example only|template|put the real key in the vault»",
    "set «TOKEN|API_KEY|SECRET» to «xxxxxxxxxxxx|sk-...|<token>|XXXX-XXXX» in your .env before running ⟦num⟧ workers",
    "@«DB_URL|DATABASE_URL|PG_URL»=«postgres|mysql|postgresql»://USER:PASSWORD@HOST:«5432|3306»/DBNAME",
    "docs example: curl -H 'Authorization: Bearer «YOUR_TOKEN|<token>|$TOKEN»' https://api.example.com/v1/«me|bookings|hives»",
]

T["code_config_benign"] = [
    "@«password|db_pass|pg_password» = os.environ[\"«DB_PASSWORD|HIVE_DB_PASS|PGPASSWORD|BOOKING_DB_PASSWORD»\"]",
    "@const key = process.env.«STRIPE_SECRET_KEY|SENDGRID_KEY|BOOKING_API_KEY»;\nif (!key) throw new Error(\"missing «secret|API key|env var»\");",
    "@«env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}|env:\n  PYPI_TOKEN: ${{ secrets.PYPI_API_TOKEN }}|env:\n  DEPLOY_KEY: ${{ secrets.DEPLOY_KEY }}|with:\n  token: ${{ secrets.GITHUB_TOKEN }}|env:\n  HIVE_API_TOKEN: ${{ secrets.HIVE_API_TOKEN }}»\n# «publish step|deploy job|nightly sync»",
    "@«pw|password|secret» = getpass.getpass(\"«Vault password|Password|Enter passphrase»: \")",
    "@«POSTGRES_PASSWORD: ${POSTGRES_PASSWORD|MYSQL_ROOT_PASSWORD: ${DB_ROOT_PW|REDIS_PASSWORD: ${REDIS_PASS|MAIL_PASSWORD: ${SMTP_PASS»«:?set it in .env}|:?missing}|}»",
    "@if len(pin) not in («4, 6|4, 5, 6|6,»):\n    raise ValueError(\"PIN must be «4 or 6|4–6|6» digits\")",
    "@token = keyring.get_password(\"«hive-sync|dome-cam|rota-bot»\", \"«api|admin|bot»\")",
    "@valueFrom:\n  secretKeyRef:\n    name: «dome-db|hive-app|booking-secrets»\n    key: «password|db-password|api-token»",
]

T["public_key"] = [
    "add this to authorized_keys on the pi: ⟦ssh_pub⟧",
    "my public key: ⟦spki_pem⟧",
    "age recipient for the backup: ⟦age_pub⟧",
    "follow the society on nostr: ⟦npub⟧",
    "@[Peer]\nPublicKey = ⟦wg_pub⟧\nAllowedIPs = 10.8.0.0/24",
    "PGP fingerprint: ⟦pgp_fpr⟧",
    "host key fingerprint is ⟦host_fpr⟧ — check it matches before you type yes",
    "server's ssh key, for known_hosts: ⟦ssh_pub⟧",
]

T["wallet_address"] = [
    "donations in bitcoin: ⟦btc_bech32⟧",
    "send the ETH to ⟦eth_addr⟧ (that's the address, not the key)",
    "TRON USDT address: ⟦tron_addr⟧",
    "Sol address for the raffle: ⟦sol_addr⟧",
    "old-style BTC address ⟦btc_p2pkh⟧ still receives",
    "watch-only xpub for the treasurer: ⟦xpub⟧",
    "tx hash ⟦tx_hash⟧ confirmed",
    "tip jar: ⟦btc_bech32⟧",
]

T["postal_code"] = [
    "Ship to: ⟦fullname⟧, 12 MG Road, ⟦in_city_pin⟧",
    "the holiday let is at ⟦uk_postcode⟧ — satnav takes you to the back lane",
    "ZIP ⟦us_zip⟧",
    "⟦in_form⟧",
    "postcode for the parish hall is ⟦uk_postcode⟧",
    "Please update my address: Flat 2, ⟦uk_postcode⟧",
    "delivery pincode ⟦in_pincode⟧ is not serviceable for express",
    "mailing address: 400 Pine St, Portland, OR ⟦us_zip⟧",
]

T["bip39_prose"] = [
    "spelling test words this week: ⟦bip39_bad_en⟧",
    "shopping: ⟦bip39_word_en⟧, ⟦bip39_word_en⟧, ⟦bip39_word_en⟧, bread, milk",
    "The bees were busy in the «garden|orchard|meadow», and the honey was «thick|dark|late» this «summer|year|season».",
    "crossword answers: ⟦bip39_bad_en⟧",
    "random words for the improv game: ⟦bip39_bad_en⟧",
    "Word cloud from the feedback forms: «friendly|welcoming», «clean|tidy», quiet, warm, «coffee|tea», garden, music, parking, noise, dog, view, «beach|harbour»",
    "Props list for the escape room: ⟦bip39_bad_en⟧",
    "the kids' story prompt: a «brave|lonely|clever» «rabbit|fox|owl», a lost «key|map|ticket», an island, a storm",
]

T["redacted_text"] = [
    "«door code|gate code|keypad code» for the «shed|dome|hall» is [REDACTED:door_code]",
    "@redactions:\n  - «pin|otp|password»\n  - «security_answer|door_code|wifi_password»",
    "the pin is [REDACTED:pin] (changed ⟦date⟧)",
    "contact: ⟦handle⟧@[…]",
    "@«- kind: security_answer\n  replaced_with: \"[REDACTED:security_answer]\"|- kind: pin\n  replaced_with: \"[REDACTED:pin]\"|- kind: otp\n  replaced_with: \"[REDACTED:otp]\"|- kind: door_code\n  replaced_with: \"[REDACTED:door_code]\"»\n  source: «capture|import|chat»",
    "«Mum's|Dad's|Nan's» card PIN [REDACTED:pin], receipts in the «folder|drawer|blue wallet»",
    "«wifi password|guest wifi|router key»: [REDACTED:wifi_password] (network ⟦ssid⟧)",
    "@redactions: [«otp|pin», «password|security_answer»]\nsummary: user shared a «login code|card PIN|password» with ⟦name⟧",
]

T["url_plain"] = [
    "events calendar: ⟦url_plain⟧",
    "clone it with ⟦url_plain⟧",
    "directions: ⟦url_plain⟧",
    "form for volunteers: ⟦url_plain⟧",
    "@git clone git@github.com:«skylark-astro|hivehouse|escapehq»/«ops|site|booking».git",
    "ssh «pi|admin|ops»@«obs-pi.local|10.20.0.14|nas.lan» -p «2222|22|2200»",
    "see ⟦url_plain⟧ for the lockbox instructions",
    "booking page: ⟦url_plain⟧",
]
