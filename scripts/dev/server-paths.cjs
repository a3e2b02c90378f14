// The paths the portal server owns (the API, the login, the payment sandbox's pages, HPC media, the
// deploy notices' event stream): a dev server proxies them to it, the shell's in `npm run dev` and a
// remote's own (`npm run dev -w <remote>`).
module.exports = ['/api', '/idp', '/services', '/register', '/autobankbook', '/auto-bankbook', '/use', '/payments', '/sandbox', '/game-client', '/static', '/__events'];
