module.exports = "stub";
