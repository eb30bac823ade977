# Sourced by the scripts: selects the GPU driver. Without an explicit choice
# (VK_ICD_FILENAMES / VK_DRIVER_FILES), tests and the demo use lavapipe, Mesa's
# software Vulkan driver, so results do not depend on the machine's GPU.
if [ -z "${VK_ICD_FILENAMES:-}${VK_DRIVER_FILES:-}" ] && [ -f /usr/share/vulkan/icd.d/lvp_icd.x86_64.json ]; then
    export VK_ICD_FILENAMES=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json
fi
export WGPU_BACKEND="${WGPU_BACKEND:-vulkan}"
# The Vulkan loader complains when this is unset on headless machines.
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-/tmp}"
