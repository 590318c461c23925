#pragma once

// Boost 1.74's Asio and Beast, as the online module uses them. Two toolchain traps handled here once:
// awaitable.hpp uses std::exchange without including <utility> (GCC 12's headers no longer pull it in),
// and Asio 1.74 detects C++20 coroutines only for GCC and MSVC, so clang (the sanitizer and fuzz trees)
// gets the two switches from online/CMakeLists.txt.
#include <utility>

#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

namespace dicechess::online {
namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = boost::beast::http;
namespace websocket = boost::beast::websocket;
using Tcp = boost::asio::ip::tcp;
template <typename T>
using Task = boost::asio::awaitable<T>;
}  // namespace dicechess::online
