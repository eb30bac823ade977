// ps_3_0: if p0.x / else and if !p0.y, with only texldl (no gradient ops) inside the dynamic branches
ps_3_0
dcl_texcoord0 v0
dcl_2d s0
dcl_2d s1
def c0, 0.5, 0.0, 0.0, 0.0
texld r0, v0, s0
setp_gt p0.xy, r0.w, c0.x
if p0.x
    mov r1, v0
    mov r1.w, c0.y
    texldl r2, r1, s1
    mul r0.xyz, r0, r2
else
    mul r0.xyz, r0, c0.x
endif
if !p0.y
    mov r0.w, c0.y
endif
mov oC0, r0
