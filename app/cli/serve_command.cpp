// The serve subcommand: the Dice Chess platform's server on this machine (docs/platform-wire.md).
#include <fcntl.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>

#include "cli_support.h"
#include "commands.h"
#include "online/crypto.h"
#include "online/platform.h"

namespace dicechess::cli {
namespace {

std::vector<std::string> houseList(const std::string& text) {
    std::vector<std::string> items = splitList(text);
    for (const std::string& item : items)
        if (item.empty()) throw UsageError("--house: an empty item in '" + text + "' (SPEC,SPEC,...)");
    return items;
}

// The operator's bots with fixed tokens: --tokens FILE, else the platform's PLAY_BOT_TOKENS variable.
std::vector<online::StaticToken> staticRoster(const std::optional<std::string>& file) {
    std::string text;
    std::string source = "PLAY_BOT_TOKENS";
    if (file) {
        std::ifstream in(*file);
        if (!in) throw UsageError("--tokens: cannot read '" + *file + "'");
        text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
        source = "--tokens " + *file;
    } else if (const char* env = std::getenv("PLAY_BOT_TOKENS")) {
        text = env;
    }
    auto roster = online::parseStaticTokens(text);
    if (!roster) throw UsageError(source + ": " + roster.error());
    return std::move(*roster);
}

// Readable by this user only, from its creation: the operator token lets its holder create games.
void writePrivateFile(const std::filesystem::path& path, const std::string& text) {
    std::filesystem::remove(path);
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL, 0600);
    const bool written =
        fd >= 0 && ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
    if (fd >= 0) ::close(fd);
    if (!written) throw UsageError("--data: cannot write " + path.string());
}

}  // namespace

int runServe(const CommandArgs& raw) {
    const Arguments args(
        "serve", raw,
        {"listen", "data", "house", "ladder-interval", "ladder-games", "webhook-cap", "anon-limit",
         "register-limit", "webhook-limit", "house-threads", "body-limit", "tokens"},
        {"ladder", "webhooks", "webhook-any-host"});
    args.expectPositionals(0, "no positional arguments");
    const auto [host, port] = listenArgument(args.value("listen").value_or("127.0.0.1:8080"));
    online::PlatformOptions options;
    std::filesystem::path dataDir;
    if (const auto data = args.value("data")) {
        dataDir = *data;
    } else {
        dataDir = std::filesystem::temp_directory_path() /
                  ("dicechess-serve-" + std::to_string(static_cast<long long>(::getpid())));
        std::cerr << "serve: no --data folder: this run keeps its state in " << dataDir.string()
                  << " (give --data DIR to keep it)\n";
    }
    options.dataDir = dataDir;
    if (const auto house = args.value("house")) options.houseSpecs = houseList(*house);
    options.ladder = args.flag("ladder");
    options.ladderInterval = std::chrono::milliseconds(
        static_cast<long long>(args.realOption("ladder-interval", 60, 0.05, 86400) * 1000));
    options.ladderMaxGames = static_cast<int>(args.integerOption("ladder-games", 8, 1, 1000));
    options.webhooks = args.flag("webhooks");
    options.webhookAnyHost = args.flag("webhook-any-host");
    options.webhookCap = std::chrono::milliseconds(
        static_cast<long long>(args.realOption("webhook-cap", 120, 0.001, 3600) * 1000));
    options.anonPerHour = static_cast<int>(args.integerOption("anon-limit", 30, 0, 1'000'000));
    options.registerPerHour = static_cast<int>(args.integerOption("register-limit", 5, 0, 1'000'000));
    options.webhookPerHour = static_cast<int>(args.integerOption("webhook-limit", 5, 0, 1'000'000));
    options.houseThreads = static_cast<int>(args.integerOption("house-threads", 1, 1, 64));
    options.staticTokens = staticRoster(args.value("tokens"));
    online::HttpServerOptions httpOptions;
    httpOptions.bodyLimit =
        static_cast<std::size_t>(args.integerOption("body-limit", 1 << 20, 1024, 1 << 30));

    options.operatorToken = online::randomHex(32);
    auto store = online::Store::open(dataDir / "platform.sqlite");
    if (!store) throw UsageError("--data: " + store.error());
    installEnginesFile(dataDir / "engine-logs");

    online::net::io_context io(1);
    online::Platform platform(io, **store, options);
    if (auto started = platform.start(); !started) throw UsageError(started.error());
    online::HttpServer server(io, httpOptions, [&platform](online::Request request) {
        return platform.handle(std::move(request));
    });
    if (const std::string problem = server.listen(host, port); !problem.empty()) throw UsageError(problem);
    const auto endpoint = server.endpoint();
    const std::string shown = endpoint.address().is_v6() ? "[" + endpoint.address().to_string() + "]"
                                                         : endpoint.address().to_string();
    const std::string address = "http://" + shown + ":" + std::to_string(endpoint.port());
    std::cout << "listening on " << address << std::endl;
    // match --serve --data DIR finds the server and may create games (docs/platform-wire.md §19).
    writePrivateFile(dataDir / "operator.token", options.operatorToken + "\n");
    writePrivateFile(dataDir / "server.url", address + "\n");
    if (!endpoint.address().is_loopback())
        std::cerr << "serve: listening beyond this machine: anyone who can reach " << shown
                  << " can mint tokens and play here (http, no encryption)\n";

    online::net::signal_set signals(io, SIGINT, SIGTERM);
    signals.async_wait([&](const boost::system::error_code& ec, int) {
        if (ec) return;
        std::cerr << "serve: stopping (live games are stored and continue at the next start)\n";
        server.stop();
        platform.shutdown();
        io.stop();
    });
    io.run();
    return 0;
}

}  // namespace dicechess::cli
