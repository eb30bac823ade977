// ps_3_0: rep with texld in a static loop (gradients valid under static flow control)
ps_3_0
dcl_texcoord0 v0.xy
dcl_2d s0
defi i0, 4, 0, 0, 0
def c0, 0.0, 0.25, 0.002, 0.0
mov r0.xy, v0
mov r1, c0.x
rep i0
    texld r2, r0, s0
    mad r1, r2, c0.y, r1
    add r0.xy, r0, c0.z
endrep
mov oC0, r1
