// ps_2_0: highest registers of each ps_2_0 file, r11, c31, t7, v1 and s15
ps_2_0
dcl t7
dcl v1
dcl_2d s15
texld r11, t7, s15
mul r10, r11, c31
mad r10, r10, v1, c30
mov oC0, r10
