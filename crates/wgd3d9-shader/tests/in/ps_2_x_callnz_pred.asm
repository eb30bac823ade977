// ps_2_x: callnz l#, p0.x and callnz l#, !p0.w (dynamic calls on the predicate)
ps_2_x
dcl t0.xy
dcl_2d s0
def c0, 0.5, 0.5, 0.5, 0.5
texld r0, t0, s0
setp_gt p0, r0, c0
callnz l2, p0.x
callnz l5, !p0.w
mov oC0, r0
ret
label l2
    mul r0.xyz, r0, c1
ret
label l5
    mov r0.w, c0.x
ret
