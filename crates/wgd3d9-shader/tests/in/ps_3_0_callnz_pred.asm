// ps_3_0: callnz l#, p0.z and callnz l#, !p0.x
ps_3_0
dcl_texcoord0 v0
dcl_color0 v1
def c0, 0.0, 0.0, 0.0, 0.0
mov r0, v1
setp_ne p0, v0, c0
callnz l10, p0.z
callnz l11, !p0.x
mov oC0, r0
ret
label l10
    mul r0.xyz, r0, c1
ret
label l11
    add r0.xyz, r0, c2
ret
