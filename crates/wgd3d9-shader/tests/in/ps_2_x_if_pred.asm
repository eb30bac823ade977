// ps_2_x: if p0.x / else / endif and if !p0.y
ps_2_x
dcl t0.xy
dcl v0
dcl_2d s0
def c0, 0.25, 0.75, 0.0, 1.0
texld r0, t0, s0
mov r1, v0
setp_lt p0.xy, r0.w, c0
if p0.x
    mov r1, c0.z
else
    mul r1, r1, r0
endif
if !p0.y
    mul r1.xyz, r1, c0.y
endif
mov oC0, r1
