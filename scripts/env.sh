# Sourced by the scripts: selects the GPU driver. Without an explicit choice
# (VK_ICD_FILENAMES / VK_DRIVER_FILES), tests and the demo use lavapipe, Mesa's
# software Vulkan driver, so results do not depend on the machine's GPU: its
# 64-bit and its 32-bit manifest (32-bit programs under Wine load the 32-bit
# one; each Vulkan loader skips the driver of the other architecture).
# The manifests are gathered in a function with local variables, so sourcing
# this file changes no variable of the caller's but those it exports.
wgd3d9_use_lavapipe() {
    local arch manifest lvp=""
    for arch in x86_64 i686; do
        manifest=/usr/share/vulkan/icd.d/lvp_icd.$arch.json
        if [ -f "$manifest" ]; then lvp="${lvp:+$lvp:}$manifest"; fi
    done
    if [ -n "$lvp" ]; then export VK_ICD_FILENAMES="$lvp"; fi
}
if [ -z "${VK_ICD_FILENAMES:-}${VK_DRIVER_FILES:-}" ]; then
    wgd3d9_use_lavapipe
fi
unset -f wgd3d9_use_lavapipe
export WGPU_BACKEND="${WGPU_BACKEND:-vulkan}"
# The Vulkan loader complains when this is unset on headless machines.
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-/tmp}"
