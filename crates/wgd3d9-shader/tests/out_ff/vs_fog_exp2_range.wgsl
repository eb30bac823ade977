struct Constants {
    c: array<vec4<f32>, 29>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
    @location(0) out3_: vec4<f32>,
    @location(1) out4_: vec4<f32>,
    @location(2) out5_: vec4<f32>,
    @location(3) out6_: vec4<f32>,
    @location(4) out7_: vec4<f32>,
    @location(5) out8_: vec4<f32>,
    @location(6) out9_: vec4<f32>,
    @location(7) out10_: vec4<f32>,
    @location(10) out11_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec3<f32>, @location(3) in3_: vec3<f32>, @location(5) in5_: vec4<f32>, @location(7) in7_: vec2<f32>, @location(8) in8_: vec2<f32>) -> Output {
    let _e16 = vec4<f32>(in0_.x, in0_.y, in0_.z, 1f);
    let _e21 = vec4<f32>(in3_.x, in3_.y, in3_.z, 1f);
    let _e26 = vec4<f32>(in7_.x, in7_.y, 0f, 1f);
    let _e32 = consts.c[0];
    let _e38 = consts.c[14];
    let _e43 = consts.c[1];
    let _e49 = consts.c[15];
    let _e54 = consts.c[2];
    let _e60 = consts.c[16];
    let _e65 = consts.c[3];
    let _e69 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e16, _e32)), vec4<bool>(true, false, false, false)), vec4(dot(_e16, _e43)), vec4<bool>(false, true, false, false)), vec4(dot(_e16, _e54)), vec4<bool>(false, false, true, false)), vec4(dot(_e16, _e65)), vec4<bool>(false, false, false, true));
    let _e71 = consts.c[17];
    let _e74 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e16, _e38)), vec4<bool>(true, false, false, false)), vec4(dot(_e16, _e49)), vec4<bool>(false, true, false, false)), vec4(dot(_e16, _e60)), vec4<bool>(false, false, true, false)), vec4(dot(_e16, _e71)), vec4<bool>(false, false, false, true));
    let _e76 = consts.c[18];
    let _e83 = consts.c[19];
    let _e90 = consts.c[20];
    let _e97 = -(_e74);
    let _e102 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e97.xyz, _e97.xyz)), vec4<bool>(true, false, false, false));
    let _e105 = select(_e102, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e102, (_e102 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e119 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e74.xyz, _e74.xyz)), vec4<bool>(true, false, false, false));
    let _e124 = select(_e119, vec4(inverseSqrt(abs(_e119.x))), vec4<bool>(true, false, false, false));
    let _e131 = consts.c[25];
    let _e134 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(_e124, vec4((1f / _e124.x)), vec4<bool>(true, false, false, false)).xxxx * _e131.zzzz), vec4<bool>(true, false, false, false));
    let _e138 = select(_e134, (_e134.xxxx * _e134.xxxx), vec4<bool>(true, false, false, false));
    let _e148 = consts.c[26];
    let _e150 = select(vec4<f32>(0f, 0f, 0f, 0f), _e148.xxxx, vec4<bool>(true, false, false, false));
    let _e151 = _e150.xxxx;
    let _e152 = _e148.yyyy;
    let _e156 = select(_e150, select(_e152, _e151, (_e151 >= _e152)), vec4<bool>(true, false, false, false)).xxxx;
    let _e157 = _e148.zzzz;
    let _e162 = consts.c[6];
    let _e164 = consts.c[7];
    return Output(select(_e69, ((_e69 * _e164) + (_e162 * _e69.wwww)), vec4<bool>(true, true, true, false)), in5_, vec4<f32>(0f, 0f, 0f, 0f), _e26, _e26, _e26, _e26, _e26, _e26, _e26, _e26, select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(exp2(select(_e138, (_e138.xxxx * vec4<f32>(-1.442695f, -1.442695f, -1.442695f, -1.442695f)), vec4<bool>(true, false, false, false)).x))), vec4<bool>(true, false, false, false)));
}
