# -*- coding: utf-8 -*-
"""English templates for secrets_corpus17.

Syntax: ⟦S⟧ secret from the kind's default generator, ⟦S:gen⟧ from a named one, ⟦S.key⟧ a companion
value of that secret; ⟦filler⟧ a filler, ⟦filler#k⟧ the same value again, ⟦filler#k.i⟧ field i of a
tuple filler; ⟪a¦b¦c⟫ a phrasing choice (may nest, may hold the secret slot). "@code " first: never
framed. Within each kind the 1st, 3rd, … template go to dev and the 2nd, 4th, … to test.
"""
T = {}

# ---------------------------------------------------------------------------- secret kinds
T["otp"] = [
    # BLIK at checkout, between flatmates in Kraków
    "⟪Zofia¦Kacper¦Wojtek⟫, quick — type this BLIK into the Allegro checkout before it dies⟪ (2 min)¦, it only lasts two minutes⟫: ⟦S:⟪otp¦otp_sp⟫⟧",
    # lock-screen notification stack
    "⟪Nubank¦Mercado Pago¦PayPay¦GTBank¦Kuda¦Vietcombank⟫ · now\n⟪Your verification code is ⟦S⟧. Never share it, not even with us.¦⟦S⟧ is your one-time code. It expires in ⟦min⟧ minutes.¦Use ⟦S:otp_dash⟧ to confirm the transfer of ⟦price⟧.⟫\n\n⟪Messages¦Gmail⟫ · ⟦time⟧\n⟪Dinner Saturday?¦Your parcel is out for delivery¦Ferry 14:20 is delayed⟫",
    # Korean bank SMS prefix
    "[Web발신]\n[⟪Toss¦KakaoBank¦Naver⟫] ⟪Verification code¦Auth number⟫ [⟦S⟧] ⟪— valid for 3 minutes.¦Please enter it within 180 seconds.⟫ ⟪Do not share.¦⟫",
    # a story with the code read out loud
    "Gran's tablet kept asking for a code ⟪so I read it off her phone¦and she read it out to me over the phone⟫: ⟦S:⟪otp_words¦otp_sp1⟫⟧ — worked on the second try, ⟪she's on WhatsApp now¦the video call finally connected⟫.",
    # IRC log
    "[⟦time⟧] <⟪kacper¦eero¦budi⟫> ⟪shared phone just buzzed:¦mfa for the ferry booking admin →¦⟫ ⟦S:⟪otp_dash¦otp⟫⟧\n[⟦time⟧] <⟪zofia¦ines¦siti⟫> ⟪in, thanks¦got it¦too slow, send the next one⟫",
    # a hotel kiosk in Japan asked for a code e-mailed at booking
    "Check-in kiosk at the Sendai hotel wanted the ⟪8-digit¦verification⟫ code from the booking e-mail — ⟦S:otp8⟧ — and then printed the room cards.",
    # e-mail sign-in code
    "Subject: Your ⟦eshop#1⟧ sign-in code\n\nHi ⟦name⟧,\n\nEnter ⟦S:⟪otp8¦otp⟫⟧ to finish signing in. The code expires in ⟦min⟧ minutes. If this wasn't you, change your password.\n\n— The ⟦eshop#1⟧ team",
    # expired code in passing
    "Tried to pay the ferry kiosk with Vipps, the code ⟦S:⟪otp¦otp_sp⟫⟧ timed out before I'd typed it, ⟪asked for a new one¦gave up and paid cash¦the queue was not amused⟫.",
    # a game launcher code, alphanumeric
    "⟪The launcher¦Budi's game launcher¦The console⟫ ⟪e-mailed a sign-in code¦wants the e-mailed code⟫ for the new PC: ⟦S:⟪otp_alnum¦otp_alnum_dash⟫⟧ ⟪— type it before dinner¦, he's locked out otherwise⟫",
    # call transcript with an elderly father in Stockholm
    "(call transcript, Swedbank fraud line)\nAgent: A code arrived on your phone just now. Can you confirm the digits so we can cancel the payment?\nDad: ⟦S:⟪otp_words¦otp_pairs⟫⟧\nAgent: Thank you.\n[note: this was NOT the bank — card blocked ⟦date⟧]",
]

T["security_answer"] = [
    # vCard NOTE field
    "BEGIN:VCARD\nVERSION:3.0\nFN:⟪KakaoBank¦Toss¦Nubank⟫ helpline\nTEL:⟦phone⟧\nNOTE:secret question (⟪favourite food¦first pet⟫) - ⟪⟦S:sa_food⟧¦⟦S:sa_pet⟧⟫\nEND:VCARD",
    # KeePass XML custom string
    "@code <Entry>\n  <String><Key>Title</Key><Value>⟪Poste Italiane¦PostFinance¦Garanti BBVA⟫</Value></String>\n  <String><Key>Security Q - ⟪first car¦childhood street⟫</Key><Value>⟪⟦S:sa_car⟧¦⟦S:sa_street⟧⟫</Value></String>\n</Entry>",
    # call notes
    "Rang ⟪Nubank¦GTBank¦Vietcombank¦Garanti⟫ about the blocked card. They asked which town I was born in — ⟦S:sa_town⟧ — and then let me through. ⟪New card in 5 days.¦Limit back to normal.⟫",
    # Anki flashcard
    "Front: ⟪PostFinance¦MB Way¦Bizum⟫ — \"Name of your childhood best friend?\"\nBack: ⟦S:sa_friend⟧\nTags: admin ⟪family¦banks⟫",
    # todo.txt
    "(A) ⟦iso⟧ reset ⟪Poste ID¦SPID¦MitID⟫ — security q, street where grandma lived = ⟦S:sa_street⟧ +admin @phone",
    # a letter to the kids in Lagos
    "If the bank ever asks for the 'memorable word', it's ⟦S:sa_word⟧ — spell it exactly like that, ⟪all lower case¦no capitals⟫. The PIN I will tell you in person.\nLove, Mum",
    # copied form text
    "Security question ▾  What was the make and model of your first car?\nYour reply  ⟦S:sa_car⟧\n[ Save ]  [ Cancel ]",
    # iMessage export
    "Me: what did we put for dad's pension portal, the 'favourite teacher' one?\n⟪Linnea¦Astrid¦Oskar⟫: ⟦S:sa_teacher⟧\nMe: ⟪thanks, in¦that was it¦legend⟫",
    # ICS event
    "@code BEGIN:VEVENT\nSUMMARY:Call ⟪Garanti¦Papara¦Ziraat⟫ to unlock the card\nDTSTART:2025⟪03¦04¦05⟫⟪10¦14¦21⟫T0900\nDESCRIPTION:they'll ask the pet's name -> ⟦S:sa_pet⟧\\nhave the card ready\nEND:VEVENT",
    # dictation without punctuation
    "note to self the mercado pago recovery question is the name of ⟪my first pet¦the dog we had in campinas⟫ and i set it as ⟦S:sa_pet⟧ ⟪lowercase¦no accent⟫ do not forget",
]

T["pin"] = [
    "Radio code for the old ⟪Fiat¦Peugeot¦Renault⟫ (it asks after the battery's been disconnected): ⟦S:pin4⟧ — card is in the glovebox ⟪too¦under the manual⟫.",
    "PUK for the ⟪Telia¦Telenor¦Orange¦MTN⟫ SIM in the ⟪ferry tablet¦ward iPad¦guesthouse phone⟫: ⟦S:puk⟧ — three wrong PINs and it locks.",
    "⟪KakaoBank¦Toss¦PayPay⟫ app password is dad's birthday backwards, so ⟦S:pin6⟧. ⟪Don't tell him I know.¦He'll change it anyway.⟫",
    "Mãe, the PIN of the Nubank card I left ⟪in the drawer¦in your purse⟫ is ⟦S:⟪pin_sp¦pin4⟫⟧. ⟪Use it for the market, not online.¦Pix is easier, but just in case.⟫",
    "Router sticker (back):\nSSID ⟦ssid⟧\nWPS PIN ⟦S:wps⟧\nModel ⟪HG8245H¦F670L¦B535⟫",
    "[voice message · ⟦dur⟧] hi it's dad ⟪the pin¦the card pin⟫ for the ⟪GTBank¦Opay¦Access⟫ card is ⟦S:⟪pin_words¦pin_pairs⟫⟧ don't write it down okay",
    "ATM card for the cocoa co-op account — the PIN is ⟦S:pin_pairs⟧, the way ⟪Kofi¦Ama¦Akosua⟫ always says it.",
    "Ward 7 shared phone, passcode ⟦S:pin6⟧ (changes monthly — ask the charge nurse ⟪on nights¦before handover⟫).",
    "| card | PIN |\n|---|---|\n| ⟪Swedbank¦Handelsbanken¦SEB⟫ debit (Mormor) | ⟦S:pin4⟧ |\n| ICA card | — |\n| SL travel card | n/a |",
    "⟪MTN MoMo¦M-Pesa¦GCash⟫ PIN for ⟪Auntie¦Grandma⟫'s phone: ⟦S:⟪pin4¦pin5⟫⟧ — she'll need it at the agent ⟪on Friday¦for the school fees⟫.",
]

T["password_nl"] = [
    "The booking laptop at ⟪Tinta & Agulha¦the studio¦the shop⟫ logs in with ⟦S⟧ — ⟪Inês¦Duarte⟫ changed it after ⟪the break-in¦the intern left⟫.",
    "Password for the laser-cutter PC, written nowhere else: ⟦S⟧",
    "On the phone with Gran, slowly: it's ⟦S:pw_spell⟧ — no spaces, ⟪and then press enter¦then the blue button⟫.",
    "Bridge to engine room: chartplotter admin was reset, new password ⟦S:pw_nato⟧, ⟪over¦how copy¦acknowledge⟫.",
    "Our shared ⟪Apple ID¦Google family¦Netflix⟫ passphrase, since we both need it: ⟦S:pw_phrase_sp⟧",
    "⟪Thursday¦Tuesday¦Sunday⟫. Changed the escape-room booking admin password to ⟦S:pw_phrase⟧ after ⟪Noa¦Emre¦Chiara⟫ left. ⟪Must tell Yusuf.¦Rain all day.⟫",
    "Hi ⟦name⟧,\n\nThe password for the workshop NAS is now ⟦S⟧. Please don't stick it on the fridge this time.\n\n⟪Cheers¦Thanks¦Best⟫,\n⟦name⟧",
    "[⟦date⟧ 2025 ⟦time⟧] ⟪Kwame¦Emeka¦Tunde⟫: try ⟦S⟧\n[⟦date⟧ 2025 ⟦time⟧] ⟪Ama¦Folake¦Ngozi⟫: that worked, ⟪thanks¦in⟫",
    "p1 Change Mum's Proton password — new one ⟦S⟧ ✓ ⟪done¦told her¦saved in her notebook⟫",
    "reminder to self: kiln + glaze in leetspeak, i.e. ⟦S:pw_leet⟧ — that's the ⟪studio Mac¦shop iPad⟫ password now",
]

T["door_code"] = [
    "Portkod for the building on ⟪Storgatan¦Hämeenkatu¦Kongens gate⟫ is ⟦S:door4⟧, then the lift to the ⟪4th¦3rd⟫ floor, ⟪second door left¦name on the door⟫.",
    "Doorlock at the Sinchon flat: tap the pad to wake it, then ⟦S:door_star⟧. ⟪If it beeps twice, start again.¦Close it behind you, it locks itself.⟫",
    "Room safe in ⟪Kyoto¦Osaka¦Sendai⟫: ⟦S:door6⟧ — passports and the JR passes are in there.",
    "Ward 7 CD room keypad changed to ⟦S:door_hash⟧ at ⟪morning¦night⟫ handover.",
    "Locker ⟦room⟧ at the sauna society, combination ⟦S:padlock⟧ — towels are on the top shelf.",
    "Dome door keypad (Saturday observing night): ⟦S:door_letter⟧ — the letter is on the bottom row of the pad.",
    "voice note — the key box by the blue door, code ⟦S:door_words⟧, ⟪pull the lid down hard¦the key is on a red tag⟫, ⟪flat's on the second floor¦bins go out Tuesday⟫",
    "If the ⟪Correios¦InPost¦PostNord⟫ guy comes while we're out, the parcel box code is ⟦S:door_hashfirst⟧.",
]

T["totp_secret"] = [
    "Can't scan the QR code? Enter this key in your authenticator app instead:\n\n⟦S:⟪totp_g4¦totp_g4u⟫⟧\n\nTime-based: on · Account: ⟦email⟧",
    "@code [{\"secret\":\"⟦S:totp_plain⟧\",\"issuer\":\"⟪Allegro¦Hetzner¦Kraken⟫\",\"label\":\"⟦email⟧\",\"digits\":6,\"type\":\"TOTP\",\"algorithm\":\"SHA1\",\"thumbnail\":\"Default\",\"last_used\":0,\"used_frequency\":0,\"period\":30,\"tags\":[]}]",
    "Decoded the 'transfer accounts' QR from the old phone before wiping it:\n⟦S:totp_migration⟧",
    "@code {\"services\":[{\"name\":\"⟪Hetzner¦Proton¦Zoho⟫\",\"secret\":\"⟦S:⟪totp_plain¦totp_lower⟫⟧\",\"otp\":{\"account\":\"⟦email⟧\",\"digits\":6,\"period\":30,\"algorithm\":\"SHA1\",\"tokenType\":\"TOTP\"},\"order\":{\"position\":0}}],\"schemaVersion\":4}",
    "@code <String>\n  <Key>otp</Key>\n  <Value>⟦S:totp_uri⟧</Value>\n</String>",
    "@code code, err := totp.GenerateCode(\"⟦S:totp_plain⟧\", time.Now()) // ferry booking admin\nif err != nil {\n\tlog.Fatal(err)\n}",
    "Proton 2FA backup key, written inside the passport cover:\n⟦S:⟪totp_2lines¦totp_g8⟫⟧",
    "⟪Setup key for the shop's Shopify staff login¦Hetzner robot 2FA setup key¦Rota portal MFA key⟫ (type it in if the camera won't focus): ⟦S:⟪totp_dash¦totp_g3¦totp_g4u⟫⟧",
]

T["mnemonic_bip39_en"] = [
    "Things for the Lisbon move\n- cancel Vodafone\n- ⟪book the van for the 14th¦ship the books via CTT⟫\n\nwallet words (Dad's old Trezor):\n⟦S:⟪mn_numbered¦mn_perline⟫⟧\n\n- ⟪NIF appointment¦finanças⟫ on ⟦date⟧",
    "Cryptosteel capsule, letters as punched:\n⟦S:mn_prefix4⟧",
    "Recovery sheet (read down each column):\n⟦S:mn_cols3⟧",
    "Subject: don't lose this\n\n⟪Kofi¦Ama¦Kwame⟫, if anything happens, the recovery phrase for the co-op wallet is: ⟦S:⟪mn_comma¦mn_line⟫⟧. Keep it offline.\n\n⟦name⟧",
    "[voice memo · ⟦dur⟧] okay reading them off the card ⟦S:mn_voice⟧ that's twelve, ⟪put the card back in the tin¦done⟫",
    "@code wallet:\n  name: ⟪treasury¦co-op¦hive-fund⟫\n  seed:\n  ⟦S:mn_yaml⟧\n  network: mainnet",
    "Station diary, day ⟦n3⟧. ⟪Blizzard, no fieldwork.¦Calm, -18 at noon.⟫ Copied the wallet backup into the logbook in case the laptop dies:\n⟦S:⟪mn_rows4¦mn_pipes⟫⟧\nGenerator service tomorrow.",
    "Pasted from the sheet I ⟪shouldn't have made¦will delete tonight⟫:\n⟦S:⟪mn_tabgrid¦mn_hash_inline¦mn_title¦mn_caps¦mn_dashes⟫⟧",
]

T["mnemonic_zh"] = [
    "Mei's wallet backup — she set it up with the Chinese word list:\n⟦S:mz_en⟧",
    "Grandpa's phrase as written inside the red envelope: ⟦S:⟪mz_line¦mz_nospace⟫⟧ (BIP39 Chinese list, ⟪12¦his⟫ characters)",
    "Seed, simplified-Chinese wordlist, numbered as the app showed it:\n⟦S:⟪mz_numbered¦mz_cols2⟫⟧",
    "Recovery words (Chinese) for the shop's hardware wallet, copied off the card one by one:\n⟦S:⟪mz_perline¦mz_comma¦mz_rows⟫⟧",
]

T["connection_string"] = [
    "@code datasource db {\n  provider = \"postgresql\"\n  url      = \"⟦S:⟪cs_pg¦cs_supabase⟫⟧\"\n}",
    "@code AIRFLOW_CONN_⟪HIVE_DB¦MANIFEST¦WARD_ROTA⟫='⟦S:⟪cs_pg¦cs_mysql⟫⟧'",
    "@code $ mongodump --uri=\"⟦S:cs_mongo⟧\" --out=/backup/⟪nightly¦$(date +%F)⟫",
    "@code sasl.mechanism=PLAIN\nsecurity.protocol=SASL_SSL\nsasl.jaas.config=⟦S:cs_kafka⟧",
    "@code var conn = new NpgsqlConnection(\"⟦S:cs_npgsql⟧\");\nawait conn.OpenAsync();",
    "@code const knex = require('knex')({\n  client: '⟪mysql2¦pg⟫',\n  connection: '⟦S:⟪cs_mysql¦cs_pg⟫⟧',\n});",
    "⟪Supabase string for the escape-room bookings, paste it into Metabase: ⟦S:cs_supabase⟧¦PlanetScale string for the escape-room bookings, paste it into Metabase: ⟦S:cs_planetscale⟧¦Bookings DB for Metabase (Supabase pooler, port 6543): ⟦S:cs_supabase⟧⟫",
    "Runbook step 3: point the manifest consumer at ⟦S:⟪cs_amqps¦cs_nats¦cs_redis¦cs_couch¦cs_clickhouse¦cs_jdbc_mssql⟫⟧ and restart the service.",
]

T["env_file"] = [
    "@code [program:⟪hive-scale¦kiln-ctl¦dome-api⟫]\ncommand=/opt/app/run\nenvironment=⟪HIVE_SCALE_TOKEN¦KILN_CONTROLLER_SECRET¦DOME_CTRL_KEY⟫=\"⟦S:⟪env_hex¦env_b64⟫⟧\",TZ=\"⟪Africa/Nairobi¦Europe/Oslo¦Asia/Tokyo⟫\"",
    "@code envVars:\n  - key: NODE_VERSION\n    value: 20\n  - key: ⟪TAPROOM_POS_SECRET¦ESCAPE_HQ_SIGNING_KEY¦BREW_LOG_TOKEN⟫\n    value: ⟦S⟧",
    "@code gcloud run deploy ⟪dome-api¦rota-api⟫ --region=europe-north1 --set-env-vars=LOG_LEVEL=info,⟪DOME_CTRL_PASS¦ROTA_SMTP_PASS⟫=⟦S:env_pw⟧",
    "@code aws lambda update-function-configuration --function-name ⟪manifest¦hive-alerts⟫ --environment \"Variables={⟪FERRY_MANIFEST_KEY¦HIVE_ALERT_SALT⟫=⟦S:⟪env_hex¦env⟫⟧,STAGE=prod}\"",
    "@code os.environ[\"⟪KILN_CONTROLLER_SECRET¦GLASS_STUDIO_API_KEY¦LUTHIER_SHOP_TOKEN⟫\"] = \"⟦S⟧\"  # TODO move this out of the code",
    "@code NODE_ENV=production\nPORT=8080\n⟪BLIK_MERCHANT_SECRET¦PIX_WEBHOOK_SECRET¦MOMO_COLLECTION_KEY⟫=⟦S:⟪env¦env_whsec⟫⟧\nLOG_LEVEL=warn",
    "@code version: '3'\nenv:\n  ⟪XENDIT_CALLBACK_TOKEN¦OPAY_SECRET¦MOLLIE_WEBHOOK_SECRET⟫: \"⟦S⟧\"\ntasks:\n  deploy:\n    cmds: [./deploy.sh]",
    "@code ⟪export GLASS_STUDIO_SMTP_PASS := \"⟦S:env_pw⟧\"¦\"start\": \"cross-env ESCAPE_HQ_SIGNING_KEY=⟦S:⟪env_hex¦env_laravel⟫⟧ node server.js\"⟫",
]

T["wifi_password"] = [
    "@code network={\n    ssid=\"⟦ssid⟧\"\n    psk=\"⟦S⟧\"\n    key_mgmt=WPA-PSK\n}",
    "@code config wifi-iface 'default_radio0'\n\toption device 'radio0'\n\toption ssid '⟦ssid⟧'\n\toption encryption 'psk2'\n\toption key '⟦S⟧'",
    "@code interface=wlan0\nssid=⟦ssid⟧\nwpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase=⟦S⟧",
    "@code /interface wireless security-profiles set [ find default=yes ] authentication-types=wpa2-psk mode=dynamic-keys wpa2-pre-shared-key=⟦S⟧",
    "Welcome to ⟪Hlíð¦Fjara¦Lundi⟫ Guesthouse!\nBreakfast 7:30–10:00\nWi-Fi: ⟦ssid⟧ · ⟦S⟧\nHot tub closes at 23:00. Northern lights alarm at reception.",
    "TOTAL  ⟦price⟧\n⟪Obrigado!¦Dziękujemy!¦Tack!⟫\nWIFI ⟦ssid⟧  PW ⟦S⟧\n⟦date⟧ ⟦time⟧",
    "Hi! the wifi is ⟦ssid⟧ and the password's ⟦S:wifi_sp⟧ (with the spaces). ⟪Checkout is at 11.¦Enjoy Lisbon!⟫",
    "Photo of the ⟪Huawei¦ZTE¦TP-Link⟫ router label — Wi-Fi Key: ⟦S:wifi_digits⟧ (the one under the barcode).",
]

T["recovery_codes"] = [
    "Bitwarden two-step login recovery code (keep it offline): ⟦S:rc_bw⟧",
    "Tuta recovery code for ⟦email⟧:\n⟦S:rc_tuta⟧",
    "Steam Guard recovery code for ⟪Budi¦Minh¦Emre⟫'s account: ⟦S:rc_steam⟧ — he keeps losing his phone.",
    "Backup codes for ⟦email⟧\n\n⟦S:rc_8digit⟧\n\n* You can only use each backup code once.",
    "Recovery codes — ⟪makerspace admin¦guesthouse Google¦rota portal⟫:\n⟦S:rc_alnum⟧\n(ticked = used)",
    "Nextcloud backup codes (⟪makerspace¦ferry office⟫ admin):\n⟦S:rc_upper⟧",
    "used ⟦S:rc_single⟧ from the printed list to get back into ⟪the Proton account¦Dad's email¦the shop's Shopify⟫, ⟪9¦7¦a few⟫ left",
    "⟪Recovery code for the hospital rota Microsoft account: ⟦S:rc_ms25⟧¦Rota portal recovery codes (GitHub-style, printed at IT):\n⟦S:rc_hex55⟧⟫",
]

T["crypto_wallet_key"] = [
    "@code cast send ⟦eth_addr⟧ \"mint()\" --private-key ⟦S:wk_hex0x⟧ --rpc-url $RPC_URL",
    "@code module.exports = {\n  networks: {\n    sepolia: { url: process.env.RPC, accounts: [\"⟦S:wk_hex0x⟧\"] },\n  },\n};",
    "LTC paper wallet from ⟪2017¦2018⟫ (Grandpa's) — private key box, WIF: ⟦S:wk_ltc⟧",
    "@code dogecoin-cli dumpprivkey ⟪D8vFz4p1L37jdg47HXKtSHA5uYLYxbGgPD¦the tipping address⟫\n⟦S:wk_doge⟧",
    "@code {\n  \"desc\": \"⟦S:wk_desc⟧\",\n  \"timestamp\": 1700000000,\n  \"active\": true,\n  \"internal\": false\n}",
    "Sparrow export, account xprv — DO NOT SHARE: ⟦S:wk_xprv⟧",
    "⟪Phantom¦Solflare⟫ → Show private key (the co-op's tipping wallet): ⟦S:⟪wk_sol¦wk_sol_arr⟫⟧",
    "Bitaddress printout ⟪from the 2016 meetup¦in Dad's desk⟫, the box that says private key: ⟦S:⟪wk_wif¦wk_hex⟫⟧",
]

T["login_pair"] = [
    "@code <Entry>\n  <String><Key>Title</Key><Value>⟪Rota portal¦Hive scales¦Booking admin⟫</Value></String>\n  <String><Key>UserName</Key><Value>⟦S.user⟧</Value></String>\n  <String><Key>Password</Key><Value>⟦S⟧</Value></String>\n</Entry>",
    "@code {\"type\": 1, \"name\": \"⟪Allegro¦Rakuten¦Tokopedia⟫\", \"login\": {\"username\": \"⟦S.email⟧\", \"password\": \"⟦S⟧\", \"totp\": null}}",
    "@code poll imap.⟦domain⟧ protocol IMAP\n  user \"⟦S.email⟧\" password \"⟦S⟧\" ssl",
    "Your temporary login for the ⟪hospital rota¦makerspace booking¦ferry crew⟫ portal\nUsername: ⟦S.user⟧\nTemporary password: ⟦S⟧\nYou will be asked to change it at first sign-in.",
    "@code lftp -u ⟦S.user⟧,⟦S⟧ sftp://⟦host⟧ -e 'mirror --reverse ./out /upload; bye'",
    "@code set imap_user = \"⟦S.email⟧\"\nset imap_pass = \"⟦S⟧\"\nset folder = \"imaps://imap.⟦domain⟧/\"",
]

T["url_credentials"] = [
    "OBS → Settings → Stream → Custom server (full URL with the key): ⟦S:url_rtmp⟧",
    "Catch hook for the taproom feedback form: ⟦S:url_zapier⟧ — anything POSTed there lands in the sheet.",
    "@code rest_command:\n  kiln_done:\n    url: \"⟦S:⟪url_ifttt¦url_ha⟫⟧\"\n    method: POST",
    "@code git remote set-url origin ⟦S:⟪url_bitbucket¦url_azdo¦url_hf¦url_gitlab_ci⟫⟧",
    "@code curl -X POST -H 'Content-Type: application/json' '⟦S:url_gchat⟧' -d '{\"text\": \"dome open\"}'",
    "⟪The print shop's upload server: ⟦S:url_userpass⟧ — drop the PDFs there by Friday.¦Ferry office chat hook (posts to #delays): ⟦S:url_mattermost⟧¦Kennel cam for the night shift: ⟦S:url_cam⟧¦Private export link for the rota, don't forward: ⟦S:url_query⟧⟫",
]

T["api_key"] = [
    "Flutterwave live secret for the co-op payments page: ⟦S:ak_flutterwave⟧ ⟪(rotate after the audit)¦— Kwame has the dashboard login¦, test key is separate⟫",
    "@code MercadoPago\\SDK::setAccessToken(\"⟦S:ak_mercadopago⟧\");",
    "@code import xendit\nxendit.api_key = \"⟦S:ak_xendit⟧\"",
    "@code from twilio.rest import Client\nclient = Client(\"⟦S.sid⟧\", \"⟦S:ak_twilio⟧\")",
    "@code ⟪netlify deploy --prod --auth ⟦S:ak_netlify⟧¦PULUMI_ACCESS_TOKEN=⟦S:ak_pulumi⟧ pulumi up --yes¦buildkite-agent start --token ⟦S:ak_buildkite⟧¦grafana-cli --token ⟦S:ak_grafana⟧ dashboards export⟫",
    "⟪Mollie live key for the glass studio webshop: ⟦S:ak_mollie⟧¦Omise secret key for the Bangkok dive shop bookings: ⟦S:ak_omise⟧¦Mailchimp API key for the taproom newsletter: ⟦S:ak_mailchimp⟧¦Typeform token for the volunteer sign-up form: ⟦S:ak_typeform⟧⟫",
]

T["jwt"] = [
    "@code @token = ⟦S⟧\n\nGET https://api.⟦domain⟧/rota HTTP/1.1\nAuthorization: Bearer {{token}}",
    "@code users:\n- name: ci-deployer\n  user:\n    token: ⟦S:jwt_rs⟧",
    "@code I/flutter (⟦n3⟧): idToken: ⟦S⟧",
    "@code SUPABASE_URL=https://⟦hexid⟧.supabase.co\nSUPABASE_SERVICE_ROLE_KEY=⟦S⟧",
    "@code const params = { headers: { Authorization: 'Bearer ⟦S⟧' } };\nhttp.get(`${BASE}/bookings`, params);",
    "Here's my session token from devtools so you can reproduce the 500 on the bookings page: ⟦S⟧",
]

T["private_key"] = [
    "@code client\ndev tun\nremote vpn.⟦domain⟧ 1194\n<key>\n⟦S:pk_rsa8⟧\n</key>",
    "@code apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\nmetadata:\n  name: booking-tls\ndata:\n  tls.key: ⟦S:pk_k8s_b64⟧",
    "@code ⟪$ openssl genpkey -algorithm ED448\n⟦S:pk_ed448⟧¦$ openssl genpkey -algorithm X25519\n⟦S:pk_x25519⟧¦$ openssl genpkey -algorithm ED25519\n⟦S:pk_ed25519⟧⟫",
    "Deploy key for the ferry booking box (old one, rotate!):\n⟦S:⟪pk_openssh_rsa¦pk_openssh⟫⟧",
    "Node operator key, ⟪don't lose it¦copy from the old laptop⟫:\n⟦S:⟪pk_k1¦pk_p256⟫⟧",
    "@code const testKey = `⟦S:⟪pk_ec384¦pk_rsa1⟫⟧`",
]

T["card_number"] = [
    "Pay the Correios fee with my Elo: ⟦S:card_elo⟧, exp ⟦S.exp⟧, CVV ⟦S.cvv⟧.",
    "Mum's RuPay for the train tickets: ⟦S:card_rupay⟧, expiry ⟦S.exp⟧.",
    "⟪GTBank¦Access Bank¦Zenith⟫ Verve card ⟦S:card_verve⟧ (the one that works at the filling station)",
    "Troy card for the carpet supplier's invoice: ⟦S:card_troy⟧ · ⟦S.exp⟧ · ⟦S.cvv⟧",
    "JCB for the Suica top-up online: ⟦S:card_jcb⟧ ⟪exp ⟦S.exp⟧¦⟫",
    "⟪Dankort ⟦S:card_dankort⟧¦Maestro ⟦S:card_maestro⟧¦Hipercard ⟦S:card_hiper⟧¦Mastercard ⟦S:card_mc⟧¦Visa ⟦S:card_visa⟧⟫ — ⟪Mormor's, for the pharmacy order¦Vovó's, for the online pharmacy¦for the hive foundation order⟫",
]

# ---------------------------------------------------------------------------- benign kinds
T["checksum"] = [
    "@code <link rel=\"stylesheet\" href=\"https://cdn.jsdelivr.net/npm/⟪@picocss/pico@2¦bulma@1.0.2⟫/css/⟪pico¦bulma⟫.min.css\" integrity=\"⟦sri⟧\" crossorigin=\"anonymous\">",
    "@code $ shasum -a 256 ferry-app-⟦version⟧.apk\n⟦sha256⟧  ferry-app-⟦version#1⟧.apk",
    "@code [[package]]\nname = \"⟪serde¦tokio¦rand⟫\"\nversion = \"⟦version⟧\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"⟦sha256⟧\"",
    "Verified the ⟪Debian¦Ubuntu¦Fedora⟫ ISO before flashing the dome PC: SHA-256 ⟦sha256⟧ matches the one on the site.",
    "@code image: ghcr.io/⟪kilnworks¦ferrylines⟫/⟪kiln-ctl¦manifest⟫@sha256:⟦sha256⟧",
    "@code \"⟪lodash¦axios¦dayjs⟫@^⟦version⟧\":\n  version \"⟦version⟧\"\n  resolved \"https://registry.yarnpkg.com/x/-/x-⟦version⟧.tgz\"\n  integrity ⟦sri⟧",
]

T["postal_code"] = [
    "Ship to: ⟦name⟧, ⟦n3⟧ MG Road, ⟦pincode_in#1.0⟧, ⟦pincode_in#1.2⟧ — PIN ⟦pincode_in#1.1⟧",
    "Delivery check — enter your PIN code: ⟦pincode_in#1.1⟧ (⟦pincode_in#1.0⟧) ✓ ⟪Delivery by Thursday¦Cash on delivery available⟫",
    "Yamato redelivery: ⟦postcode⟧, ⟪after 18:00¦morning slot⟫, ⟦name⟧",
    "The form asks for 'PIN code' — that's the postcode here: ⟦pincode_in#1.1⟧ for ⟦pincode_in#1.0⟧, not the bank PIN.",
    "New address for the ⟪Christmas cards¦wedding invite¦parcel⟫: ⟦full⟧, ⟦postcode⟧",
    "Customs form, box 7 (postal code): ⟦postcode⟧ · box 8 (phone): ⟦phone⟧",
]

T["code_config_benign"] = [
    "@code const ⟪token¦key¦secret⟫ = Deno.env.get(\"⟪HIVE_SCALE_TOKEN¦DOME_CTRL_KEY¦KILN_API_KEY¦FERRY_MANIFEST_KEY⟫\");\nif (!⟪token¦key¦secret⟫) ⟪throw new Error(\"missing ⟪token¦key⟫\");¦Deno.exit(1);⟫",
    "@code String ⟪dbPassword¦pw¦secret⟫ = System.getenv(\"⟪DB_PASSWORD¦ROTA_DB_PASS¦HIVE_DB_PASSWORD¦SMTP_PASS⟫\");\nif (⟪dbPassword¦pw¦secret⟫ == null) { ⟪throw new IllegalStateException(\"set it\");¦System.exit(2);¦log.error(\"not configured\"); return;⟫ }",
    "@code $⟪secret¦key¦token⟫ = getenv('⟪BLIK_MERCHANT_SECRET¦PIX_WEBHOOK_SECRET¦MOMO_API_KEY¦TAPROOM_POS_SECRET⟫') ⟪?: throw new RuntimeException('unset');¦;\nif ($⟪secret¦key¦token⟫ === false) { exit(1); }⟫",
    "@code var ⟪key¦secret¦conn⟫ = Environment.GetEnvironmentVariable(\"⟪MOLLIE_API_KEY¦XENDIT_SECRET¦ConnectionStrings__Default¦OPAY_SECRET⟫\")\n    ⟪?? throw new InvalidOperationException(\"not configured\");¦?? string.Empty;⟫",
    "@code ⟪@Value(\"${spring.datasource.password}\")¦@Value(\"${app.ferry.api-key}\")¦@Value(\"${mail.smtp.password:}\")⟫\nprivate String ⟪dbPassword¦apiKey¦smtpPassword⟫;",
    "@code ⟪with open(\"/run/secrets/⟪db_password¦smtp_pass¦api_key⟫\") as f:\n    ⟪DB_PASSWORD¦SMTP_PASS¦API_KEY⟫ = f.read().strip()¦sops -d ⟪secrets.enc.yaml¦prod.enc.env⟫ | kubectl apply -f -¦PGPASSWORD=$(vault kv get -field=password secret/⟪ferry¦rota¦hive⟫/db) psql -h db -U ⟪booking¦rota¦hive⟫¦password = keyring.get_password(\"⟪dome¦kiln¦ward7⟫\", \"⟪admin¦ops⟫\")¦export ⟪DB_PASS¦API_TOKEN⟫=\"$(op read 'op://⟪Ferry¦Studio⟫/⟪db¦api⟫/password')\"⟫",
]

T["secret_reference"] = [
    "⟪Ferry booking admin¦Rota portal¦Hive scales¦Shop Wi-Fi⟫ password → Proton Pass › ⟪Work¦Shared¦Family⟫ › ⟪Booking system¦Admin¦Router⟫",
    "The hotel safe code is in ⟪Dashlane¦Apple Passwords¦Samsung Pass¦Google Password Manager⟫ under '⟪Kyoto trip¦Japan 2025¦Sendai⟫'. Don't write it anywhere else.",
    "⟪Keeper¦Bitwarden¦KeePassXC⟫ → ⟪Shared folders¦Collections¦Database⟫ → Ward 7 → ⟪Drug room keypad¦Night safe¦Rota login⟫ (⟪ask the charge nurse for access¦nights team has it¦request on the intranet⟫).",
    "The recovery phrase is stamped on a steel plate in the bank box at ⟪Handelsbanken¦Banco do Brasil¦Zenith Bank¦PostFinance⟫; ⟪the notary has the second key¦the lawyer has the instructions¦my sister knows the box number⟫.",
    "⟪Wi-Fi password¦Router login¦Guest network key⟫ is on the sticker under the router, just ⟪look¦turn it over¦check⟫ — I'm not typing it into ⟪the group chat¦WhatsApp¦Element⟫.",
    "⟪PIN¦Door code¦Alarm code¦Safe combination⟫: memorised, never written down. Ask me in person ⟪when you're here¦on Sunday¦at handover⟫.",
]

T["placeholder"] = [
    "@code ⟪XENDIT_SECRET_KEY¦MOLLIE_API_KEY¦FLUTTERWAVE_SECRET¦TWILIO_AUTH_TOKEN⟫=⟪<your-secret-key>¦<paste-from-dashboard>¦your_key_here¦CHANGE_ME¦xxxxxxxxxxxxxxxx¦...⟫\n⟪NODE_ENV=development¦PORT=3000¦LOG_LEVEL=debug⟫",
    "@code # ⟪connection string format¦example¦fill in your own⟫\n⟪DATABASE_URL=postgresql://USER:PASSWORD@HOST:5432/DBNAME¦MONGO_URI=mongodb://<user>:<password>@<host>:27017/<db>¦REDIS_URL=redis://:YOUR_PASSWORD@localhost:6379/0¦AMQP_URL=amqps://username:password@broker.example.com/vhost⟫",
    "To test the ⟪checkout¦payment page¦booking form¦webshop⟫ use card ⟪4242 4242 4242 4242¦4000 0566 5566 5556¦5555 5555 5555 4444⟫ with any future expiry and any ⟪CVC¦3 digits⟫.",
    "@code -----BEGIN ⟪PRIVATE KEY¦RSA PRIVATE KEY¦OPENSSH PRIVATE KEY¦EC PRIVATE KEY⟫-----\n⟪(paste your key here)¦...¦<your key>¦YOUR_KEY_HERE⟫\n-----END ⟪PRIVATE KEY¦RSA PRIVATE KEY¦OPENSSH PRIVATE KEY¦EC PRIVATE KEY⟫-----",
    "@code ⟪[default]¦[profile ferry]¦[dev]⟫\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY⟪\nregion = eu-north-1¦\nregion = sa-east-1¦⟫",
    "⟪The standard BIP39 test mnemonic is¦Every wallet tutorial uses the test phrase¦Don't confuse the docs' example phrase,¦The library's unit tests use⟫ abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about — ⟪never use it for real funds¦it's public¦anyone can sweep it¦it's in every test suite⟫.",
]

T["credential_talk"] = [
    "Reminder: BLIK codes expire after two minutes — ⟪never read one out to anyone who calls¦the bank will never phone you for one¦don't screenshot them⟫. ⟪Stay safe!¦Pass it on.¦— the flat group⟫",
    "New rule on the ⟪ward¦ferry office¦studio⟫: passwords need ⟪12¦14¦16⟫+ characters and can't reuse the last ⟪5¦10¦12⟫.",
    "Locked myself out of ⟪KakaoBank¦Toss¦Nubank¦Vipps⟫ after ⟪5¦3⟫ wrong tries, need to go to a branch with my ⟪passport¦ID card⟫ ⟪on Monday¦tomorrow⟫.",
    "⟪Dad¦Mum¦Grandpa⟫ asked what a 'seed phrase' is. Explained: ⟪24¦12⟫ words, write them down yourself, never type them into a website.",
    "The door code at the ⟪makerspace¦studio¦clubhouse⟫ changes on the 1st of every month — check the Element room, ⟪don't ask on the public channel¦not on the noticeboard¦it's pinned⟫.",
    "⟪Nubank¦GTBank¦Garanti⟫ will never ask for your password or PIN by phone. If someone does, ⟪hang up¦call the number on the card¦report it in the app⟫.",
]

T["masked_value"] = [
    "Card on file: ⟪Elo¦Visa¦Mastercard⟫ ⟦mask_card⟧ · expires ⟪09/27¦03/28¦11/26⟫",
    "⟪Mercado Pago¦PayPay¦Toss⟫: payment of ⟦price⟧ approved with card ⟦mask_card⟧.",
    "API key ⟦mask_key⟧ — created ⟦date⟧, last used ⟪today¦3 days ago⟫. [Revoke]",
    "Account settings\nPIN: ****\nPassword: ••••••••  (changed ⟦date⟧)\nTwo-step: on",
    "We sent a code to ⟦mask_phone⟧. ⟪Didn't get it?¦Resend in 30 s⟫",
    "Transfer to ⟦name⟧, IBAN PL** **** **** **** **** **** ⟦last4⟧, ⟦price⟧ — done.",
]

T["redacted_text"] = [
    "@code - text: \"⟪Gran's¦Dad's¦Auntie's⟫ ⟪Nubank¦GTBank¦Toss¦Swedbank⟫ ⟪PIN¦card PIN¦app PIN⟫ is [REDACTED:pin]\"\n  redactions:\n  - pin",
    "memory: the door code for the ⟪dome¦drug room¦key box¦bike store¦studio⟫ is [REDACTED:door_code]; ⟪it changes monthly¦ask before sharing¦set on ⟦date⟧⟫.",
    "evidence: \"the wifi at the ⟪guesthouse¦taproom¦studio¦dive centre⟫ is [REDACTED:wifi_password], ⟪checkout 11¦ask at the bar¦enjoy⟫\"",
    "@code {\"name\": \"⟦name⟧\", \"contact\": \"⟪kwame¦zofia¦ines¦haruto¦linnea⟫@⟪[…]¦[redacted]⟫\", \"role\": \"⟪treasurer¦secretary¦rota lead¦driver⟫\"}",
    "@code replaced_with: \"[REDACTED:⟪security_answer¦otp¦password¦seed_phrase⟫]\"\nsource: capture ⟦hexid⟧",
    "@code redactions:\n- ⟪security_answer¦pin¦otp⟫\n- ⟪card_number¦password¦totp_secret⟫\n- ⟪door_code¦wifi_password¦api_key⟫\ncapture: ⟦hexid⟧",
]

T["bip39_prose"] = [
    "Spelling test, week ⟦n2⟧:\n⟦en_words12_num⟧",
    "Crossword answers from Sunday: ⟦en_words12⟧",
    "Props for the new escape room: ⟦en_words6⟧",
    "The ⟪brave¦young¦tired⟫ pilot found a secret island near the ⟪old castle¦ocean¦bridge⟫, and the ⟪crew¦family¦captain⟫ had a picnic on the beach at ⟦time⟧.",
    "Word-of-the-day cards for the English club in ⟪Sendai¦Jeonju¦Hue⟫: ⟦en_words6⟧",
    "Shopping: ⟦en_words6⟧ — and ⟪bread¦milk¦coffee⟫",
]

T["order_number"] = [
    "⟪Amazon.co.jp¦Amazon.com.br¦Amazon.pl⟫ order ⟦order_amz⟧ — ⟪arrives Thursday¦return window ends ⟦date⟧⟫",
    "Rakuten order no. ⟦order_rakuten⟧, ⟦price⟧",
    "⟪Tokopedia invoice ⟦order_toko⟧¦Shopee order ⟦order_shopee⟧¦Mercado Livre compra #⟦order_meli⟧¦Coupang order ⟦order_coupang⟧⟫ — ⟪seller says it shipped¦refund requested⟫",
    "Allegro order ⟦order_allegro⟧, booking ref ⟦booking⟧ for the ferry.",
]

T["tracking_number"] = [
    "Yamato tracking ⟦trk_yamato⟧ — redelivery booked for ⟪tomorrow evening¦Saturday⟫.",
    "⟪Correios¦Japan Post¦Poczta Polska¦PostNord¦Korea Post⟫ tracking: ⟦trk_s10⟧",
    "InPost paczkomat parcel ⟦trk_inpost⟧ — ⟪locker at Biedronka¦pick up by Friday⟫",
    "⟪PostNord SSCC ⟦trk_sscc⟧¦CJ Logistics ⟦trk_cj⟧¦Ninja Van ⟦trk_ninja⟧⟫ — out for delivery",
]

T["version_string"] = [
    "Dome PC updated: ⟪ASCOM Platform¦N.I.N.A.¦PHD2⟫ ⟦version⟧, driver ⟦version⟧",
    "@code $ python3 --version\nPython 3.⟪11¦12¦13⟫.⟦n2⟧\n$ pip --version\npip ⟦version⟧",
    "Router firmware ⟦version⟧ → ⟦version⟧ (build ⟦n3⟧)",
    "@code requests==⟦version⟧\nflask==⟦version⟧\npsycopg[binary]==⟦version⟧",
]

T["git_log"] = [
    "@code commit ⟦sha40⟧\nAuthor: ⟦full⟧ <⟦email⟧>\nDate:   ⟪Mon¦Tue¦Fri⟫ ⟦date⟧ ⟦time⟧ 2025 +0200\n\n    ⟪fix rota export¦bump deps¦add kiln temp graph⟫",
    "@code ⟦sha7⟧ ⟪Merge pull request #⟦n3⟧ from kilnworks/fix-temps¦Revert \"add BLIK button\"¦chore: update lockfile⟫\n⟦sha7⟧ ⟪fix: manifest timezone¦docs: readme¦feat: hive weight alerts⟫",
    "Deployed ⟦sha40⟧ to production at ⟦time⟧, rollback target ⟦sha7⟧.",
    "@code This reverts commit ⟦sha40⟧.\n\nThe ⟪booking¦rota¦manifest⟫ export broke on ⟪Safari¦Windows⟫.",
]

T["price"] = [
    "Quote for the ⟪kiln repair¦hive extractor¦guitar refret¦dome motor⟫: ⟪€⟦amt⟧ + parts €⟦amt⟧¦CHF ⟦amt⟧ + parts CHF ⟦amt⟧¦⟦amt0⟧ kr + parts ⟦amt0⟧ kr¦R$ ⟦amt⟧ + peças R$ ⟦amt⟧⟫",
    "Receipt: ⟪2× galão €⟦amt⟧ · pastel de nata ×6 €⟦amt⟧ · total €⟦amt⟧ · paid MB Way¦pierogi ×2 ⟦amt⟧ zł · kompot ⟦amt⟧ zł · total ⟦amt⟧ zł · paid BLIK¦kanelbulle ⟦amt⟧ kr · kaffe ⟦amt⟧ kr · total ⟦amt⟧ kr · Swish⟫",
    "⟪Ferry¦Train¦Bus⟫ tickets for four: ⟪NOK ⟦amt0⟧ return, NOK ⟦amt0⟧ with the family discount¦€⟦amt⟧ return, €⟦amt⟧ with the family discount¦¥⟦amt0⟧ return, ¥⟦amt0⟧ with the family discount⟫.",
    "Monthly: ⟪rent €⟦amt0⟧, power €⟦amt⟧, internet €⟦amt⟧¦rent ⟦amt0⟧ zł, power ⟦amt⟧ zł, internet ⟦amt⟧ zł¦rent R$ ⟦amt0⟧, luz R$ ⟦amt⟧, internet R$ ⟦amt⟧¦rent ₦⟦amt0⟧, NEPA ₦⟦amt0⟧, internet ₦⟦amt0⟧⟫",
]

T["date_time"] = [
    "Observing night moved to ⟦date⟧, gates open ⟦time⟧, ⟪bring red torches¦no white lights⟫.",
    "@code ⟦iso⟧ INFO hive-scale weight=⟦n3⟧.⟦n2⟧kg temp=⟦n2⟧C",
    "Swarm collected ⟦date⟧ at ⟦time⟧, requeened ⟦date⟧.",
    "Ferry departs ⟦time⟧, check-in closes ⟦time⟧, ⟦date⟧.",
]

T["phone_number"] = [
    "⟪Landlord¦Guesthouse¦Dive centre⟫: ⟦phone⟧ (WhatsApp too)",
    "Emergency contacts — ⟦name⟧ ⟦phone⟧, ⟦name⟧ ⟦phone⟧",
    "Call the ⟪ward¦kennel¦dome⟫ on ⟦phone⟧ if you're running late.",
    "@code BEGIN:VCARD\nFN:⟦full⟧\nTEL;TYPE=CELL:⟦phone⟧\nEND:VCARD",
]

T["room_number"] = [
    "Hotel in ⟪Sendai¦Busan¦Porto⟫: room ⟦room⟧, ⟪breakfast 7–10¦late checkout⟫",
    "Mum is on Ward 7, bed ⟦n2⟧, ⟪visiting 14–20¦room ⟦room⟧⟫.",
    "Exam hall ⟦room⟧, seat ⟦n3⟧, ⟦date⟧ at ⟦time⟧.",
    "Dorm block ⟪B¦C¦D⟫, room ⟦room⟧ — ⟪key from the porter¦laundry in the basement⟫.",
]

T["public_material"] = [
    "Add my key to the ferry box: ⟦ssh_pub⟧",
    "Donations to the ⟪co-op¦makerspace¦food bank⟫: ⟪ETH ⟦eth_addr⟧¦BTC ⟦btc_addr⟧¦LTC ⟦ltc_addr⟧¦SOL ⟦sol_addr⟧⟫",
    "⟪age recipient: ⟦age_pub⟧¦WireGuard [Peer] PublicKey = ⟦wg_pub⟧¦watch-only xpub: ⟦xpub⟧¦PGP fingerprint ⟦pgp_fpr⟧¦our onion mirror: ⟦onion⟧⟫",
    "@code ⟦pub_pem⟧",
]

T["identifier"] = [
    "Request ID ⟦uuid⟧ — attach it to the support ticket.",
    "Lost phone: IMEI ⟦imei⟧, ⟪MAC ⟦mac⟧¦black case⟫",
    "ORCID ⟦orcid⟧ · ⟪station ID ⟦n3⟧¦grant no. ⟦n3⟧⟫",
    "VIN ⟦vin⟧ — ⟪insurance renewal¦roadworthy test⟫ on ⟦date⟧",
]

T["url_plain"] = [
    "https://www.⟦domain⟧/events?utm_source=⟪newsletter¦instagram¦facebook⟫&utm_medium=⟪email¦social⟫&utm_campaign=⟪spring¦open-day¦harvest⟫",
    "Directions: https://maps.google.com/?q=⟪60.39,5.32¦38.71,-9.14¦50.06,19.94¦35.68,139.69¦6.45,3.39¦-23.55,-46.63⟫ ⟪— park behind the church¦(blue gate)¦, second entrance⟫",
    "@code git clone git@github.com:⟪kilnworks¦ferrylines¦apiary-coop¦tinta-agulha⟫/⟪rota¦hive-scale¦manifest¦booking⟫.git",
    "https://accounts.⟦domain⟧/oauth/authorize?client_id=⟦hexid⟧&response_type=code&state=⟦hexid⟧&redirect_uri=https%3A%2F%2Fapp.⟦domain⟧%2Fcb",
]

T["env_benign"] = [
    "@code NODE_ENV=⟪production¦staging⟫\nPORT=⟪8080¦3000¦5000⟫\nTZ=⟪Europe/Oslo¦Asia/Tokyo¦Africa/Lagos¦America/Sao_Paulo⟫\nLOG_LEVEL=⟪info¦warn¦debug⟫",
    "@code DB_HOST=⟦host⟧\nDB_PORT=5432\nDB_USER=⟦user⟧\nDB_NAME=⟪hive¦rota¦bookings⟫",
    "@code export S3_BUCKET=⟪kiln-photos¦ferry-manifests¦hive-data⟫\nexport AWS_REGION=⟪eu-north-1¦sa-east-1¦ap-northeast-1⟫\nexport FEATURE_BLIK=⟪true¦false⟫",
    "@code docker run -e TZ=⟪Africa/Lagos¦America/Mexico_City⟫ -e WORKERS=⟦n2⟧ -e ENABLE_METRICS=1 ghcr.io/⟪kilnworks¦apiary-coop⟫/app:⟦version⟧",
]
