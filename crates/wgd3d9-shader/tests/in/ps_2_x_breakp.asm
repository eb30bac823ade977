// ps_2_x: breakp p0.x and breakp !p0.y inside rep
ps_2_x
dcl t0
defi i0, 8, 0, 0, 0
def c0, 0.0, 0.125, 0.9, 1.0
mov r0, t0
mov r1, c0.x
rep i0
    add r1, r1, c0.y
    mul r0, r0, c0.z
    setp_ge p0.xy, r1, r0
    breakp p0.x
    breakp !p0.y
endrep
mov oC0, r1
