# Sourced by the scripts: selects the GPU driver. Without an explicit choice
# (VK_ICD_FILENAMES / VK_DRIVER_FILES), tests and the demo use lavapipe, Mesa's
# software Vulkan driver, so results do not depend on the machine's GPU: its
# 64-bit and its 32-bit manifest (32-bit programs under Wine load the 32-bit
# one; each Vulkan loader skips the driver of the other architecture).
if [ -z "${VK_ICD_FILENAMES:-}${VK_DRIVER_FILES:-}" ]; then
    lvp=""
    for arch in x86_64 i686; do
        manifest=/usr/share/vulkan/icd.d/lvp_icd.$arch.json
        [ -f "$manifest" ] && lvp="${lvp:+$lvp:}$manifest"
    done
    [ -n "$lvp" ] && export VK_ICD_FILENAMES="$lvp"
    unset arch manifest lvp
fi
export WGPU_BACKEND="${WGPU_BACKEND:-vulkan}"
# The Vulkan loader complains when this is unset on headless machines.
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-/tmp}"
