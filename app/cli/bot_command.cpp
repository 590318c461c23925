// The bot subcommand: one of our bots, or a DCEP engine, playing on a Dice Chess platform server.
#include <algorithm>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "bot_webhook.h"
#include "cli_support.h"
#include "commands.h"
#include "dicechess/bots/registry.h"
#include "dicechess/core/clock.h"
#include "dicechess/play/stats.h"
#include "match_report.h"
#include "platform_bot.h"

namespace dicechess::cli {
namespace {

std::atomic<bool> g_stop{false};

extern "C" void stopOnSignal(int) {
    g_stop.store(true);
}

const std::vector<std::string> BotValueOptions{
    "server",    "token",   "token-file", "anonymous", "bot",         "engine",
    "out",       "poll",    "challenge",  "games",     "tc",          "accept",
    "accept-tc", "ca-file", "max-games",  "listen",    "secret-file", "register-webhook",
    "seeks",     "sprt"};
const std::vector<std::string> BotFlags{"ladder", "webhook"};

// --config FILE: a JSON object whose keys are this command's long options ({"bot": "9", "ladder": true,
// "accept": ["house/*"], ...}); an option given on the command line wins. The error names the key.
CommandArgs withConfig(const CommandArgs& raw) {
    std::optional<std::string> file;
    for (std::size_t i = 0; i + 1 < raw.size(); ++i)
        if (raw[i] == "--config") file = raw[i + 1];
    if (!file) return raw;
    std::ifstream in(*file);
    if (!in) throw UsageError("--config: cannot read '" + *file + "'");
    std::stringstream contents;
    contents << in.rdbuf();
    const online::Json config = online::Json::parse(contents.str(), nullptr, false, true);
    if (config.is_discarded() || !config.is_object())
        throw UsageError("--config " + *file + ": not a JSON object");
    CommandArgs args;
    for (std::size_t i = 0; i < raw.size(); ++i) {
        if (raw[i] == "--config") {
            ++i;
            continue;
        }
        args.push_back(raw[i]);
    }
    const auto given = [&args](const std::string& option) {
        return std::any_of(args.begin(), args.end(), [&option](const std::string& arg) {
            return arg == "--" + option || arg.starts_with("--" + option + "=");
        });
    };
    for (const auto& [key, value] : config.items()) {
        const std::string where = "--config " + *file + ": \"" + key + "\"";
        if (std::find(BotValueOptions.begin(), BotValueOptions.end(), key) == BotValueOptions.end() &&
            std::find(BotFlags.begin(), BotFlags.end(), key) == BotFlags.end())
            throw UsageError(where + " is not an option of bot (see dicechess-cli bot --help)");
        if (given(key)) continue;
        if (std::find(BotFlags.begin(), BotFlags.end(), key) != BotFlags.end()) {
            if (!value.is_boolean()) throw UsageError(where + " is a switch: true or false");
            if (value.get<bool>()) args.push_back("--" + key);
            continue;
        }
        std::string text;
        if (value.is_string()) {
            text = value.get<std::string>();
        } else if (value.is_number()) {
            text = value.dump();
        } else if (value.is_array()) {
            for (const auto& item : value) {
                if (!item.is_string()) throw UsageError(where + " holds a value that is not a string");
                text += (text.empty() ? "" : ",") + item.get<std::string>();
            }
            if (value.empty()) text = key == "accept" ? "none" : "";
        } else {
            throw UsageError(where + " is not a string, a number or a list of strings");
        }
        args.push_back("--" + key);
        args.push_back(text);
    }
    return args;
}

// A comma-separated option's items; an empty one is refused, naming the option.
std::vector<std::string> listArgument(const std::string& text, const char* option) {
    std::vector<std::string> items = splitList(text);
    for (const std::string& item : items)
        if (item.empty()) throw UsageError(std::string(option) + ": an empty item in '" + text + "'");
    return items;
}

// --tc as our matches write it (MIN+INC: "5+3" is Fischer 300+3, "1+0" sudden death), or "unlimited".
room::TimeControl controlArgument(const std::optional<std::string>& text) {
    room::TimeControl control;
    control.kind = room::TimeControl::Kind::Fischer;
    control.initialSeconds = 300;  // the platform's ladder control
    control.incrementSeconds = 3;
    if (!text) return control;
    if (*text == "unlimited") return room::TimeControl{};
    const auto parsed = parseTimeControl(*text);
    if (!parsed) throw UsageError("--tc: " + parsed.error() + " (or 'unlimited')");
    if (parsed->initialMs % 1000 != 0 || parsed->incrementMs % 1000 != 0 || parsed->initialMs == 0)
        throw UsageError("--tc: the platform's clocks are in whole seconds, from 1 s (got '" + *text + "')");
    control.initialSeconds = static_cast<int>(parsed->initialMs / 1000);
    control.incrementSeconds = static_cast<int>(parsed->incrementMs / 1000);
    if (control.incrementSeconds == 0) control.kind = room::TimeControl::Kind::SuddenDeath;
    return control;
}

std::vector<room::TimeControl::Kind> kindsArgument(const std::string& text) {
    using Kind = room::TimeControl::Kind;
    std::vector<Kind> kinds;
    for (const std::string& name : listArgument(text, "--accept-tc")) {
        if (name == "unlimited")
            kinds.push_back(Kind::Unlimited);
        else if (name == "suddendeath")
            kinds.push_back(Kind::SuddenDeath);
        else if (name == "fischer")
            kinds.push_back(Kind::Fischer);
        else if (name == "permove")
            kinds.push_back(Kind::PerMove);
        else
            throw UsageError("--accept-tc: '" + name + "' is not unlimited, suddendeath, fischer or permove");
    }
    return kinds;
}

std::string firstLineOf(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw UsageError("--token-file: cannot read '" + path + "'");
    std::string line;
    std::getline(in, line);
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
    if (line.empty()) throw UsageError("--token-file: '" + path + "' holds no token on its first line");
    return line;
}

// The token from --token-file, DICECHESS_TOKEN or --token, or a fresh anonymous identity (--anonymous).
void authenticate(const Arguments& args, online::PlatformClient& client) {
    const int given = (args.value("token-file") ? 1 : 0) + (args.value("token") ? 1 : 0) +
                      (args.value("anonymous") ? 1 : 0);
    if (given > 1) throw UsageError("give one of --token-file, --token and --anonymous");
    if (const auto file = args.value("token-file")) return client.setToken(firstLineOf(*file));
    if (const auto token = args.value("token")) return client.setToken(*token);
    if (const auto label = args.value("anonymous")) {
        const auto minted = client.call("POST", "/bot/anon?name=" + *label);
        if (!minted || minted->status != 201 || !minted->body.contains("token"))
            throw UsageError("--anonymous: the server did not mint an identity (" +
                             (minted ? "answered " + std::to_string(minted->status) : minted.error()) + ")");
        return client.setToken(minted->body["token"].get<std::string>());
    }
    if (const char* env = std::getenv("DICECHESS_TOKEN"); env && *env) return client.setToken(env);
    throw UsageError("no token: give --token-file FILE (or DICECHESS_TOKEN), or --anonymous NAME");
}

// --webhook, --listen HOST:PORT, --secret-file F and --register-webhook URL, checked together.
void webhookArguments(const Arguments& args, PlatformBotSettings& settings) {
    settings.webhook = args.flag("webhook");
    if (const auto url = args.value("register-webhook")) {
        if (!online::parseHttpUrl(*url))
            throw UsageError("--register-webhook: '" + *url + "' is not an http(s) URL");
        settings.registerUrl = *url;
    }
    const bool listening = settings.webhook || !settings.registerUrl.empty();
    if (!listening) {
        for (const char* option : {"listen", "secret-file"})
            if (args.value(option))
                throw UsageError(std::string("--") + option + " is for webhook mode: give --webhook with it");
        return;
    }
    if (args.value("poll") == std::nullopt) settings.poll = std::chrono::seconds(2);
    settings.streams = false;
    const auto listen = args.value("listen");
    if (!listen) throw UsageError("--webhook: give --listen HOST:PORT, where the server's deliveries arrive");
    std::tie(settings.listenHost, settings.listenPort) = listenArgument(*listen);
    const auto secret = args.value("secret-file");
    if (!secret)
        throw UsageError("--webhook: give --secret-file F (the secret the deliveries are signed with)");
    settings.secretFile = *secret;
    if (settings.registerUrl.empty() && !std::filesystem::is_regular_file(settings.secretFile))
        throw UsageError("--secret-file: no file '" + *secret +
                         "' (register the webhook first with --register-webhook URL)");
}

}  // namespace

int runBot(const CommandArgs& raw) {
    const Arguments args("bot", withConfig(raw), BotValueOptions, BotFlags);
    args.expectPositionals(0, "no positional arguments");
    const auto server = args.value("server");
    if (!server) throw UsageError("--server URL is required (like http://127.0.0.1:8080)");
    auto url = online::parseHttpUrl(*server);
    if (!url) throw UsageError("--server: " + url.error());
    if (const auto ca = args.value("ca-file")) {
        if (!url->tls) throw UsageError("--ca-file is for an https:// server");
        if (!std::filesystem::is_regular_file(*ca)) throw UsageError("--ca-file: no file '" + *ca + "'");
        url->caFile = *ca;
    }

    PlatformBotSettings settings;
    if (args.value("bot") && args.value("engine"))
        throw UsageError("give either --bot or --engine, not both");
    if (const auto engine = args.value("engine"))
        settings.brain = "engine:" + *engine;
    else if (const auto bot = args.value("bot"))
        settings.brain = *bot;
    if (const auto out = args.value("out")) {
        settings.out = *out;
        std::error_code ec;
        std::filesystem::create_directories(settings.out, ec);
        if (ec) throw UsageError("--out: cannot create '" + *out + "': " + ec.message());
    }
    installEnginesFile(settings.out.empty() ? std::filesystem::path() : settings.out / "engine-logs");
    if (auto made = createBot(settings.brain, Variant::ThreeDice); !made)
        throw UsageError((args.value("engine") ? "--engine: " : "--bot: ") + made.error());
    if (args.value("poll")) {  // polling only, for hosts that cannot hold a connection open
        settings.streams = false;
        settings.poll =
            std::chrono::milliseconds(static_cast<long long>(args.realOption("poll", 1, 0.05, 600) * 1000));
    }
    if (const auto opponent = args.value("challenge")) {
        auto who = principalArgument(*opponent);
        if (!who) throw UsageError("--challenge: " + who.error());
        settings.opponent = *who;
        settings.games = static_cast<int>(args.integerOption("games", 1, 1, 1'000'000));
        if (const auto text = args.value("sprt")) {
            const auto sprt = parseSprtOptions(*text);
            if (!sprt) throw UsageError("--sprt: " + sprt.error());
            settings.sprt = *sprt;
        }
    } else if (args.value("sprt")) {
        throw UsageError("--sprt judges a series: give --challenge TEAM/NAME with it");
    } else if (args.value("games")) {
        if (!args.flag("ladder") && !args.value("seeks"))
            throw UsageError(
                "--games counts a series: give --challenge TEAM/NAME, --ladder or --seeks with it");
        settings.games = static_cast<int>(args.integerOption("games", 1, 1, 1'000'000));
    }
    settings.control = controlArgument(args.value("tc"));
    if (const auto accept = args.value("accept"))
        settings.acceptFrom =
            *accept == "none" ? std::vector<std::string>{} : listArgument(*accept, "--accept");
    for (const std::string& pattern : settings.acceptFrom)
        if (pattern != "*" && (pattern.find('/') == std::string::npos || pattern.front() == '/'))
            throw UsageError("--accept: '" + pattern + "' is not TEAM/NAME, TEAM/* or *");
    if (const auto kinds = args.value("accept-tc")) settings.acceptKinds = kindsArgument(*kinds);
    settings.ladder = args.flag("ladder");
    if (args.value("seeks")) settings.seeks = static_cast<int>(args.integerOption("seeks", 0, 0, 3));
    webhookArguments(args, settings);
    if (args.value("max-games"))
        settings.maxGames = static_cast<int>(args.integerOption("max-games", 1, 1, 32));

    online::PlatformClient client(*url, "", &g_stop);
    client.log = [](const std::string& line) { std::cerr << "bot: " << line << std::endl; };
    authenticate(args, client);
    const auto account = client.call("GET", "/bot/account");
    if (!account || account->status != 200 || !account->body.is_object())
        throw UsageError("--server " + *server + ": " +
                         (!account ? account.error()
                          : account->status == 401
                              ? std::string("the token is not accepted (401)")
                              : "GET /bot/account answered " + std::to_string(account->status)));
    online::Principal me;
    me.team = account->body.value("team", "");
    me.name = account->body.value("name", "");
    std::cerr << "bot: connected to " << *server << " as " << me.team << "/" << me.name << ", thinking with "
              << settings.brain << std::endl;

    if (!settings.registerUrl.empty() && !settings.webhook) {  // registration alone, then out
        WebhookListener listener(
            [](const std::string&, Color, const online::Json&) {
                return online::Json{{"moves", online::Json::array()}};
            },
            1);
        if (const std::string problem = listener.listen(settings.listenHost, settings.listenPort);
            !problem.empty())
            throw UsageError("--listen: " + problem);
        const auto secret = registerWebhook(client, settings.registerUrl, settings.secretFile);
        if (!secret) throw UsageError("--register-webhook: " + secret.error());
        std::cout << "registered " << settings.registerUrl << " as the webhook of " << me.team << "/"
                  << me.name << "; its secret is in " << settings.secretFile.string() << std::endl;
        return 0;
    }
    std::signal(SIGINT, stopOnSignal);
    std::signal(SIGTERM, stopOnSignal);
    const PlatformBotTally tally = runPlatformBot(client, me, settings, g_stop);
    const ScoreSummary score = summarizeScore(tally.wins, tally.losses, tally.draws);
    std::cout << me.team << "/" << me.name << " (" << settings.brain << "): " << tally.games() << " games, +"
              << tally.wins << " =" << tally.draws << " -" << tally.losses;
    if (tally.games() > 0)
        std::cout << ", score " << static_cast<int>(100 * score.score + 0.5) << " %, Elo "
                  << eloText(score.hasElo, score.elo, score.eloMargin);
    if (tally.lostOnTime > 0) std::cout << ", " << tally.lostOnTime << " lost on time";
    if (tally.sprt)
        std::cout << std::fixed << std::setprecision(2) << ", SPRT " << sprtText(*settings.sprt) << " llr "
                  << tally.sprt->llr << " (" << tally.sprt->lowerBound << ", " << tally.sprt->upperBound
                  << "): " << verdictName(tally.sprt->verdict) << std::defaultfloat;
    std::cout << "; " << tally.fallbacks << " decisions replaced after a fault; "
              << (tally.unfair == 0 ? "every game's dice fair"
                                    : std::to_string(tally.unfair) + " games with DICE NOT FAIR")
              << std::endl;
    if (!tally.bridgeMs.empty()) {
        std::vector<double> costs = tally.bridgeMs;
        std::sort(costs.begin(), costs.end());
        const auto at = [&costs](double q) {
            return costs[std::min(costs.size() - 1, static_cast<std::size_t>(q * costs.size()))];
        };
        std::cout << std::fixed << std::setprecision(2)
                  << "the bridge's cost a decision (state, tree, turn sent; thinking excluded): p50 "
                  << at(0.5) << " ms, p99 " << at(0.99) << " ms over " << costs.size() << " decisions"
                  << std::endl;
    }
    return tally.unfair == 0 ? 0 : 1;
}

}  // namespace dicechess::cli
