struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var rep_count: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    rep_count = clamp(vec4<i32>(16i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = in0_;
    r0_ = select(select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false)), vec4<f32>(0f, 1f, 4f, 0.0625f).xxxx, vec4<bool>(false, false, true, true));
    r1_ = vec4<f32>(0f, 1f, 4f, 0.0625f).xxxx;
    loop {
        let _e24 = rep_count;
        if (_e24 <= 0i) {
            break;
        }
        rep_count = (_e24 - 1i);
        let _e28 = r0_;
        let _e29 = _e28.xxxx;
        let _e30 = _e28.xxxx;
        let _e37 = r2_;
        let _e39 = select(_e37, select((_e29 * _e30), vec4<f32>(0f, 0f, 0f, 0f), ((_e29 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e30 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
        let _e41 = -(_e28.yyyy);
        let _e42 = _e28.yyyy;
        let _e51 = _e28.xxxx;
        let _e52 = _e28.yyyy;
        let _e59 = select(select(_e39, (select((_e41 * _e42), vec4<f32>(0f, 0f, 0f, 0f), ((_e41 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e42 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e39.xxxx), vec4<bool>(true, false, false, false)), select((_e51 * _e52), vec4<f32>(0f, 0f, 0f, 0f), ((_e51 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e52 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, true, false, false));
        let _e63 = select(_e59, (_e59.yyyy + _e59.yyyy), vec4<bool>(false, true, false, false));
        let _e64 = v0_;
        let _e66 = select(_e28, (_e63 + _e64), vec4<bool>(true, true, false, false));
        let _e67 = r1_;
        let _e72 = _e66.xy;
        let _e73 = _e66.xy;
        let _e75 = vec4<f32>(0f, 0f, 0f, 0f).xy;
        let _e79 = select((_e72 * _e73), _e75, ((_e72 == _e75) | (_e73 == _e75)));
        let _e87 = select(_e63, vec4(((_e79.x + _e79.y) + vec4<f32>(0f, 1f, 4f, 0.0625f).x)), vec4<bool>(false, false, true, false));
        r2_ = _e87;
        r0_ = _e66;
        r1_ = select(_e67, (_e67.xxxx + vec4<f32>(0f, 1f, 4f, 0.0625f).wwww), vec4<bool>(true, false, false, false));
        if (_e87.zzzz.x > vec4<f32>(0f, 1f, 4f, 0.0625f).zzzz.x) {
            break;
        }
    }
    let _e94 = r1_;
    return Output(select(_e94, vec4<f32>(0f, 1f, 4f, 0.0625f).yyyy, vec4<bool>(false, true, true, true)));
}
