struct Constants {
    c: array<vec4<f32>, 232>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@builtin(front_facing) front_facing: bool, @location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var v11_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();

    let _e8 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 1f, 1f, 1f), front_facing);
    let _e11 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, true, false));
    let _e18 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(1f, -1f, 0f, 0f).yyyy, vec4<f32>(1f, -1f, 0f, 0f).xxxx, (_e8 >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e21 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e11 * _e18.xxxx), vec4<bool>(true, true, true, false));
    let _e23 = consts.c[1];
    let _e29 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e21.xyz, _e23.xyz))), vec4<bool>(true, false, false, false));
    let _e31 = (in8_ * _e29.xxxx);
    let _e35 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e8 < vec4<f32>(1f, -1f, 0f, 0f).zzzz)), vec4<bool>(true, false, false, false));
    let _e37 = consts.c[2];
    v11_ = _e8;
    v0_ = _e11;
    v1_ = in8_;
    r0_ = _e18;
    r1_ = _e21;
    r2_ = _e29;
    r3_ = select(_e31, select(_e31, (_e31 * _e37), (_e35.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, true, false));
    r4_ = _e35;
    if (_e8.x >= vec4<f32>(1f, -1f, 0f, 0f).zzzz.x) {
        let _e55 = r3_;
        let _e57 = consts.c[3];
        r3_ = select(_e55, (_e55 + _e57), vec4<bool>(true, true, true, false));
    }
    let _e60 = r3_;
    return Output(_e60);
}
