"""English templates of the benign look-alike kinds. Slot syntax as in t_secret_en, plus
⟨%tag:a|b⟩: a variant that is also bound to tag (⟨@tag⟩ repeats it)."""

TEMPLATES = {}

TEMPLATES["checksum"] = [
    """<script src="https://cdn.⟨domain⟩/booking-widget-⟨semver⟩.js" integrity="⟨sri384⟩" crossorigin="anonymous"></script>""",
    "SHA256 (tills-firmware-⟨semver⟩.bin) = ⟨sha256⟩",
    """$ sha256sum playout-⟨semver@v⟩.tar.gz
⟨sha256⟩  playout-⟨@v⟩.tar.gz""",
    "Downloaded the installer for the kiosk again; MD5 ⟨md5⟩ matches what the website lists, so it wasn't the download.",
    """"node_modules/leaflet": {
  "version": "⟨semver@v⟩",
  "resolved": "https://registry.npmjs.org/leaflet/-/leaflet-⟨@v⟩.tgz",
  "integrity": "⟨sri512⟩"
}""",
    "docker pull ghcr.io/crumbco/till@sha256:⟨sha256⟩",
]

TEMPLATES["postal_code"] = [
    "Delivery address for the seed order: ⟨en_full⟩, Flat ⟨n2⟩, ⟨?Residency Road|Link Road|Station Road⟩, ⟨in_city_pin⟩, India",
    """Supplier form
City / PIN code: ⟨in_city_pin⟩
GSTIN: to follow""",
    "The regatta is at the Saltings this year, ⟨uk_pc⟩. Parking is on the grass by the slipway.",
    "Posting the cornet back to the repair shop, ZIP ⟨us_zip⟩, tracked.",
    "Taxi zones for the new fare card: zone A up to ⟨uk_pc⟩, zone B everything past the ring road.",
    "Our twin bakery in the Netherlands is at Oudegracht ⟨n3⟩, ⟨nl_pc⟩ Utrecht.",
]

TEMPLATES["order_number"] = [
    "Your order ⟨order_no⟩ from Greenhollow Nursery has been dispatched. Track it with Royal Mail: ⟨royalmail⟩.",
    "UPS tracking for the new sails: ⟨ups⟩, due ⟨day⟩.",
    "Booking reference ⟨pnr⟩. 2 adults, ⟨film⟩, Screen ⟨small⟩, ⟨time⟩.",
    "Invoice ⟨invoice⟩ for flour (⟨n2⟩ x 16 kg) is due on ⟨date⟩.",
    "Support ticket ⟨ticket⟩: the card reader at bay ⟨bay⟩ keeps rebooting mid-session.",
    "E-ticket number ⟨ticket⟩, flight ⟨flight⟩, seat ⟨seat⟩. Boarding closes 20 minutes before.",
]

TEMPLATES["phone_number"] = [
    "If the boathouse alarm goes off, ring ⟨en_first⟩ on ⟨uk_mobile⟩, day or night.",
    "Renal unit direct line: ⟨uk_land⟩, extension ⟨ext⟩ for the nurse in charge.",
    "Taxi rank office (24h): ⟨uk_land⟩",
    "Call me back on ⟨us_phone⟩ after six, I'm at the market until then.",
    """BEGIN:VCARD
VERSION:3.0
FN:⟨en_full⟩
TEL;TYPE=cell:⟨uk_mobile⟩
END:VCARD""",
    "Band librarian: ⟨en_first⟩, mobile ⟨uk_mobile⟩, landline ⟨uk_land⟩.",
]

TEMPLATES["version_string"] = [
    "Updated the till app to ⟨semver⟩; the card reader firmware is still ⟨fw_ver⟩.",
    "The box office iPad is on iOS ⟨ios_ver⟩ (build ⟨build⟩) and won't find the printer.",
    """requirements.txt
django==⟨semver⟩
requests==⟨semver⟩
# python ⟨py_ver⟩""",
    "Release notes v⟨semver⟩: fixed the double-booking bug on the ergs and the dark mode contrast.",
    """$ node --version
v⟨semver⟩""",
    "Projector firmware ⟨fw_ver⟩ fixes the HDMI handshake problem, see page ⟨n2⟩ of the manual.",
]

TEMPLATES["code_config_benign"] = [
    "# ⟨?settings.py|config.py|app/db.py|rota/mail.py⟩, line ⟨#12-240⟩\npassword = os.environ[\"⟨?DB_PASSWORD|SMTP_PASS|TILL_API_KEY|ROTA_SECRET|BOOKING_DB_PW⟩\"]  # set on the server, never in the repo",
    """// ⟨?server.js|api/pay.js|lib/playout.ts|src/booking.ts⟩ (v⟨semver⟩)
const token = process.env.⟨%v:STRIPE_SECRET_KEY|PLAYOUT_TOKEN|BOOKING_API_KEY|MAILER_PASS⟩;
if (!token) throw new Error("⟨@v⟩ is not set");""",
    """services:
  db:
    image: postgres:⟨#13-17⟩
    environment:
      POSTGRES_PASSWORD: ${⟨?POSTGRES_PASSWORD|DB_PASS|RADIO_DB_PW⟩}""",
    """- name: Deploy ⟨?site|rota|tills|newsletter⟩ to ⟨?staging|production⟩
  env:
    SMTP_PASSWORD: ${{ secrets.⟨?SMTP_PASSWORD|MAIL_PASS|BOATHOUSE_SMTP⟩ }}
  run: ./deploy.sh --retries ⟨small⟩""",
    """env:
  - name: DB_PASSWORD
    valueFrom:
      secretKeyRef:
        name: ⟨?rota-db|tills-db|playout|booking-db⟩
        key: password
# replicas: ⟨small⟩, image tag ⟨semver⟩""",
    "⟨?pw = getpass.getpass(\"Password: \")|secret = keyring.get_password(\"rota\", \"admin\")|$ op read \"op://Box Office/Till/password\"|$ vault kv get -field=password secret/boathouse⟩  # read at run time, nothing stored (⟨isodate⟩)",
]

TEMPLATES["secret_reference"] = [
    "Boathouse wifi password -> 1Password, vault 'Club', item '⟨ssid⟩' (updated ⟨date⟩).",
    "The alarm code is memorised, not written anywhere. Ask ⟨en_first⟩ in person if you need it.",
    "PIN for the bar card is in the treasurer's Bitwarden under 'Bar float ⟨#2019-2026⟩'.",
    "Door code: see the laminated sheet in the key cupboard in room ⟨room⟩ (deliberately not in this doc).",
    "Recovery codes printed out and in the club safe, envelope dated ⟨date⟩.",
    "Till login is in KeePass (Shop.kdbx > Tills > Saturday). Hint: the usual one, ask ⟨en_first⟩.",
]

TEMPLATES["placeholder"] = [
    "Test card for the booking widget: 4242 4242 4242 4242, any future expiry (e.g. ⟨#1-12⟩/⟨#28-35⟩), any CVC.",
    """# .env.example
STRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxx
DB_PASSWORD=<your-password-here>
PORT=⟨#3000-3999⟩""",
    """AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE
AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY
AWS_DEFAULT_REGION=⟨?eu-west-2|us-east-1|ap-south-1⟩
# from the AWS docs, tutorial step ⟨n2⟩""",
    """Step ⟨small⟩: put the ⟨?kiosk|NAS|booth PC⟩ key in this file:
-----BEGIN OPENSSH PRIVATE KEY-----
<paste your key here>
-----END OPENSSH PRIVATE KEY-----""",
    "To test the login page use username ⟨user⟩ and password YOUR_PASSWORD, then swap in your own.",
    "The wallet docs use the test mnemonic \"abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about\"; never fund it. (Page ⟨n2⟩.)",
]

TEMPLATES["credential_talk"] = [
    "Reminder: the boathouse door code changes on the 1st of every month. If yours stops working after ⟨date⟩, ask a committee member.",
    "Ugh, ⟨en_app⟩ made me change my password again and now it wants ⟨#12-16⟩ characters, a symbol and my firstborn.",
    "Policy: PINs must be 6 digits, no repeated numbers, changed every ⟨#60-120⟩ days.",
    "I forgot my PIN for the third time this ⟨?week|month⟩ and the machine on ⟨?High Street|Station Road|Market Square|the retail park⟩ swallowed the card. Branch opens at ⟨time⟩.",
    "Never give your one-time code to anyone who phones you. The bank will never ask for it. (⟨n2⟩ members got that scam call last week.)",
    "We need a proper way to share the wifi password with volunteers; texting it round isn't great. Agenda item for ⟨day⟩ at ⟨time⟩.",
]

TEMPLATES["masked_value"] = [
    "Paid ⟨gbp⟩ with card ending ⟨last4⟩.",
    "Your PIN: ****  (shown once when you set it up on ⟨date⟩)",
    "Token: ⟨mask_key⟩ (only the last four characters are shown)",
    "We've sent a code to 07*** ***⟨#100-999⟩.",
    "Card **** **** **** ⟨last4⟩, expires ⟨#1-12⟩/⟨#26-30⟩",
    "Login for ⟨mask_email⟩, password ●●●●●●●● (last changed ⟨date⟩)",
]

TEMPLATES["public_key"] = [
    """Add this to authorized_keys on the kiosk:
⟨ssh_pub⟩ ⟨user⟩@laptop""",
    """Our public key for encrypted uploads:
⟨pem_pub⟩""",
    """My signing key, import it to check the newsletter signature:
⟨pgp_pub⟩""",
    """[Peer]
PublicKey = ⟨wg_pub⟩
AllowedIPs = 10.⟨#0-9⟩.0.0/24
Endpoint = vpn.⟨domain⟩:51820""",
    "Encrypt the backups to this age recipient: ⟨age_pub⟩",
    "The server's ED25519 key fingerprint is ⟨fp_sha256⟩. If you see a different one, stop.",
]

TEMPLATES["wallet_address"] = [
    "Donations welcome! BTC: ⟨btc_addr⟩",
    "ETH tip jar for the community radio: ⟨eth_addr⟩",
    "please send the USDT (TRC20) to ⟨trx_addr⟩ and I'll refund the deposit",
    "Watch-only xpub for the treasurer's spreadsheet: ⟨xpub⟩",
    "Transaction ⟨tx_hash⟩ has ⟨#1-50⟩ confirmations.",
    "Solana address: ⟨sol_addr⟩, LTC: ⟨ltc_addr⟩",
]

TEMPLATES["numeric_prose"] = [
    "Bus ⟨bus⟩ from the hospital leaves at ⟨time⟩ and gets to the rowing lake about ⟨minutes⟩ minutes later.",
    "Room ⟨room⟩, second session: dry weight ⟨kg⟩ kg, temperature ⟨temp⟩, all fine.",
    "Final score ⟨score⟩, ⟨en_first⟩ scored twice and the band played us off.",
    "Flight ⟨flight⟩ lands at ⟨time⟩, gate B⟨n2⟩, then the ⟨bus⟩ into town.",
    "Sourdough goes up to ⟨gbp⟩ from ⟨day⟩; rye stays at ⟨gbp⟩.",
    "⟨film⟩ runs ⟨#85-175⟩ minutes, screen ⟨small⟩, ⟨count⟩ seats sold for ⟨day⟩.",
]

TEMPLATES["bip39_prose"] = [
    "Spelling words for Year 3 this week: ⟨bip_bad_en⟩",
    "Please bring an apple, a blanket and a torch to the night sail; we leave the harbour at ⟨time⟩ and return before midnight.",
    "Crossword answers from ⟨day⟩: ⟨bip_bad_en⟩",
    "Word cloud from the volunteer survey: ⟨bip_bad_en⟩",
    "The garden needs water, compost and a little patience; the ⟨plant⟩ should recover by ⟨month⟩.",
    "Props list for the panto: ⟨bip_bad_en⟩",
]

TEMPLATES["identifier"] = [
    "Request ID ⟨uuid⟩. Please quote this if you contact support.",
    "Fixed in commit ⟨git7⟩ (full hash ⟨git40⟩).",
    "Projector serial number ⟨serial⟩, under warranty until ⟨month⟩.",
    "British Rowing membership no. ⟨member_no⟩",
    "Hospital number ⟨mrn⟩ is on the dialysis list for ⟨day⟩ morning.",
    "Trace id ⟨reqid⟩ in the logs at ⟨time⟩.",
]

TEMPLATES["redacted_text"] = [
    "Boathouse code: [REDACTED:door_code]. Changed ⟨date⟩.",
    """redactions:
- security_answer
- pin
captured: ⟨isodate⟩""",
    "reply-to: ⟨user⟩@[…] (domain cut in the export)",
    "The wifi password is [REDACTED:wifi_password] and the router is in the cupboard by room ⟨room⟩.",
    "card: [REDACTED:card_number] (expiry kept: ⟨#1-12⟩/⟨#27-30⟩)",
    "Note ⟨isodate⟩: ⟨en_first⟩ sent the code ([REDACTED:otp]) and I logged in.",
]

TEMPLATES["url_plain"] = [
    "Sign up for rota slots here: https://rota.⟨domain⟩/shifts?week=⟨#1-52⟩",
    "git clone git@github.com:⟨?tidewater-sc|crumbco|kilnroom⟩/⟨?site|rota|tills⟩.git && git checkout ⟨git7⟩",
    "ssh -p ⟨#2200-2299⟩ pi@kiosk.⟨domain⟩",
    "Tickets: https://palace-pictures.co.uk/films/⟨n4⟩?date=⟨isodate⟩",
    "Docs at https://docs.⟨domain⟩/en/⟨semver⟩/setup.html#step-⟨small⟩",
    "Directions: https://www.openstreetmap.org/?mlat=5⟨#0-5⟩.⟨n4⟩&mlon=-⟨#0-4⟩.⟨n4⟩#map=17",
]
