struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(10) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e15 = v0_;
    let _e18 = consts.c[0];
    let _e21 = r0_;
    r0_ = select(_e21, vec4(dot(_e15, _e18)), vec4<bool>(true, false, false, false));
    let _e24 = v0_;
    let _e27 = consts.c[1];
    let _e30 = r0_;
    r0_ = select(_e30, vec4(dot(_e24, _e27)), vec4<bool>(false, true, false, false));
    let _e33 = v0_;
    let _e36 = consts.c[2];
    let _e39 = r0_;
    r0_ = select(_e39, vec4(dot(_e33, _e36)), vec4<bool>(false, false, true, false));
    let _e42 = v0_;
    let _e45 = consts.c[3];
    let _e48 = r0_;
    r0_ = select(_e48, vec4(dot(_e42, _e45)), vec4<bool>(false, false, false, true));
    let _e51 = r0_;
    o0_ = _e51;
    let _e53 = r1_;
    r1_ = select(_e53, vec4<f32>(0f, 1f, 2f, 1.442695f).yyyy, vec4<bool>(true, false, false, false));
    let _e57 = consts.c[5];
    r2_ = _e57;
    let _e58 = r2_;
    if (_e58.xxxx.x == vec4<f32>(0f, 1f, 2f, 1.442695f).yyyy.x) {
        let _e64 = r2_;
        let _e66 = r0_;
        let _e70 = r1_;
        r1_ = select(_e70, (_e64.zzzz + -(_e66.zzzz)), vec4<bool>(true, false, false, false));
        let _e72 = r1_;
        let _e74 = r2_;
        let _e77 = r1_;
        r1_ = select(_e77, (_e72.xxxx * _e74.wwww), vec4<bool>(true, false, false, false));
    } else {
        let _e79 = r2_;
        if (_e79.xxxx.x == vec4<f32>(0f, 1f, 2f, 1.442695f).zzzz.x) {
            let _e85 = r0_;
            let _e87 = r2_;
            let _e90 = r1_;
            r1_ = select(_e90, (_e85.zzzz * _e87.yyyy), vec4<bool>(true, false, false, false));
            let _e92 = r1_;
            let _e97 = r1_;
            r1_ = select(_e97, (_e92.xxxx * -(vec4<f32>(0f, 1f, 2f, 1.442695f).wwww)), vec4<bool>(true, false, false, false));
            let _e99 = r1_;
            let _e104 = r1_;
            r1_ = select(_e104, vec4(exp2(_e99.xxxx.x)), vec4<bool>(true, false, false, false));
        }
    }
    let _e106 = r1_;
    let _e107 = _e106.xxxx;
    let _e108 = vec4<f32>(0f, 1f, 2f, 1.442695f).xxxx;
    let _e111 = r1_;
    r1_ = select(_e111, select(_e108, _e107, (_e107 >= _e108)), vec4<bool>(true, false, false, false));
    let _e113 = r1_;
    let _e114 = _e113.xxxx;
    let _e115 = vec4<f32>(0f, 1f, 2f, 1.442695f).yyyy;
    o1_ = select(_e115, _e114, (_e114 < _e115));
    let _e118 = o0_;
    let _e121 = consts.c[256];
    let _e125 = o0_;
    o0_ = select(_e125, (_e118 + (_e121 * _e118.wwww)), vec4<bool>(true, true, true, false));
    let _e128 = o0_;
    let _e129 = o1_;
    return Output(_e128, _e129);
}
