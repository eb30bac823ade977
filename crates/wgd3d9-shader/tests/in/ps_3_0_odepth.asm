// ps_3_0: oDepth written inside flow control on every path, plus oC0
ps_3_0
dcl_texcoord0 v0
dcl_2d s0
def c0, 0.5, 0.0, 1.0, 0.0
texld r0, v0, s0
if_gt r0.w, c0.x
    mov oDepth, v0.z
else
    mov oDepth, c0.z
endif
mov oC0, r0
