// ps_2_x: rep i# / endrep iterating a fixed-point refinement
ps_2_x
dcl t0.xy
defi i0, 4, 0, 0, 0
def c0, 0.5, 1.0, 0.0, 0.0
mov r0.xy, t0
mov r0.zw, c0.z
rep i0
    mul r1, r0, r0
    mad r0, r1, c0.x, r0
    mul r0, r0, c0.x
endrep
mov oC0, r0
