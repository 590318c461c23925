#include "online/tls.h"

namespace dicechess::online {

boost::system::error_code trustForClient(ssl::context& context, const std::string& caFile) {
    boost::system::error_code ec;
    context.set_default_verify_paths(ec);
    if (!ec && !caFile.empty()) context.load_verify_file(caFile, ec);
    context.set_verify_mode(ssl::verify_peer);
    return ec;
}

bool expectHost(TlsStream& stream, const std::string& host) {
    // SSL_set_tlsext_host_name is a macro with a C cast; this is the call it stands for.
    if (SSL_ctrl(stream.native_handle(), SSL_CTRL_SET_TLSEXT_HOSTNAME, TLSEXT_NAMETYPE_host_name,
                 const_cast<char*>(host.c_str())) != 1)
        return false;
    stream.set_verify_callback(ssl::host_name_verification(host));
    return true;
}

}  // namespace dicechess::online
